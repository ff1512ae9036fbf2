import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../api/index.js';
import { sandboxDemoSchema } from '../../api/schemas/sandbox.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData } from '../testing/http.js';

/** The front page learns from GET /v1/sandbox/demo what `npm start` prints: the demo pay page, shop and docs. */

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

describe('GET /v1/sandbox/demo', () => {
  it('names the seeded demo payment link, its hosted page and the docs, with no key', async () => {
    const demo = expectData(await call(service.url, 'GET', '/v1/sandbox/demo'), sandboxDemoSchema);
    const linkId = service.demoBusiness.demoPaymentLinkId;
    expect(demo).toEqual({
      demoPaymentLinkId: linkId,
      payPageUrl: `/pay/${linkId}`,
      shopUrl: null,
      docsUrl: '/docs/',
    });
    // The id is a real link, which the hosted page can load without a key.
    const link = await call(service.url, 'GET', `/v1/payment-links/${linkId}`);
    expect(link.status).toBe(200);
  });

  it('gives the shop URL once main.ts has started the shop and set it', async () => {
    service.context.demo.shopUrl = 'http://127.0.0.1:8788';
    try {
      const demo = await createClient({ baseUrl: service.url }).sandbox.demo();
      expect(demo.shopUrl).toBe('http://127.0.0.1:8788');
      expect(demo.payPageUrl).toBe(`/pay/${service.demoBusiness.demoPaymentLinkId}`);
    } finally {
      service.context.demo.shopUrl = null;
    }
  });

  it('ignores a key, valid or not, since it needs none', async () => {
    for (const key of [service.demoBusiness.secretKey, 'sk_test_not-a-key']) {
      const demo = expectData(await call(service.url, 'GET', '/v1/sandbox/demo', { key }), sandboxDemoSchema);
      expect(demo.demoPaymentLinkId).toBe(service.demoBusiness.demoPaymentLinkId);
    }
  });
});
