import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../api/schemas/envelope.js';
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

/** Sends `request` as it is (bytes no HTTP client would send) and reads the answer's status and envelope. */
async function rawExchange(request: string): Promise<{ status: number; envelope: unknown }> {
  const { hostname, port } = new URL(service.url);
  const answer = await new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = connect(Number(port), hostname, () => socket.end(request));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    envelope: errorEnvelopeSchema.parse(JSON.parse(body)),
  };
}

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

describe('URLs and headers refused before any route runs still get the envelope', () => {
  it('a path whose percent-encoding is malformed or not UTF-8', async () => {
    for (const path of ['/v1/%', '/v1/payment-links/%E0%A4%A', '/v1/payment-links/%ED%A0%80']) {
      const error = expectError(await call(service.url, 'GET', path), 400);
      expect(error.errors, path).toEqual([{ field: 'path', message: 'must be valid percent-encoded UTF-8' }]);
      expect(error.path).toBe(path);
    }
  });

  it('a path parameter longer than any record (414), a long path no route has (404)', async () => {
    const longParameter = expectError(
      await call(service.url, 'GET', `/v1/payment-links/${'a'.repeat(10_000)}`),
      414,
    );
    expect(longParameter.errors).toEqual([{ field: 'path', message: 'is too long' }]);
    expectError(await call(service.url, 'GET', `/v1/${'a'.repeat(10_000)}`), 404);
  });

  it('a URL (414) or headers (431) beyond the 16 KiB Node reads', async () => {
    const longUrl = expectError(
      await call(service.url, 'GET', `/v1/payment-links/${'a'.repeat(100_000)}`),
      414,
    );
    expect(longUrl).toMatchObject({ method: 'GET', errors: [{ field: 'path', message: 'is too long' }] });
    expect(longUrl.path.startsWith('/v1/payment-links/aaa')).toBe(true);
    expect(longUrl.path.length).toBeLessThan(300);
    const largeHeaders = expectError(
      await call(service.url, 'GET', '/v1/currencies', { headers: { 'x-padding': 'a'.repeat(20_000) } }),
      431,
    );
    expect(largeHeaders).toMatchObject({
      path: '/v1/currencies',
      errors: [{ field: 'headers', message: 'are too large' }],
    });
  });

  it('a request Node cannot parse, or an HTTP/1.1 request without a Host header', async () => {
    const malformed = await rawExchange('GET /v1/currencies HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(malformed.envelope).toMatchObject({ statusCode: 400, path: '/v1/currencies', method: 'GET' });
    const hostless = await rawExchange('GET /v1/currencies HTTP/1.1\r\n\r\n');
    expect(hostless.status).toBe(400);
    expect(hostless.envelope).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'Host', message: 'is required' }],
    });
  });

  it('a CORS preflight without the headers every browser sends', async () => {
    const noMethod = expectError(
      await call(service.url, 'OPTIONS', '/v1/transactions', { headers: { origin: 'not a real origin' } }),
      400,
    );
    expect(noMethod.errors.map((error) => error.field)).toEqual(['Access-Control-Request-Method']);
    const neither = expectError(await call(service.url, 'OPTIONS', '/v1/currencies'), 400);
    expect(neither.errors.map((error) => error.field)).toEqual(['Origin', 'Access-Control-Request-Method']);
    // A well-formed preflight from any origin, however odd, is simply allowed.
    const odd = await call(service.url, 'OPTIONS', '/v1/transactions', {
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(odd.status).toBe(204);
  });

  it('every answer, error or not, says nosniff and is no page to frame', async () => {
    for (const response of [
      await call(service.url, 'GET', '/v1/currencies'),
      await call(service.url, 'GET', '/v1/nothing-here'),
      await call(service.url, 'GET', '/v1/%'),
      await call(service.url, 'GET', `/v1/payment-links/${'a'.repeat(100_000)}`),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const json = await call(service.url, 'GET', '/v1/currencies');
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
