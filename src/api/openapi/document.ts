import * as z from 'zod/mini';
import { successEnvelopeSchema } from '../schemas/envelope.js';
import { webhookPayloadSchema, type SentWebhookEventName } from '../schemas/webhook.js';
import RECORDED_EXAMPLES from './examples.json' with { type: 'json' };
import { JsonSchemaConverter, type JsonSchema } from './json-schema.js';
import type { RouteAuth, RouteDoc } from './route-doc.js';
import { ROUTE_TAGS, ROUTES } from './routes.js';
import { WEBHOOK_EVENT_DOCS, WEBHOOK_HEADERS } from './webhook-docs.js';

/** The OpenAPI 3.1 document as plain JSON. */
export type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> } & {
  [field: string]: unknown;
};

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, OpenApiResponse>;
  [field: string]: unknown;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema; examples?: unknown; [extension: `x-${string}`]: unknown }>;
  [field: string]: unknown;
}

/** The error statuses and what each means on any route (docs/api.md, "Envelope"). */
const ERROR_RESPONSES = {
  BadRequest: {
    status: '400',
    description: 'Invalid input (every bad field is named in `errors`), or a malformed URL (`path`).',
  },
  Unauthorized: { status: '401', description: 'Missing or unknown API key.' },
  Forbidden: {
    status: '403',
    description: "A public key on a secret-key route, or a secret key asking for another business's record.",
  },
  NotFound: { status: '404', description: 'Unknown record (or, for test-mode routes, not in test mode).' },
  Conflict: {
    status: '409',
    description:
      'A state conflict, or an `Idempotency-Key` reused with another body or while the first runs.',
  },
  PayloadTooLarge: { status: '413', description: 'Body larger than `BODY_LIMIT_BYTES`.' },
  UnsupportedMediaType: { status: '415', description: 'Body not JSON.' },
  BadGateway: { status: '502', description: 'The ledger refused the transfer; the operation is undone.' },
  ServiceUnavailable: {
    status: '503',
    description: 'The ledger did not say how the transfer went; the operation is finished or undone later.',
  },
  Error: {
    status: 'default',
    description:
      'Any other failure, in the same envelope: 414 (path parameter over 200 characters), 431 (headers over ' +
      '16 KiB), 500 (a bug, always) or 503 (halted by the start-up reconciliation).',
  },
} as const;
type ErrorResponseName = keyof typeof ERROR_RESPONSES;

const SECURITY_BY_AUTH: Readonly<Record<RouteAuth, Record<string, string[]>[]>> = {
  none: [],
  optional: [{}, { publicKey: [] }, { secretKey: [] }],
  publicOrSecret: [{ publicKey: [] }, { secretKey: [] }, { consoleSession: [] }],
  secret: [{ secretKey: [] }, { consoleSession: [] }],
};

const DESCRIPTION = `The \`/v1\` interface of crypto-checkout: payments in USDT, USDC and SOL on Solana, payment links,
payouts, swaps, currencies and customers, and the webhooks that report them.

Bodies are JSON. Every answer is an envelope: \`{"success": true, "message": …, "data": …}\` (201 for a creation,
200 otherwise) or the error envelope, whose \`errors\` names every bad field. Request objects are strict: a field
a route does not know is a 400. Timestamps are ISO 8601 UTC strings with milliseconds. A \`POST\` with an
\`Idempotency-Key\` runs once: repeating it with the same key and body within 24 hours answers the first answer
again, with \`Idempotent-Replayed: true\`.

Send the key in the \`Authorization\` header as it is (\`Authorization: sk_test_…\`), without \`Bearer\`.`;

