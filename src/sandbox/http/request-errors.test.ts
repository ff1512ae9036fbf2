import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initiatedTransactionSchema } from '../../api/schemas/transaction.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

let service: TestService;
let key: string;

beforeAll(async () => {
  service = await startTestService({ BODY_LIMIT_BYTES: '2048' });
  key = service.demoBusiness.secretKey;
});
afterAll(async () => {
  await service.destroy();
});

const order = { crypto: 'SOL', baseFiat: 'USD', amount: 15, email: 'buyer@example.com' };

describe('malformed requests get a 4xx envelope that names the problem', () => {
  it('malformed JSON', async () => {
    const error = expectError(
      await call(service.url, 'POST', '/v1/transactions', { key, body: '{"crypto":' }),
      400,
    );
    expect(error).toMatchObject({
      errors: [{ field: 'body', message: 'is not valid JSON' }],
      method: 'POST',
    });
    expect(error.path).toBe('/v1/transactions');
    expect(Number.isNaN(Date.parse(error.timestamp))).toBe(false);
  });

  it('a body that is not an object, or no body at all', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const error = expectError(await call(service.url, 'POST', '/v1/transactions', { key, body }), 400);
      expect(error.errors[0]?.field).toBe('body');
    }
    expectError(await call(service.url, 'POST', '/v1/transactions', { key }), 400);
  });

  it('a body over the size limit', async () => {
    const error = expectError(
      await call(service.url, 'POST', '/v1/transactions', {
        key,
        body: { ...order, metadata: { note: 'x'.repeat(4000) } },
      }),
      413,
    );
    expect(error.errors).toEqual([{ field: 'body', message: 'is too large' }]);
  });

  it('a body that is not JSON', async () => {
    const error = expectError(
      await call(service.url, 'POST', '/v1/transactions', {
        key,
        body: 'crypto=SOL',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    );
    expect(error.errors[0]?.field).toBe('body');
  });

  it('prototype pollution attempts', async () => {
    const error = expectError(
      await call(service.url, 'POST', '/v1/transactions', {
        key,
        body: '{"__proto__":{"admin":true},"crypto":"SOL"}',
      }),
      400,
    );
    expect(error.errors[0]?.field).toBe('body');
  });

  it('unknown routes', async () => {
    const error = expectError(await call(service.url, 'GET', '/v1/nothing-here'), 404);
    expect(error.message).toBe('No route GET /v1/nothing-here');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeated key and body instead of initiating twice', async () => {
    const headers = { 'idempotency-key': 'retry-test-1' };
    const first = await call(service.url, 'POST', '/v1/transactions', { key, body: order, headers });
    const second = await call(service.url, 'POST', '/v1/transactions', { key, body: order, headers });
    const firstTransaction = expectData(first, initiatedTransactionSchema, 201);
    expect(expectData(second, initiatedTransactionSchema, 201)).toEqual(firstTransaction);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses the same key with a different body', async () => {
    const headers = { 'idempotency-key': 'retry-test-2' };
    expectData(
      await call(service.url, 'POST', '/v1/transactions', { key, body: order, headers }),
      initiatedTransactionSchema,
      201,
    );
    const error = expectError(
      await call(service.url, 'POST', '/v1/transactions', { key, body: { ...order, amount: 16 }, headers }),
      409,
    );
    expect(error.errors[0]?.field).toBe('Idempotency-Key');
  });

  it('names a malformed key', async () => {
    const error = expectError(
      await call(service.url, 'POST', '/v1/transactions', {
        key,
        body: order,
        headers: { 'idempotency-key': 'x'.repeat(300) },
      }),
      400,
    );
    expect(error.errors[0]?.field).toBe('Idempotency-Key');
  });
});
