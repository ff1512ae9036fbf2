import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FetchLike } from '../../api/http-request.js';
import { buildOpenApiDocument, type OpenApiOperation } from '../../api/openapi/document.js';

/**
 * Every answer a service test receives, checked against the OpenAPI document with a real JSON Schema validator
 * (Ajv, draft 2020-12, the dialect of OpenAPI 3.1): a route whose answer drifts from its documentation (a field
 * renamed, added, or of another type; a status it does not document) fails the test that called it. `call()` and
 * the typed client's integration tests send every answer here.
 */

const DOCUMENT_ID = 'openapi.json';
const document = buildOpenApiDocument();
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
// The whole document as one schema resource, so that each answer's `#/components/schemas/…` references resolve
// inside it; only the answers' schemas are ever compiled.
ajv.addSchema(document, DOCUMENT_ID);

interface DocumentedPath {
  template: string;
  pattern: RegExp;
  parameterCount: number;
}

const DOCUMENTED_PATHS: readonly DocumentedPath[] = Object.keys(document.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    parameterCount: template.split('{').length - 1,
  }))
  // A fixed segment wins over a parameter (`/v1/transactions/events` over `/v1/transactions/{reference}`).
  .sort((a, b) => a.parameterCount - b.parameterCount);

export interface ReceivedAnswer {
  method: string;
  /** The URL asked for (absolute, or a path with its query). */
  url: string;
  status: number;
  contentType: string | null;
  /** The parsed JSON body, or the text when it was not JSON. */
  body: unknown;
}

/** Throws, saying what differs, when an answer of the service is not what the document describes. */
export function assertDocumentedAnswer(answer: ReceivedAnswer): void {
  const path = new URL(answer.url, 'http://service.invalid').pathname;
  const method = answer.method.toUpperCase();
  if (!path.startsWith('/v1/') || method === 'OPTIONS' || method === 'HEAD') return;
  const where = `${method} ${path} → ${answer.status}`;
  if (answer.status >= 400) {
    expectJson(answer, where);
    validate(schemaAt('#/components/schemas/ErrorEnvelope'), answer.body, `${where} (error envelope)`);
    return;
  }
  const template = DOCUMENTED_PATHS.find((candidate) => candidate.pattern.test(path))?.template;
  const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
  if (!template || !operation) throw new Error(`${where}: the OpenAPI document has no ${method} ${path}`);
  const response = (operation as OpenApiOperation).responses[String(answer.status)];
  if (!response)
    throw new Error(`${where}: status ${answer.status} is not documented for ${method} ${template}`);
  if (!response.content) return;
  if (answer.contentType?.startsWith('text/event-stream')) {
    if (!response.content['text/event-stream'])
      throw new Error(`${where}: not documented as an event stream`);
    return;
  }
  expectJson(answer, where);
  const pointer = ['#', 'paths', template, method.toLowerCase(), 'responses', String(answer.status)]
    .concat(['content', 'application/json', 'schema'])
    .map((part, index) => (index === 0 ? part : encodePointerPart(part)))
    .join('/');
  validate(schemaAt(pointer), answer.body, where);
  recordExample((operation as OpenApiOperation).operationId, answer.status, answer.body);
}

/** Where a test run records real answers as the document's examples (scripts/collect-openapi-examples.ts). */
const EXAMPLES_DIR = process.env.OPENAPI_EXAMPLES_DIR;
/** Larger answers (long pages) make poor examples. */
const MAX_EXAMPLE_BYTES = 6000;
/** Credentials are never examples, even a throwaway test service's. */
const CREDENTIAL = /\b(sk|pk)_(test|live)_|whsec_/;

/** Keeps the first valid answer of each operation and status, when a run records examples. */
function recordExample(operationId: string, status: number, body: unknown): void {
  if (!EXAMPLES_DIR) return;
  const text = JSON.stringify(body, null, 2);
  if (text.length > MAX_EXAMPLE_BYTES || CREDENTIAL.test(text)) return;
  try {
    // `wx`: the first answer wins, whichever test worker gives it.
    writeFileSync(path.join(EXAMPLES_DIR, `${operationId}.${status}.json`), text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** A fetch that checks every answer with assertDocumentedAnswer before handing it on (for the typed client). */
export function documentCheckingFetch(fetchImplementation: FetchLike): FetchLike {
  return async (url, init) => {
    const response = await fetchImplementation(url, init);
    const contentType = response.headers.get('content-type');
    // A stream is never read to its end here: only its status and type are checked.
    const body = contentType?.startsWith('text/event-stream') ? '' : await parsedBody(response.clone());
    assertDocumentedAnswer({ method: init.method ?? 'GET', url, status: response.status, contentType, body });
    return response;
  };
}

async function parsedBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function expectJson(answer: ReceivedAnswer, where: string): void {
  if (!answer.contentType?.startsWith('application/json') || typeof answer.body !== 'object') {
    throw new Error(
      `${where}: expected a JSON body, got ${answer.contentType ?? 'no type'}: ${String(answer.body)}`,
    );
  }
}

const compiled = new Map<string, ValidateFunction>();

function schemaAt(pointer: string): ValidateFunction {
  let validator = compiled.get(pointer);
  if (!validator) {
    validator = ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
    if (!validator) throw new Error(`The OpenAPI document has no schema at ${pointer}`);
    compiled.set(pointer, validator);
  }
  return validator;
}

function validate(validator: ValidateFunction, body: unknown, where: string): void {
  if (validator(body)) return;
  const problems = (validator.errors ?? [])
    .slice(0, 10)
    .map(
      (error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  throw new Error(`${where}: the answer does not match the OpenAPI document:\n  ${problems.join('\n  ')}`);
}

/** One JSON Pointer segment (RFC 6901), URI-encoded as a fragment needs. */
function encodePointerPart(part: string): string {
  return encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));
}
