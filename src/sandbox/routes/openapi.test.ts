import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../api/openapi/routes.js';
import type { ServiceApp } from '../http/validation.js';
import { call, type RawResponse } from '../testing/http.js';
import { lintOpenApi, validateOpenApi } from '../testing/openapi-checks.js';
import { assertDocumentedAnswer, type ReceivedAnswer } from '../testing/openapi-contract.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { registerOpenApiRoute } from './openapi.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(async () => {
  await service?.destroy();
});

describe('GET /v1/openapi.json', () => {
  it('serves, with no key, a document that passes the OpenAPI 3.1 validator and the linter', async () => {
    const response = await fetch(`${service.url}/v1/openapi.json`, {
      headers: { origin: 'https://tools.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const document = (await response.json()) as { openapi: string; servers: { url: string }[] };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: service.url, description: 'This service' }]);
    expect(await validateOpenApi(document)).toEqual({ valid: true });
    expect(await lintOpenApi(document)).toEqual([]);
  });
});

describe('the routes the service serves and the ones the document describes', () => {
  /** An app with the document's check, serving `routes` (each answering nothing in particular). */
  async function appServing(
    routes: readonly { method: string; path: string; auth: string }[],
  ): Promise<void> {
    const app = Fastify() as unknown as ServiceApp;
    registerOpenApiRoute(app, { publicUrl: undefined });
    for (const route of routes) {
      app.route({
        method: route.method as 'GET',
        url: route.path,
        config: { auth: route.auth as 'none' },
        handler: async () => ({}),
      });
    }
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  }
  const documented = ROUTES.filter((route) => route.path !== '/v1/openapi.json');

  it('agree: the real service starts, and an app serving exactly the documented routes is ready', async () => {
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(appServing(documented)).resolves.toBeUndefined();
  });

  it('a /v1 route the document does not describe stops the service from starting', async () => {
    await expect(
      appServing([...documented, { method: 'POST', path: '/v1/refunds', auth: 'secret' }]),
    ).rejects.toThrow('POST /v1/refunds is served but not documented');
  });

  it('so does a documented route that is not served, and one whose auth differs from the document', async () => {
    const [first, ...others] = documented;
    await expect(appServing(others)).rejects.toThrow(
      `${first?.method} ${first?.path} is documented but not served`,
    );
    const changed = documented.map((route) =>
      route.path === '/v1/balances' ? { ...route, auth: 'publicOrSecret' as const } : route,
    );
    await expect(appServing(changed)).rejects.toThrow(
      "GET /v1/balances needs auth 'publicOrSecret' but is documented as 'secret'",
    );
  });
});

/** An answer as call() hands it to the check. */
function received(method: string, url: string, response: RawResponse): ReceivedAnswer {
  const contentType = response.headers.get('content-type');
  return { method, url, status: response.status, contentType, body: response.body };
}

describe('every answer a test receives is checked against the document', () => {
  it('passes real answers, and fails one whose field was renamed, or whose status is not documented', async () => {
    const key = service.demoBusiness.secretKey;
    const created = await call(service.url, 'POST', '/v1/business-customers', {
      key,
      body: { email: 'renamed-field@example.com', firstName: 'Ada' },
    });
    expect(created.status).toBe(201);
    const answer = received('POST', '/v1/business-customers', created);
    expect(() => assertDocumentedAnswer(answer)).not.toThrow();

    const { refCode, ...rest } = (created.body as { data: Record<string, unknown> }).data;
    const renamed = { ...(created.body as object), data: { ...rest, referenceCode: refCode } };
    expect(() => assertDocumentedAnswer({ ...answer, body: renamed })).toThrow(
      /does not match the OpenAPI document[\s\S]*refCode[\s\S]*referenceCode/,
    );
    expect(() => assertDocumentedAnswer({ ...answer, status: 200 })).toThrow(
      'status 200 is not documented for POST /v1/business-customers',
    );
  });

  it('fails an error that is not the envelope, and an answer on a route the document does not have', async () => {
    const missing = await call(service.url, 'GET', `/v1/business-customers/ABCDEFGHIJ`, {
      key: service.demoBusiness.secretKey,
    });
    expect(missing.status).toBe(404);
    const error = received('GET', '/v1/business-customers/ABCDEFGHIJ', missing);
    expect(() => assertDocumentedAnswer(error)).not.toThrow();
    const { statusCode: _statusCode, ...withoutStatusCode } = missing.body as Record<string, unknown>;
    expect(() => assertDocumentedAnswer({ ...error, body: withoutStatusCode })).toThrow(/statusCode/);
    expect(() =>
      assertDocumentedAnswer({ ...error, url: '/v1/refunds', status: 200, body: { success: true } }),
    ).toThrow('the OpenAPI document has no GET /v1/refunds');
  });
});
