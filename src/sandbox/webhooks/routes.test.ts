import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../api/client.js';
import { InvalidRequestError } from '../../api/errors.js';
import { businessSchema } from '../../api/schemas/business.js';
import { initiatedTransactionSchema } from '../../api/schemas/transaction.js';
import { webhookDeliveryPageSchema } from '../../api/schemas/webhook.js';
import { verifyWebhookSignature } from '../../api/webhook-signature.js';
import { adjustableClock } from '../testing/clock.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { enqueueWebhookEvent } from './enqueue.js';
import { createTestBusiness, startWebhookReceiver, waitUntil, type WebhookReceiver } from './testing.js';

const clock = adjustableClock();
let service: TestService;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  service = await startTestService(
    { EXPIRY_SWEEP_INTERVAL_MS: '50', WEBHOOK_POLL_INTERVAL_MS: '20', WEBHOOK_RETRY_BASE_MS: '50' },
    { now: clock.now },
  );
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => {
  await service.destroy();
});

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

const newBusiness = () =>
  createTestBusiness(service.context.database, { template: service.demoBusiness.businessId });

const putWebhook = (key: string, body: unknown) =>
  call(service.url, 'PUT', '/v1/business/webhook', { key, body });

describe('GET /v1/business', () => {
  it("answers the key's own business", async () => {
    const shop = await newBusiness();
    const business = expectData(
      await call(service.url, 'GET', '/v1/business', { key: shop.secretKey }),
      businessSchema,
    );
    expect(business.uuid).toBe(shop.businessId);
    expect(business.webhookUrl).toBe('');
    const demo = expectData(
      await call(service.url, 'GET', '/v1/business', { key: service.demoBusiness.secretKey }),
      businessSchema,
    );
    expect(demo).toMatchObject({ uuid: service.demoBusiness.businessId, name: 'Demo Coffee Roasters' });
  });

  it('needs the secret key', async () => {
    const shop = await newBusiness();
    expectError(await call(service.url, 'GET', '/v1/business'), 401);
    expectError(await call(service.url, 'GET', '/v1/business', { key: shop.publicKey }), 403);
  });
});

describe('PUT /v1/business/webhook', () => {
  it('sets the URL (trimmed) and turns webhooks off with ""', async () => {
    const shop = await newBusiness();
    const set = expectData(
      await putWebhook(shop.secretKey, { webhookUrl: '  https://shop.example/hooks?v=1  ' }),
      businessSchema,
    );
    expect(set.webhookUrl).toBe('https://shop.example/hooks?v=1');
    expect(
      expectData(await call(service.url, 'GET', '/v1/business', { key: shop.secretKey }), businessSchema)
        .webhookUrl,
    ).toBe('https://shop.example/hooks?v=1');
    const local = expectData(
      await putWebhook(shop.secretKey, { webhookUrl: 'http://localhost:3000/webhooks' }),
      businessSchema,
    );
    expect(local.webhookUrl).toBe('http://localhost:3000/webhooks');
    const off = expectData(await putWebhook(shop.secretKey, { webhookUrl: '' }), businessSchema);
    expect(off.webhookUrl).toBe('');
  });

  it('refuses what is not an http(s) URL, naming the field', async () => {
    const shop = await newBusiness();
    const cases: [unknown, string][] = [
      [{ webhookUrl: 'shop.example/hooks' }, 'must be an absolute http or https URL'],
      [{ webhookUrl: 'ftp://shop.example/hooks' }, 'must use http or https'],
      [{ webhookUrl: 'javascript:alert(1)' }, 'must use http or https'],
      [{ webhookUrl: 'https://user:secret@shop.example/hooks' }, 'must not contain a user name or password'],
      [{ webhookUrl: 'https://shop.example/hooks#top' }, 'must not contain a #fragment'],
      [{ webhookUrl: `https://shop.example/${'a'.repeat(2048)}` }, 'must be at most 2048 characters'],
      [{ webhookUrl: 42 }, 'must be a string'],
      [{ webhookUrl: null }, 'must be a string'],
      [{}, 'is required'],
    ];
    for (const [body, message] of cases) {
      const envelope = expectError(await putWebhook(shop.secretKey, body), 400);
      expect(envelope.errors).toEqual([{ field: 'webhookUrl', message: expect.stringContaining(message) }]);
    }
    const unknown = expectError(await putWebhook(shop.secretKey, { webhookUrl: '', secret: 'x' }), 400);
    expect(unknown.errors).toEqual([{ field: 'secret', message: 'is not a known field' }]);
    expect(
      expectData(await call(service.url, 'GET', '/v1/business', { key: shop.secretKey }), businessSchema)
        .webhookUrl,
    ).toBe('');
  });

  it('needs the secret key, and changes only the business of that key', async () => {
    const shop = await newBusiness();
    const other = await newBusiness();
    expectError(await call(service.url, 'PUT', '/v1/business/webhook', { body: { webhookUrl: '' } }), 401);
    expectError(await putWebhook(shop.publicKey, { webhookUrl: 'https://x.example/' }), 403);
    expectData(await putWebhook(shop.secretKey, { webhookUrl: 'https://shop.example/' }), businessSchema);
    expect(
      expectData(await call(service.url, 'GET', '/v1/business', { key: other.secretKey }), businessSchema)
        .webhookUrl,
    ).toBe('');
  });
});