/**
 * The OpenAPI 3.1 document of every `/v1` route (ROUTES) and webhook event, made from the contract's zod schemas.
 * `serverUrl` is where the service is reached (the build writes the default, the service its own origin).
 */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const converter = new JsonSchemaConverter();
  const usedResponses = new Set<ErrorResponseName>();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of ROUTES) {
    const operations = (paths[openApiPath(route.path)] ??= {});
    operations[route.method.toLowerCase()] = operationOf(route, converter, usedResponses);
  }
  const webhooks = Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_DOCS).map(([event, doc]) => [
      event,
      { post: webhookOperationOf(event as SentWebhookEventName, doc, converter) },
    ]),
  );
  const errorEnvelope = converter.reference('ErrorEnvelope');
  const responses = Object.fromEntries(
    [...usedResponses].map((name) => [
      name,
      {
        description: ERROR_RESPONSES[name].description,
        content: { 'application/json': { schema: errorEnvelope } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'crypto-checkout API',
      version: 'v1',
      summary: 'Take payments in cryptocurrency on Solana, and move value out.',
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      {
        url: options.serverUrl ?? 'http://127.0.0.1:8787',
        description: options.serverUrl ? 'This service' : 'The service as `npm start` runs it',
      },
    ],
    tags: ROUTE_TAGS.map((tag) => ({ ...tag })),
    paths,
    webhooks,
    components: {
      schemas: converter.components(),
      responses,
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            '1–255 printable ASCII characters. The request runs once; a repeat within 24 hours answers the first answer again.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      securitySchemes: {
        secretKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            "The business's secret key as it is (`sk_test_…` on localnet, `sk_live_…` on devnet and mainnet-beta), " +
            'no `Bearer` needed. Never in a browser: secret-key routes send no CORS headers.',
        },
        publicKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            "The business's public key as it is (`pk_test_…` or `pk_live_…`), for pages and browsers: it can start " +
            'a payment and read the public view of one, nothing more.',
        },
        consoleSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'cc_dashboard',
          description:
            "The merchant console's session (`POST /dashboard/session`), with the secret key's rights, in a request " +
            'with no `Authorization` header; anything but `GET`/`HEAD` repeats its `csrfToken` in `X-CSRF-Token`.',
        },
      },
    },
  };
}

/** Fastify's `/v1/payment-links/:id` as OpenAPI's `/v1/payment-links/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

/** `GET /v1/payment-links/:id` → `getPaymentLinksById`: unique, stable, and readable in generated clients. */
export function operationIdOf(route: Pick<RouteDoc, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/v1\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-.]/)));
  return [route.method.toLowerCase(), ...words.map(capitalised)].join('');
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function operationOf(
  route: RouteDoc,
  converter: JsonSchemaConverter,
  usedResponses: Set<ErrorResponseName>,
): OpenApiOperation {
  const parameters = [
    ...parametersOf(route.params, 'path', converter),
    ...parametersOf(route.query, 'query', converter),
    ...(route.method === 'POST' ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ...(route.conditional
      ? [
          {
            name: 'If-None-Match',
            in: 'header',
            required: false,
            description: 'The `ETag` of an earlier answer: 304 with no body while nothing changed.',
            schema: { type: 'string' },
          },
        ]
      : []),
  ];
  const responses: Record<string, OpenApiResponse | { $ref: string }> = {
    [String(route.answer.status)]: successResponseOf(route, converter),
  };
  if (route.conditional)
    responses['304'] = { description: 'Not modified: the `ETag` sent is still current.' };
  for (const name of errorResponsesOf(route)) {
    usedResponses.add(name);
    responses[ERROR_RESPONSES[name].status] = { $ref: `#/components/responses/${name}` };
  }
  const operation: OpenApiOperation = {
    operationId: operationIdOf(route),
    summary: route.summary,
    description: descriptionOf(route),
    tags: [route.tag],
    security: SECURITY_BY_AUTH[route.auth],
    responses: responses as Record<string, OpenApiResponse>,
  };
  if (parameters.length > 0) operation.parameters = parameters;
  if (route.body) {
    operation.requestBody = {
      required: !route.bodyOptional,
      content: { 'application/json': { schema: converter.request(route.body) } },
    };
  }
  return operation;
}

function descriptionOf(route: RouteDoc): string {
  const notes = [
    route.addition ? '**Addition**: the upstream gateway has no such route.' : undefined,
    route.testModeOnly ? 'Test mode only: 404 on `devnet` and `mainnet-beta`.' : undefined,
  ].filter((note) => note !== undefined);
  return [route.description, ...notes].join('\n\n');
}

function parametersOf(
  schema: z.core.$ZodType | undefined,
  location: 'path' | 'query',
  converter: JsonSchemaConverter,
): unknown[] {
  if (!schema) return [];
  const converted = converter.request(schema);
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function successResponseOf(route: RouteDoc, converter: JsonSchemaConverter): OpenApiResponse {
  const { answer } = route;
  switch (answer.kind) {
    case 'envelope':
      return {
        description: answer.description,
        content: {
          'application/json': {
            schema: converter.response(successEnvelopeSchema(answer.data)),
            ...recordedExample(route),
          },
        },
      };
    case 'plain':
      return {
        description: answer.description,
        content: {
          'application/json': { schema: converter.response(answer.body), ...recordedExample(route) },
        },
      };
    case 'eventStream':
      return {
        description:
          `${answer.description} Each \`event: ${answer.event}\` carries the JSON of the schema in ` +
          '`x-event-data` on its `data:` line.',
        content: {
          'text/event-stream': {
            schema: { type: 'string', description: 'Server-Sent Events (text/event-stream).' },
            'x-event': answer.event,
            'x-event-data': converter.response(answer.data),
          },
        },
      };
    case 'openApiDocument':
      return {
        description: answer.description,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['openapi', 'info', 'paths'],
              properties: {
                openapi: { type: 'string', pattern: '^3\\.1\\.' },
                info: { type: 'object' },
                paths: { type: 'object' },
              },
            },
          },
        },
      };
  }
}

