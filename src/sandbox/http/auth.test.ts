import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectError } from '../testing/http.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

const secretOnly = [
  ['GET', '/v1/business-customers'],
  ['POST', '/v1/business-customers'],
  ['GET', '/v1/business-customers/ABCDEFGHIJ'],
  ['POST', '/v1/payment-links'],
] as const;

describe('authentication (Authorization: <key>)', () => {
  it('answers 401 without a key and with an unknown key, on every keyed route', async () => {
    for (const [method, path] of [...secretOnly, ['POST', '/v1/transactions'] as const]) {
      const body = method === 'POST' ? {} : undefined;
      const missing = expectError(await call(service.url, method, path, { body }), 401);
      expect(missing.message).toContain('Missing API key');
      const unknown = expectError(await call(service.url, method, path, { key: 'sk_test_nope', body }), 401);
      expect(unknown.message).toBe('Unknown API key');
    }
  });

  it('answers 403 when a public key calls a secret-key route', async () => {
    for (const [method, path] of secretOnly) {
      const body = method === 'POST' ? {} : undefined;
      const error = expectError(
        await call(service.url, method, path, { key: service.demoBusiness.publicKey, body }),
        403,
      );
      expect(error.message).toContain('secret key');
    }
  });

  it('checks the key before the body, so a stranger learns nothing about validation', async () => {
    expectError(await call(service.url, 'POST', '/v1/payment-links', { body: '{not json' }), 401);
  });

  it('lets the browser-facing routes through without a key', async () => {
    for (const path of ['/v1/currencies', '/v1/cryptofiat-conversion?from=USD&to=SOL']) {
      expect((await call(service.url, 'GET', path)).status).toBe(200);
    }
  });
});

describe('CORS', () => {
  it('allows any origin on browser-facing routes, including preflight', async () => {
    const response = await fetch(`${service.url}/v1/transactions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://merchant.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const simple = await fetch(`${service.url}/v1/currencies`, {
      headers: { origin: 'https://merchant.example' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends no CORS headers on secret-key routes', async () => {
    const response = await fetch(`${service.url}/v1/business-customers`, {
      headers: { origin: 'https://merchant.example', authorization: service.demoBusiness.secretKey },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
