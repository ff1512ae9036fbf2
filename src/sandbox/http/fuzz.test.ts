import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../api/schemas/envelope.js';
import { solanaPayLabelSchema, solanaPayTransactionSchema } from '../../api/schemas/solana-pay.js';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { initiatedTransactionSchema } from '../../api/schemas/transaction.js';
import { webhookDeliverySchema, webhookEndpointWithSecretSchema } from '../../api/schemas/webhook.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { buildApiApp } from './app.js';
import { call, expectData, type RawResponse } from '../testing/http.js';

/**
 * Throws random bodies, queries and path segments at every endpoint, and input built to hurt: text PostgreSQL
 * cannot store (NUL, unpaired surrogates), JSON nested tens of thousands of levels deep, bodies around the size
 * limit. Whatever arrives, the answer is an envelope: success, or an error whose statusCode matches the HTTP
 * status, below 500, with a message (on /rpc: a JSON-RPC answer, below 500). Where the fault is known, the answer
 * is a 400 that names the field.
 */

let service: TestService;
let linkId: string;
let reference: string;
let refCode: string;
let webhookEndpointId: string;
let webhookDeliveryId: string;

beforeAll(async () => {
  // Thousands of requests a minute from one address: the request rate limits (rate-limits.test.ts) would answer
  // most of them 429 before the input they carry is looked at.
  service = await startTestService({ RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_KEY: '0' });
  const key = service.demoBusiness.secretKey;
  currentSecretKey = key;
  linkId = expectData(
    await call(service.url, 'POST', '/v1/payment-links', {
      key,
      body: { name: 'Fuzz', description: 'target', baseFiat: 'USD', amount: 5 },
    }),
    paymentLinkSchema,
    201,
  ).id;
  reference = expectData(
    await call(service.url, 'POST', '/v1/transactions', {
      key,
      body: { crypto: 'USDT', baseFiat: 'USD', amount: 5, email: 'fuzz@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  ).reference;
  const customers = await call(service.url, 'GET', '/v1/business-customers', { key });
  refCode = z
    .object({ data: z.object({ records: z.array(z.object({ refCode: z.string() })) }) })
    .parse(customers.body)
    .data.records.map((customer) => customer.refCode)
    .join();
  // An endpoint nothing listens on (port 9), and the delivery of a test event to it.
  webhookEndpointId = expectData(
    await call(service.url, 'POST', '/v1/webhook-endpoints', {
      key,
      body: { url: 'http://127.0.0.1:9/fuzz' },
    }),
    webhookEndpointWithSecretSchema,
    201,
  ).id;
  webhookDeliveryId = expectData(
    await call(service.url, 'POST', `/v1/webhook-endpoints/${webhookEndpointId}/test`, { key }),
    webhookDeliverySchema,
    201,
  ).uuid;
});
afterAll(async () => {
  await service.destroy();
});

const successEnvelope = z.object({ success: z.literal(true), message: z.string().min(1), data: z.unknown() });

function assertEnvelope(status: number, body: unknown, context: string): void {
  expect(status, context).toBeLessThan(500);
  if (status < 400) {
    expect(successEnvelope.safeParse(body).success, context).toBe(true);
    return;
  }
  const envelope = errorEnvelopeSchema.safeParse(body);
  expect(envelope.success, `${context} → ${JSON.stringify(body)}`).toBe(true);
  if (envelope.success) {
    expect(envelope.data.statusCode, context).toBe(status);
    expect(envelope.data.message.length, context).toBeGreaterThan(0);
  }
}

const FIELD_NAMES = [
  'crypto',
  'baseFiat',
  'amount',
  'email',
  'reference',
  'metadata',
  'name',
  'description',
  'successMessage',
  'redirectLink',
  'firstName',
  'lastName',
  'phoneNumber',
  'cryptocurrency',
  'walletPublicAddress',
  '__proto__',
  'constructor',
  'status',
  'type',
  'code',
  'from',
  'to',
  'limit',
  'page',
  'paymentLinkId',
  'createdFrom',
  'createdTo',
];
const PLAUSIBLE_VALUES = [
  'SOL',
  'USDC',
  'USDT',
  'NGN',
  'USD',
  'BTC',
  '',
  ' ',
  '-1',
  '0',
  '1',
  '1.005',
  '1e308',
  'NaN',
  'a@b.co',
  'x'.repeat(300),
  '%00',
  '🙂',
  'crypto',
  'fiat',
  'active',
  'pending',
  '2026-11-22T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
];

const fieldValue = fc.oneof(
  fc.constantFrom<unknown>(...PLAUSIBLE_VALUES),
  fc.jsonValue({ maxDepth: 2 }),
  fc.double({ noNaN: false }).map((value) => (Number.isFinite(value) ? value : String(value))),
  fc.integer(),
);
const objectBody = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })),
  fieldValue,
  {
    maxKeys: 8,
  },
);
const rawBody = fc.oneof(
  objectBody.map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 64 }),
  fc.constantFrom('', '{', '{"a":', '[1,2', 'null', '{"__proto__":{"x":1}}', '\u0000'),
);
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })),
      fc.oneof(fc.constantFrom(...PLAUSIBLE_VALUES), fc.string({ maxLength: 16 })),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());