/**
 * The answer a test run recorded for the route (examples.json, scripts/collect-openapi-examples.ts), as the
 * media type's example; the linter checks it against the schema beside it.
 */
function recordedExample(route: RouteDoc): {
  examples?: Record<string, { summary: string; value: unknown }>;
} {
  const recorded = (RECORDED_EXAMPLES as Record<string, Record<string, unknown> | undefined>)[
    operationIdOf(route)
  ];
  const value = recorded?.[String(route.answer.status)];
  return value === undefined ? {} : { examples: { recorded: { summary: 'Recorded in a test run', value } } };
}

/** The error answers a route can give, from what it takes and needs. */
function errorResponsesOf(route: RouteDoc): ErrorResponseName[] {
  const extra = new Set(route.errors ?? []);
  const names: (ErrorResponseName | false)[] = [
    // Any route answers a malformed URL with a 400 naming `path`.
    'BadRequest',
    route.auth !== 'none' && 'Unauthorized',
    (route.auth === 'secret' || extra.has(403)) && 'Forbidden',
    (route.params !== undefined || route.testModeOnly === true || extra.has(404)) && 'NotFound',
    (route.method === 'POST' || extra.has(409)) && 'Conflict',
    route.body !== undefined && 'PayloadTooLarge',
    route.body !== undefined && 'UnsupportedMediaType',
    extra.has(502) && 'BadGateway',
    extra.has(503) && 'ServiceUnavailable',
    'Error',
  ];
  return names.filter((name): name is ErrorResponseName => name !== false);
}

function webhookOperationOf(
  event: SentWebhookEventName,
  doc: { sentWhen: string; data: z.core.$ZodType },
  converter: JsonSchemaConverter,
): unknown {
  const payload = z.extend(webhookPayloadSchema, { event: z.literal(event), data: doc.data });
  return {
    operationId: `webhook${event.split(/[._]/).map(capitalised).join('')}`,
    summary: `\`${event}\``,
    description:
      `Sent when ${doc.sentWhen}. A \`POST\` to every active endpoint whose filter takes it (and to the legacy ` +
      '`webhookUrl`, if set). A 2xx within `WEBHOOK_TIMEOUT_MS` is a delivery; anything else (redirects are not ' +
      'followed) is retried after 5 s, 10 s, 20 s, … up to `WEBHOOK_MAX_ATTEMPTS`.',
    tags: ['Webhooks'],
    security: [],
    parameters: Object.entries(WEBHOOK_HEADERS).map(([name, description]) => ({
      name,
      in: 'header',
      required: true,
      description,
      schema: { type: 'string' },
    })),
    requestBody: { required: true, content: { 'application/json': { schema: converter.response(payload) } } },
    responses: {
      '200': { description: 'Any 2xx: delivered.' },
      default: { description: 'Anything else: the delivery is retried.' },
    },
  };
}
