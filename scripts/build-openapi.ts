/**
 * The OpenAPI 3.1 document (dist/openapi.json), run by `npm run build`: made from the contract's zod schemas
 * (src/api/openapi/), the same document the service answers at `/v1/openapi.json`. It must pass the OpenAPI 3.1
 * validator and Redocly's recommended-strict rules, or the build stops: a document that tools reject is a bug.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/api/openapi/document.js';
import { lintOpenApi, validateOpenApi } from '../src/sandbox/testing/openapi-checks.js';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'dist', 'openapi.json');

const document = buildOpenApiDocument();
const validation = await validateOpenApi(document);
if (!validation.valid) {
  throw new Error(`openapi: not a valid OpenAPI 3.1 document: ${JSON.stringify(validation.errors, null, 2)}`);
}
const problems = await lintOpenApi(document);
if (problems.length > 0) throw new Error(`openapi: the linter found problems:\n${problems.join('\n')}`);
await mkdir(path.dirname(output), { recursive: true });
await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
console.log(`openapi: dist/openapi.json (${Object.keys(document.paths).length} paths), valid and lint-clean`);