const pathSegment = fc.oneof(
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', 'a'.repeat(32), '..', '%2F', ''),
  fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent),
);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Every route of the app (the test below checks that none is missing), with the value its path parameter takes
 * when a request is not about the path: a record that exists, so the request gets as far as it can.
 */
interface Target {
  method: Method;
  route: string;
  existing?: () => string;
  /**
   * A stream that stays open for as long as the client stays: enumerated with the others, but not fuzzed (a
   * request would wait on it for ever); its own tests cover it.
   */
  endless?: true;
}
const SOME_UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const targets = (): Target[] => [
  { method: 'GET', route: '/healthz' },
  { method: 'GET', route: '/readyz' },
  { method: 'GET', route: '/metrics' },
  { method: 'GET', route: '/v1/currencies' },
  { method: 'GET', route: '/v1/cryptofiat-conversion' },
  { method: 'GET', route: '/v1/business-customers' },
  { method: 'POST', route: '/v1/business-customers' },
  { method: 'GET', route: '/v1/business-customers/:refCode', existing: () => refCode },
  { method: 'POST', route: '/v1/payment-links' },
  { method: 'GET', route: '/v1/payment-links' },
  { method: 'PATCH', route: '/v1/payment-links/:id', existing: () => linkId },
  { method: 'GET', route: '/v1/payment-links/:id', existing: () => linkId },
  { method: 'POST', route: '/v1/payment-links/:id/transactions', existing: () => linkId },
  { method: 'POST', route: '/v1/transactions' },
  { method: 'GET', route: '/v1/transactions' },
  { method: 'GET', route: '/v1/transactions/:reference/verify', existing: () => reference },
  { method: 'POST', route: '/v1/transactions/:reference/wallet-connect', existing: () => reference },
  // No existing reference: an open transaction's stream stays open, which a request here would wait on for
  // ever; its own tests (routes/transaction-events.test.ts) cover the stream.
  { method: 'GET', route: '/v1/transactions/:reference/events' },
  // Opens for any secret key, and then never ends: routes/business-transaction-events.test.ts covers it.
  { method: 'GET', route: '/v1/transactions/events', endless: true },
  { method: 'GET', route: '/v1/transactions/:reference/checkout', existing: () => reference },
  { method: 'GET', route: '/v1/transactions/:reference/solana-pay', existing: () => reference },
  { method: 'POST', route: '/v1/transactions/:reference/solana-pay', existing: () => reference },
  { method: 'GET', route: '/v1/transactions/:reference/late-payments', existing: () => reference },
  { method: 'GET', route: '/v1/payout-requests' },
  { method: 'POST', route: '/v1/payout-requests/bank' },
  { method: 'POST', route: '/v1/payout-requests/crypto' },
  { method: 'DELETE', route: '/v1/payout-request/:id', existing: () => SOME_UUID },
  { method: 'GET', route: '/v1/banks' },
  { method: 'POST', route: '/v1/banks/resolve-account' },
  { method: 'GET', route: '/v1/swaps' },
  { method: 'POST', route: '/v1/swaps' },
  { method: 'GET', route: '/v1/swaps/quote' },
  { method: 'GET', route: '/v1/swaps/:id', existing: () => SOME_UUID },
  { method: 'GET', route: '/v1/balances' },
  { method: 'GET', route: '/v1/business' },
  { method: 'PUT', route: '/v1/business/webhook' },
  // Changes the secret key the fuzzing sends: see `send`.
  { method: 'POST', route: SECRET_KEY_ROLL_ROUTE },
  { method: 'GET', route: '/v1/webhook-deliveries' },
  { method: 'POST', route: '/v1/webhook-deliveries/:id/redeliver', existing: () => webhookDeliveryId },
  { method: 'POST', route: '/v1/webhook-endpoints' },
  { method: 'GET', route: '/v1/webhook-endpoints' },
  { method: 'GET', route: '/v1/webhook-endpoints/:id', existing: () => webhookEndpointId },
  { method: 'PATCH', route: '/v1/webhook-endpoints/:id', existing: () => webhookEndpointId },
  { method: 'DELETE', route: '/v1/webhook-endpoints/:id', existing: () => webhookEndpointId },
  { method: 'POST', route: '/v1/webhook-endpoints/:id/roll-secret', existing: () => webhookEndpointId },
  { method: 'POST', route: '/v1/webhook-endpoints/:id/test', existing: () => webhookEndpointId },
  { method: 'POST', route: '/v1/sandbox/airdrop' },
  { method: 'POST', route: '/v1/sandbox/mint' },
  { method: 'POST', route: '/v1/sandbox/transactions/:reference/pay', existing: () => reference },
  { method: 'POST', route: '/v1/sandbox/payout-requests/:id/process', existing: () => SOME_UUID },
  { method: 'GET', route: '/v1/sandbox/reconciliation' },
  { method: 'GET', route: '/v1/sandbox/demo' },
  { method: 'GET', route: OPENAPI_ROUTE },
  { method: 'POST', route: '/dashboard/session' },
  { method: 'GET', route: '/dashboard/session' },
  { method: 'DELETE', route: '/dashboard/session' },
  ...(['POST', 'GET', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => ({
    method,
    route: JSON_RPC_ROUTE,
  })),
];

/** The requests that may be fuzzed: every target but the endless streams. */
const fuzzedTargets = (): Target[] => targets().filter((target) => !target.endless);

/** Rolls the business's secret key: whatever the fuzzing sends next must be the new one. */
const SECRET_KEY_ROLL_ROUTE = '/v1/business/secret-key/roll';

/** The demo business's secret key as it is now (the roll route, which the fuzzing calls too, changes it). */
let currentSecretKey = '';

/** `call`, noting the new secret key when the request rolled it. */
async function send(target: Target, ...request: Parameters<typeof call>): Promise<RawResponse> {
  const response = await call(...request);
  if (target.route === SECRET_KEY_ROLL_ROUTE && response.status === 200) {
    currentSecretKey = z.object({ data: z.object({ secretKey: z.string() }) }).parse(response.body)
      .data.secretKey;
  }
  return response;
}

/** Solana JSON-RPC: answers in its own protocol (src/sandbox/rpc), not in the envelope. */
const JSON_RPC_ROUTE = '/rpc';

/** The path of a request to `target`, its parameter (if it has one) being `segment`, or a record that exists. */
function pathOf(target: Target, segment = ''): string {
  return target.route.replace(/:\w+/, () => segment || target.existing?.() || '');
}

/** The name of the target's path parameter, e.g. `reference`. */
function parameterOf(target: Target): string | undefined {
  return /:(\w+)/.exec(target.route)?.[1];
}

const hasBody = (target: Target) =>
  target.method === 'POST' ||
  target.method === 'PUT' ||
  // /rpc takes every method; its JSON-RPC bodies are fuzzed through POST and PUT.
  (target.method === 'PATCH' && target.route !== JSON_RPC_ROUTE);

/** Any answer of /rpc: a JSON-RPC response (or a batch of them), or nothing for notifications only. */
const jsonRpcResponse = z.object({ jsonrpc: z.literal('2.0') });
function assertJsonRpcAnswer(status: number, body: unknown, context: string): void {
  expect(status, context).toBeLessThan(500);
  if (status === 204) return;
  const answers = Array.isArray(body) ? body : [body];
  const wellFormed = answers.every((answer) => jsonRpcResponse.safeParse(answer).success);
  expect(wellFormed, `${context} → ${JSON.stringify(body).slice(0, 1000)}`).toBe(true);
}

/**
 * The load balancer's probes answer plain JSON and /metrics Prometheus's text, not the envelope: a healthy service
 * is live and ready, unless the request itself is refused (unstorable text in the query is a 400 envelope, as
 * everywhere).
 */
const PROBE_ROUTES = new Set(['/healthz', '/readyz']);

/**
 * Solana Pay transaction requests answer the Solana Pay spec's own JSON when they succeed (routes/solana-pay.ts);
 * their errors are envelopes, whose top-level `message` is what the spec's errors carry.
 */
const SOLANA_PAY_ROUTE = '/v1/transactions/:reference/solana-pay';

function assertSolanaPayAnswer(target: Target, status: number, body: unknown, context: string): void {
  if (status >= 400) return assertEnvelope(status, body, context);
  expect(status, context).toBe(200);
  const schema = target.method === 'GET' ? solanaPayLabelSchema : solanaPayTransactionSchema;
  expect(schema.safeParse(body).success, `${context} → ${JSON.stringify(body)}`).toBe(true);
}

const OPENAPI_ROUTE = '/v1/openapi.json';

function assertAnswer(target: Target, status: number, body: unknown, context: string): void {
  if (target.route === JSON_RPC_ROUTE) assertJsonRpcAnswer(status, body, context);
  else if (target.route === '/metrics' && status < 400) {
    expect(
      { status, prometheus: typeof body === 'string' && body.includes('crypto_checkout_') },
      context,
    ).toEqual({
      status: 200,
      prometheus: true,
    });
  } else if (PROBE_ROUTES.has(target.route) && status < 400) {
    expect({ status, probe: (body as { status?: unknown } | undefined)?.status }, context).toEqual({
      status: 200,
      probe: target.route === '/healthz' ? 'ok' : 'ready',
    });
  } else if (target.route === SOLANA_PAY_ROUTE) assertSolanaPayAnswer(target, status, body, context);
  else if (target.route === OPENAPI_ROUTE && status < 400) {
    // The OpenAPI document is itself, not in the envelope (routes/openapi.ts).
    expect({ status, openapi: (body as { openapi?: unknown }).openapi }, context).toEqual({
      status: 200,
      openapi: '3.1.0',
    });
  } else assertEnvelope(status, body, context);
}

/**
 * The routes of a freshly built app, read from Fastify's route tree (`printRoutes`: one line per node, a node's
 * text continuing its parent's path); HEAD (added for every GET) and the CORS plugin's `OPTIONS *` left out.
 */
async function registeredRoutes(): Promise<string[]> {
  const app = await buildApiApp(service.context, false);
  try {
    await app.ready();
    const routes: string[] = [];
    const pathAtDepth: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
      const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
      if (!node) continue;
      const depth = (node[1] ?? '').length / 4;
      const path = `${pathAtDepth[depth - 1] ?? ''}${node[2] ?? ''}`;
      pathAtDepth[depth] = path;
      for (const method of (node[3] ?? '').split(', ').filter(Boolean)) {
        if (method !== 'HEAD' && path !== '*') routes.push(`${method} ${path}`);
      }
    }
    return routes.sort();
  } finally {
    await app.close();
  }
}

