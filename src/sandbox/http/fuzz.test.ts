import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../api/schemas/envelope.js';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { initiatedTransactionSchema } from '../../api/schemas/transaction.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData } from '../testing/http.js';

/**
 * Throws random bodies, queries and path segments at every endpoint. Whatever arrives, the answer is an
 * envelope: success, or an error whose statusCode matches the HTTP status, below 500, with a message.
 */

let service: TestService;
let linkId: string;
let reference: string;
let refCode: string;

beforeAll(async () => {
  service = await startTestService();
  const key = service.demoBusiness.secretKey;
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

type Target = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: (segment: string) => string };
const targets = (): Target[] => [
  { method: 'GET', path: () => '/v1/currencies' },
  { method: 'GET', path: () => '/v1/cryptofiat-conversion' },
  { method: 'GET', path: () => '/v1/business-customers' },
  { method: 'POST', path: () => '/v1/business-customers' },
  { method: 'GET', path: (segment) => `/v1/business-customers/${segment || refCode}` },
  { method: 'POST', path: () => '/v1/payment-links' },
  { method: 'GET', path: (segment) => `/v1/payment-links/${segment || linkId}` },
  { method: 'POST', path: (segment) => `/v1/payment-links/${segment || linkId}/transactions` },
  { method: 'POST', path: () => '/v1/transactions' },
  { method: 'GET', path: (segment) => `/v1/transactions/${segment || reference}/verify` },
  { method: 'POST', path: (segment) => `/v1/transactions/${segment || reference}/wallet-connect` },
  { method: 'POST', path: () => '/v1/payout-requests/bank' },
  { method: 'POST', path: () => '/v1/payout-requests/crypto' },
  {
    method: 'DELETE',
    path: (segment) => `/v1/payout-request/${segment || '0f8fad5b-d9cb-469f-a165-70867728950e'}`,
  },
  { method: 'GET', path: () => '/v1/banks' },
  { method: 'POST', path: () => '/v1/banks/resolve-account' },
  { method: 'POST', path: () => '/v1/swaps' },
  { method: 'GET', path: (segment) => `/v1/swaps/${segment || '0f8fad5b-d9cb-469f-a165-70867728950e'}` },
  { method: 'GET', path: () => '/v1/balances' },
  { method: 'GET', path: () => '/v1/business' },
  { method: 'PUT', path: () => '/v1/business/webhook' },
  { method: 'GET', path: () => '/v1/webhook-deliveries' },
  { method: 'POST', path: () => '/v1/sandbox/airdrop' },
  { method: 'POST', path: () => '/v1/sandbox/mint' },
  { method: 'POST', path: (segment) => `/v1/sandbox/transactions/${segment || reference}/pay` },
  {
    method: 'POST',
    path: (segment) =>
      `/v1/sandbox/payout-requests/${segment || '0f8fad5b-d9cb-469f-a165-70867728950e'}/process`,
  },
  { method: 'GET', path: () => '/v1/sandbox/reconciliation' },
];

describe('every endpoint answers random input with a well-formed envelope and never a 5xx', () => {
  it('random bodies, queries, path segments and keys', async () => {
    const keys = [
      service.demoBusiness.secretKey,
      service.demoBusiness.publicKey,
      undefined,
      'sk_test_unknown',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: targets().length - 1 }),
        pathSegment,
        queryString,
        rawBody,
        fc.nat({ max: keys.length - 1 }),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'),
        async (targetIndex, segment, query, body, keyIndex, contentType) => {
          const target = targets()[targetIndex];
          if (!target) throw new Error(`no target ${targetIndex}`);
          const path = `${target.path(segment)}${query ? `?${query}` : ''}`;
          const response = await call(service.url, target.method, path, {
            key: keys[keyIndex],
            ...(target.method === 'POST' || target.method === 'PUT'
              ? { body, headers: { 'content-type': contentType } }
              : {}),
          });
          assertEnvelope(
            response.status,
            response.body,
            `${target.method} ${path} ${target.method === 'GET' ? '' : body}`,
          );
        },
      ),
      { numRuns: 3000 },
    );
  }, 240_000);

  it('well-typed but random values in every body field', async () => {
    const key = service.demoBusiness.secretKey;
    const posts = targets().filter((target) => target.method === 'POST' || target.method === 'PUT');
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: posts.length - 1 }), objectBody, async (targetIndex, body) => {
        const target = posts[targetIndex];
        if (!target) throw new Error(`no target ${targetIndex}`);
        const response = await call(service.url, target.method, target.path(''), { key, body });
        assertEnvelope(
          response.status,
          response.body,
          `${target.method} ${target.path('')} ${JSON.stringify(body)}`,
        );
      }),
      { numRuns: 1500 },
    );
  }, 240_000);
});