describe('GET /v1/webhook-deliveries', () => {
  it("pages through the business's own deliveries, newest first, and filters by status", async () => {
    const inbox = await receiver();
    const shop = await newBusiness();
    const other = await newBusiness();
    expectData(await putWebhook(shop.secretKey, { webhookUrl: inbox.url }), businessSchema);
    expectData(await putWebhook(other.secretKey, { webhookUrl: inbox.url }), businessSchema);
    for (let n = 1; n <= 3; n++) {
      await enqueueWebhookEvent(service.context.database, {
        businessId: shop.businessId,
        event: 'swap.completed',
        data: { n },
        now: new Date(clock.now().getTime() + n),
      });
    }
    await enqueueWebhookEvent(service.context.database, {
      businessId: other.businessId,
      event: 'swap.completed',
      data: { n: 'other' },
      now: clock.now(),
    });
    await inbox.waitForRequests(4);
    const list = async (query: string) =>
      expectData(
        await call(service.url, 'GET', `/v1/webhook-deliveries${query}`, { key: shop.secretKey }),
        webhookDeliveryPageSchema,
      );
    await waitUntil(async () => (await list('?status=delivered')).count === 3);

    const firstPage = await list('?limit=2');
    expect(firstPage.count).toBe(3);
    expect(firstPage.records.map((delivery) => delivery.payload.data)).toEqual([{ n: 3 }, { n: 2 }]);
    const secondPage = await list('?limit=2&page=2');
    expect(secondPage.records.map((delivery) => delivery.payload.data)).toEqual([{ n: 1 }]);
    expect(secondPage.records[0]?.attempts).toEqual([
      expect.objectContaining({ attemptNumber: 1, statusCode: 200, url: inbox.url }),
    ]);
    expect(await list('?status=failed')).toEqual({ records: [], count: 0 });

    for (const query of ['?limit=0', '?limit=101', '?page=0', '?status=sent', '?order=asc']) {
      expectError(
        await call(service.url, 'GET', `/v1/webhook-deliveries${query}`, { key: shop.secretKey }),
        400,
      );
    }
    expectError(await call(service.url, 'GET', '/v1/webhook-deliveries'), 401);
    expectError(await call(service.url, 'GET', '/v1/webhook-deliveries', { key: shop.publicKey }), 403);
  });
});

describe('the typed client', () => {
  it('reads the business, sets its webhook URL and lists deliveries', async () => {
    const inbox = await receiver();
    const shop = await newBusiness();
    const client = createClient({ baseUrl: service.url, apiKey: shop.secretKey });
    expect((await client.business.get()).uuid).toBe(shop.businessId);
    await expect(client.business.updateWebhook({ webhookUrl: 'ftp://nope.example' })).rejects.toThrow(
      InvalidRequestError,
    );
    expect((await client.business.updateWebhook({ webhookUrl: inbox.url })).webhookUrl).toBe(inbox.url);
    await enqueueWebhookEvent(service.context.database, {
      businessId: shop.businessId,
      event: 'payoutRequest.cancelled',
      data: { id: 'p3' },
      now: clock.now(),
    });
    await inbox.waitForRequests(1);
    await waitUntil(async () => (await client.webhooks.deliveries({ status: 'delivered' })).count === 1);
    const page = await client.webhooks.deliveries({ limit: 5, page: 1 });
    expect(page.records[0]).toMatchObject({ event: 'payoutRequest.cancelled', status: 'delivered' });
    await expect(client.webhooks.deliveries({ limit: 0 })).rejects.toThrow(InvalidRequestError);
  });
});