/**
 * Text PostgreSQL cannot store, inside ordinary text: a NUL, or one half of a surrogate pair (the text around it
 * is printable ASCII, so a lone half never meets its other half).
 */
const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);
/** The same with a NUL: the one a URL can carry (`%00`); a lone surrogate has no UTF-8 to percent-encode. */
const nulText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Field names to nest under: all but those the JSON parser refuses on sight (prototype poisoning). */
const NESTABLE_NAMES = FIELD_NAMES.filter((name) => name !== '__proto__' && name !== 'constructor');
/** A place in a body: field names, with an array (index 0) between them now and then; empty is the body itself. */
const bodyPath = fc.array(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom<string | number>(...NESTABLE_NAMES) }, fc.constant(0)),
  { maxLength: 4 },
);

/** `value` at `path` in an otherwise empty body. */
function placeAt(path: readonly (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value,
  );
}

/** JSON text nesting `depth` arrays or objects, written out (JSON.stringify would recurse). */
function nestedJson(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A request built to be refused, and when its refusal is known, the field a 400 must name. */
interface HostileRequest {
  target: Target;
  path: string;
  body?: string;
  field?: string;
}

const isEnvelopeRoute = (target: Target) => target.route !== JSON_RPC_ROUTE;
const targetOf = (filter: (target: Target) => boolean) => fc.constantFrom(...fuzzedTargets().filter(filter));

const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  // Unstorable text as a body value or a field name, at any depth.
  fc.tuple(targetOf(hasBody), bodyPath, unstorableText, fc.boolean()).map(([target, path, text, asName]) => ({
    target,
    path: pathOf(target),
    body: JSON.stringify(placeAt(path, asName ? { [text]: 1 } : text)),
    ...(isEnvelopeRoute(target) ? { field: path.length > 0 ? path.join('.') : 'body' } : {}),
  })),
  // A NUL in a query value or name.
  fc
    .tuple(
      targetOf(() => true),
      fc.constantFrom(...NESTABLE_NAMES),
      nulText,
      fc.boolean(),
    )
    .map(([target, name, text, asName]) => ({
      target,
      path: `${pathOf(target)}?${asName ? `${encodeURIComponent(text)}=1` : `${name}=${encodeURIComponent(text)}`}`,
      ...(isEnvelopeRoute(target) ? { field: asName ? 'querystring' : name } : {}),
    })),
  // A NUL in a path parameter.
  fc
    .tuple(
      targetOf((target) => parameterOf(target) !== undefined),
      nulText,
    )
    .map(([target, text]) => ({
      target,
      path: pathOf(target, encodeURIComponent(text)),
      ...(hasBody(target) ? { body: '{}' } : {}),
      field: parameterOf(target),
    })),
  // Metadata nested past its limit (6 levels and more), up to what a 64 KiB body holds: 2 bytes a level for arrays,
  // 6 for objects.
  fc
    .oneof(
      fc.tuple(fc.integer({ min: 5, max: 30_000 }), fc.constant('array' as const)),
      fc.tuple(fc.integer({ min: 5, max: 10_000 }), fc.constant('object' as const)),
    )
    .map(([depth, shape]) => {
      const target = targets().find((candidate) => candidate.route === '/v1/transactions') as Target;
      const order = JSON.stringify({ crypto: 'SOL', baseFiat: 'USD', amount: 5, email: 'deep@example.com' });
      return {
        target,
        path: pathOf(target),
        body: `${order.slice(0, -1)},"metadata":{"a":${nestedJson(depth, shape)}}}`,
        field: 'metadata',
      };
    }),
  // Deep JSON anywhere in any body; deep JSON text in a query value or a path parameter.
  fc
    .tuple(
      targetOf(hasBody),
      fc.constantFrom(...FIELD_NAMES),
      fc.integer({ min: 100, max: 30_000 }),
      fc.constantFrom('array' as const, 'object' as const),
    )
    .map(([target, name, depth, shape]) => ({
      target,
      path: pathOf(target),
      body: `{${JSON.stringify(name)}:${nestedJson(depth, shape)}}`,
    })),
  fc
    // At most 2,000 levels: 12 KB percent-encoded, within Node's 16 KiB for the request line and headers.
    .tuple(
      targetOf(() => true),
      fc.integer({ min: 100, max: 2_000 }),
      fc.boolean(),
    )
    .map(([target, depth, inPath]) => {
      const text = encodeURIComponent(nestedJson(depth, 'array'));
      return {
        target,
        path: inPath && parameterOf(target) ? pathOf(target, text) : `${pathOf(target)}?metadata=${text}`,
      };
    }),
  // Large bodies, on both sides of the 64 KiB limit.
  fc
    .tuple(targetOf(hasBody), fc.integer({ min: 1_000, max: 150_000 }), fc.boolean())
    .map(([target, size, asArray]) => ({
      target,
      path: pathOf(target),
      body: asArray
        ? `[${Array<string>(Math.ceil(size / 2))
            .fill('1')
            .join(',')}]`
        : JSON.stringify({ metadata: { note: 'x'.repeat(size) } }),
    })),
);

describe('every endpoint answers random input with a well-formed envelope and never a 5xx', () => {
  it('targets every route the app has', async () => {
    const fuzzed = targets().map((target) => `${target.method} ${target.route}`);
    expect(fuzzed.sort()).toEqual(await registeredRoutes());
  });

  it('random bodies, queries, path segments and keys', async () => {
    const keys = () => [currentSecretKey, service.demoBusiness.publicKey, undefined, 'sk_test_unknown'];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: fuzzedTargets().length - 1 }),
        pathSegment,
        queryString,
        rawBody,
        fc.nat({ max: keys().length - 1 }),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'),
        async (targetIndex, segment, query, body, keyIndex, contentType) => {
          const target = fuzzedTargets()[targetIndex];
          if (!target) throw new Error(`no target ${targetIndex}`);
          const path = `${pathOf(target, segment)}${query ? `?${query}` : ''}`;
          const response = await send(target, service.url, target.method, path, {
            key: keys()[keyIndex],
            ...(hasBody(target) ? { body, headers: { 'content-type': contentType } } : {}),
          });
          assertAnswer(
            target,
            response.status,
            response.body,
            `${target.method} ${path} ${hasBody(target) ? body : ''}`,
          );
        },
      ),
      { numRuns: 3000 },
    );
  }, 240_000);

  it('well-typed but random values in every body field', async () => {
    const posts = fuzzedTargets().filter((target) => hasBody(target) && target.route !== JSON_RPC_ROUTE);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: posts.length - 1 }), objectBody, async (targetIndex, body) => {
        const target = posts[targetIndex];
        if (!target) throw new Error(`no target ${targetIndex}`);
        const response = await send(target, service.url, target.method, pathOf(target), {
          key: currentSecretKey,
          body,
        });
        assertAnswer(
          target,
          response.status,
          response.body,
          `${target.method} ${pathOf(target)} ${JSON.stringify(body)}`,
        );
      }),
      { numRuns: 1500 },
    );
  }, 240_000);

  it('unstorable text, deep and large JSON in bodies, field names, query strings and path parameters', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        const { target, path, body, field } = request;
        const response = await send(target, service.url, target.method, path, {
          key: currentSecretKey,
          body,
        });
        const context = `${target.method} ${path.slice(0, 300)} ${body?.slice(0, 300) ?? ''}`;
        assertAnswer(target, response.status, response.body, context);
        if (field === undefined) return;
        expect(response.status, `${context} → ${JSON.stringify(response.body)}`).toBe(400);
        const errors = errorEnvelopeSchema.parse(response.body).errors.map((error) => error.field);
        expect(errors, context).toContain(field);
      }),
      { numRuns: 3000 },
    );
  }, 240_000);
});