describe('a real transaction that expires', () => {
  it('sends transaction.expired, signed, to the business', async () => {
    const inbox = await receiver();
    const shop = await newBusiness();
    expectData(await putWebhook(shop.secretKey, { webhookUrl: inbox.url }), businessSchema);
    const transaction = expectData(
      await call(service.url, 'POST', '/v1/transactions', {
        key: shop.secretKey,
        body: { crypto: 'USDC', baseFiat: 'USD', amount: 20, email: 'late@example.com' },
      }),
      initiatedTransactionSchema,
      201,
    );
    clock.advance(301_000);

    const [request] = await inbox.waitForRequests(1);
    if (!request) throw new Error('no request');
    expect(request.headers['x-crypto-checkout-event']).toBe('transaction.expired');
    const body = JSON.parse(request.rawBody) as {
      event: string;
      data: { reference: string; status: string };
    };
    expect(body.event).toBe('transaction.expired');
    expect(body.data).toMatchObject({ reference: transaction.reference, status: 'expired' });
    // Signed with the service's clock, which the test moved 5 minutes ahead.
    await expect(
      verifyWebhookSignature({
        rawBody: request.rawBody,
        timestamp: request.headers['x-crypto-checkout-timestamp'],
        signature: request.headers['x-crypto-checkout-signature'],
        secretKey: shop.secretKey,
        now: clock.now(),
      }),
    ).resolves.toBe(true);

    // That transaction's deliveries, found by its reference however many others the business has.
    await enqueueWebhookEvent(service.context.database, {
      businessId: shop.businessId,
      event: 'swap.completed',
      data: { reference: transaction.reference },
      now: clock.now(),
    });
    const client = createClient({ baseUrl: service.url, apiKey: shop.secretKey });
    await waitUntil(async () => (await client.webhooks.deliveries()).count === 2);
    const own = await client.webhooks.deliveries({ reference: transaction.reference });
    expect(own.count).toBe(1);
    expect(own.records.map((delivery) => delivery.event)).toEqual(['transaction.expired']);
    expect(await client.webhooks.deliveries({ reference: 'x'.repeat(32) })).toEqual({
      records: [],
      count: 0,
    });
    const stranger = await newBusiness();
    expect(
      await createClient({ baseUrl: service.url, apiKey: stranger.secretKey }).webhooks.deliveries({
        reference: transaction.reference,
      }),
    ).toEqual({ records: [], count: 0 });
    const refused = expectError(
      await call(service.url, 'GET', '/v1/webhook-deliveries?reference=not%20one', { key: shop.secretKey }),
      400,
    );
    expect(refused.errors).toEqual([{ field: 'reference', message: expect.any(String) }]);
  });
});

describe('stopping the service', () => {
  it('does not wait for a hanging receiver, and the delivery is sent again after a restart', async () => {
    const inbox = await receiver();
    inbox.respondWith(() => new Promise(() => undefined));
    const own = await startTestService({ WEBHOOK_POLL_INTERVAL_MS: '20' });
    try {
      const shop = await createTestBusiness(own.context.database, {
        template: own.demoBusiness.businessId,
        webhookUrl: inbox.url,
      });
      await enqueueWebhookEvent(own.context.database, {
        businessId: shop.businessId,
        event: 'transaction.success',
        data: { n: 1 },
        now: new Date(),
      });
      await inbox.waitForRequests(1);
      const closing = Date.now();
      await own.close();
      expect(Date.now() - closing).toBeLessThan(3000);

      inbox.respondWith(() => ({ status: 200 }));
      const restarted = await startTestService({ WEBHOOK_POLL_INTERVAL_MS: '20' }, { dataDir: own.dataDir });
      try {
        await inbox.waitForRequests(2);
        await waitUntil(async () => {
          const page = expectData(
            await call(restarted.url, 'GET', '/v1/webhook-deliveries', { key: shop.secretKey }),
            webhookDeliveryPageSchema,
          );
          return page.records[0]?.status === 'delivered';
        });
        const page = expectData(
          await call(restarted.url, 'GET', '/v1/webhook-deliveries', { key: shop.secretKey }),
          webhookDeliveryPageSchema,
        );
        // The interrupted request was not counted as an attempt; the one after the restart was.
        expect(page.records[0]?.attempts).toEqual([
          expect.objectContaining({ attemptNumber: 1, statusCode: 200 }),
        ]);
        expect(
          new Set(inbox.received.map((request) => request.headers['x-crypto-checkout-delivery'])).size,
        ).toBe(1);
      } finally {
        await restarted.destroy();
      }
    } finally {
      await own.destroy();
    }
  });
});
