import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessSchema } from '../../api/schemas/business.js';
import { webhookDeliveryPageSchema, type WebhookDelivery } from '../../api/schemas/webhook.js';
import { verifyWebhookSignature } from '../../api/webhook-signature.js';
import { call, expectData } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { webhookRetryDelayMs } from './delivery-job.js';
import { enqueueWebhookEvent, type WebhookEventName } from './enqueue.js';
import {
  createTestBusiness,
  startWebhookReceiver,
  unusedPort,
  waitUntil,
  type WebhookReceiver,
} from './testing.js';

const RETRY_BASE_MS = 100;
const MAX_ATTEMPTS = 6;
const TIMEOUT_MS = 1500;

let service: TestService;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  service = await startTestService({
    WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS),
    WEBHOOK_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_POLL_INTERVAL_MS: '20',
  });
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => {
  await service.destroy();
});

async function receiver(port?: number): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(port === undefined ? {} : { port });
  receivers.push(started);
  return started;
}

/** A business of its own, with its webhook URL set through the API. */
async function business(webhookUrl: string) {
  const created = await createTestBusiness(service.context.database, {
    template: service.demoBusiness.businessId,
  });
  expectData(
    await call(service.url, 'PUT', '/v1/business/webhook', { key: created.secretKey, body: { webhookUrl } }),
    businessSchema,
  );
  return created;
}

async function enqueue(businessId: string, event: WebhookEventName, data: unknown): Promise<void> {
  await enqueueWebhookEvent(service.context.database, {
    businessId,
    event,
    data,
    now: service.context.now(),
  });
}

async function deliveries(secretKey: string): Promise<WebhookDelivery[]> {
  return expectData(
    await call(service.url, 'GET', '/v1/webhook-deliveries?limit=100', { key: secretKey }),
    webhookDeliveryPageSchema,
  ).records;
}

async function onlyDelivery(secretKey: string): Promise<WebhookDelivery> {
  const [delivery, ...others] = await deliveries(secretKey);
  expect(others).toEqual([]);
  if (!delivery) throw new Error('no delivery was recorded');
  return delivery;
}

async function waitForDelivery(
  secretKey: string,
  condition: (delivery: WebhookDelivery) => boolean,
  timeoutMs = 10_000,
): Promise<WebhookDelivery> {
  let last: WebhookDelivery | undefined;
  await waitUntil(
    async () => {
      last = await onlyDelivery(secretKey);
      return condition(last);
    },
    { timeoutMs, message: () => `delivery never got there: ${JSON.stringify(last, null, 2)}` },
  );
  if (!last) throw new Error('unreachable');
  return last;
}

/** docs/webhooks.md, "Verifying in any language": the plain node:crypto recipe, word for word (typed). */
function isFromCryptoCheckout(
  rawBody: string | Buffer,
  timestamp: string | undefined,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!/^\d+$/.test(timestamp ?? '') || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = createHmac('sha512', secret).update(`${timestamp}.`).update(rawBody).digest();
  return (signature ?? '').split(',').some((candidate) => {
    const received = Buffer.from(candidate.trim(), 'hex');
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
}

function header(value: string | string[] | undefined): string {
  if (typeof value !== 'string') throw new Error(`expected one header value, got ${String(value)}`);
  return value;
}

describe('webhook requests', () => {
  it('are signed so that the documented recipe verifies them and a tampered body or wrong key fails', async () => {
    const inbox = await receiver();
    const shop = await business(inbox.url);
    const data = { reference: 'a'.repeat(32), amount: 0.05, note: 'café ☕', nested: { list: [1, 2, 3] } };
    await enqueue(shop.businessId, 'transaction.success', data);

    const [request] = await inbox.waitForRequests(1);
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/webhooks');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-crypto-checkout-event']).toBe('transaction.success');
    const eventId = header(request.headers['x-crypto-checkout-event-id']);
    expect(JSON.parse(request.rawBody)).toEqual({
      id: eventId,
      event: 'transaction.success',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data,
    });

    const timestamp = header(request.headers['x-crypto-checkout-timestamp']);
    const signature = header(request.headers['x-crypto-checkout-signature']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(10);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);

    // 1. The package's helper (Web Crypto).
    const verify = (rawBody: string, secretKey: string) =>
      verifyWebhookSignature({ rawBody, timestamp, signature, secretKey });
    await expect(verify(request.rawBody, shop.secretKey)).resolves.toBe(true);
    await expect(verify(request.rawBody.replace('0.05', '500'), shop.secretKey)).resolves.toBe(false);
    await expect(verify(request.rawBody, service.demoBusiness.secretKey)).resolves.toBe(false);
    await expect(verify(request.rawBody, shop.publicKey)).resolves.toBe(false);

    // 2. The plain node:crypto recipe from the README.
    expect(isFromCryptoCheckout(request.rawBody, timestamp, signature, shop.secretKey)).toBe(true);
    expect(isFromCryptoCheckout(Buffer.from(request.rawBody), timestamp, signature, shop.secretKey)).toBe(
      true,
    );
    expect(isFromCryptoCheckout(`${request.rawBody} `, timestamp, signature, shop.secretKey)).toBe(false);
    expect(isFromCryptoCheckout(request.rawBody, timestamp, signature, service.demoBusiness.secretKey)).toBe(
      false,
    );
    expect(
      isFromCryptoCheckout(request.rawBody, String(Number(timestamp) - 301), signature, shop.secretKey),
    ).toBe(false);

    const delivery = await waitForDelivery(shop.secretKey, (found) => found.status === 'delivered');
    expect(request.headers['x-crypto-checkout-delivery']).toBe(delivery.uuid);
    expect(delivery).toMatchObject({
      eventId,
      endpointId: null,
      event: 'transaction.success',
      url: inbox.url,
      nextAttemptAt: null,
      payload: { id: eventId, event: 'transaction.success', data },
    });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({
        attemptNumber: 1,
        url: inbox.url,
        timestamp,
        statusCode: 200,
        error: null,
        responseBody: 'ok',
      }),
    ]);
  });

  it('go out in the order the events happened, one at a time per business', async () => {
    const inbox = await receiver();
    let inFlight = 0;
    let mostInFlight = 0;
    inbox.respondWith(async () => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 15));
      inFlight -= 1;
      return { status: 204 };
    });
    const shop = await business(inbox.url);
    // Four events in one transaction, at one `now`, then one more.
    await service.context.database.transaction(async (executor) => {
      const now = service.context.now();
      for (let sequence = 1; sequence <= 4; sequence++) {
        await enqueueWebhookEvent(executor, {
          businessId: shop.businessId,
          event: 'payoutRequest.success',
          data: { sequence },
          now,
        });
      }
    });
    await enqueue(shop.businessId, 'swap.completed', { sequence: 5 });
    const requests = await inbox.waitForRequests(5);
    expect(
      requests.map(
        (request) => (JSON.parse(request.rawBody) as { data: { sequence: number } }).data.sequence,
      ),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(mostInFlight).toBe(1);
  });

  it('are retried with backoff while the receiver is down, every attempt recorded, until it answers 2xx', async () => {
    const port = await unusedPort();
    const url = `http://127.0.0.1:${port}/webhooks`;
    const shop = await business(url);
    await enqueue(shop.businessId, 'transaction.failed', { reference: 'b'.repeat(32) });

    // Connection refused, twice.
    await waitForDelivery(shop.secretKey, (delivery) => delivery.attempts.length >= 2);
    // Then the receiver comes up, but answers 500 twice before it works.
    const inbox = await receiver(port);
    let answered = 0;
    inbox.respondWith(() => {
      answered += 1;
      return answered <= 2
        ? { status: 500, body: `{"error":"database is down (${answered})"}` }
        : { status: 200 };
    });
    const delivered = await waitForDelivery(shop.secretKey, (delivery) => delivery.status !== 'pending');

    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).not.toBeNull();
    const attempts = delivered.attempts;
    const refused = attempts.filter((attempt) => attempt.statusCode === null);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const attempt of refused) {
      expect(attempt.error).toMatch(/ECONNREFUSED/);
      expect(attempt.responseBody).toBeNull();
    }
    expect(attempts.slice(refused.length)).toEqual([
      expect.objectContaining({
        statusCode: 500,
        error: 'HTTP 500 is not a 2xx answer',
        responseBody: '{"error":"database is down (1)"}',
      }),
      expect.objectContaining({ statusCode: 500, responseBody: '{"error":"database is down (2)"}' }),
      expect.objectContaining({ statusCode: 200, error: null }),
    ]);
    expect(attempts.map((attempt) => attempt.attemptNumber)).toEqual(
      attempts.map((_attempt, index) => index + 1),
    );
    for (const attempt of attempts) expect(attempt.url).toBe(url);

    // Each wait is at least the nominal backoff, which doubles: 100, 200, 400, … ms.
    for (let index = 1; index < attempts.length; index++) {
      const previous = attempts[index - 1];
      const current = attempts[index];
      if (!previous || !current) throw new Error('unreachable');
      const gap = Date.parse(current.createdAt) - Date.parse(previous.createdAt);
      expect(gap).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2 ** (index - 1) - 1);
    }

    // The receiver saw the same delivery id, body and event each time; each attempt is signed afresh.
    const bodies = new Set(inbox.received.map((request) => request.rawBody));
    expect(bodies.size).toBe(1);
    expect(new Set(inbox.received.map((request) => request.headers['x-crypto-checkout-delivery']))).toEqual(
      new Set([delivered.uuid]),
    );
    for (const request of inbox.received) {
      await expect(
        verifyWebhookSignature({
          rawBody: request.rawBody,
          timestamp: request.headers['x-crypto-checkout-timestamp'],
          signature: request.headers['x-crypto-checkout-signature'],
          secretKey: shop.secretKey,
        }),
      ).resolves.toBe(true);
    }
  });

  it('give up after the last attempt: the delivery is failed and nothing more is sent', async () => {
    const inbox = await receiver();
    inbox.respondWith(() => ({ status: 503, body: 'x'.repeat(5000) }));
    const shop = await business(inbox.url);
    await enqueue(shop.businessId, 'payoutRequest.declined', { id: 'p1' });

    const failed = await waitForDelivery(shop.secretKey, (delivery) => delivery.status === 'failed', 15_000);
    expect(failed.attempts).toHaveLength(MAX_ATTEMPTS);
    expect(failed.nextAttemptAt).toBeNull();
    expect(failed.deliveredAt).toBeNull();
    const last = failed.attempts.at(-1);
    expect(last?.statusCode).toBe(503);
    // Only the start of a long answer is kept.
    expect(last?.responseBody).toBe(`${'x'.repeat(2000)}… (truncated)`);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received).toHaveLength(MAX_ATTEMPTS);
    expect((await onlyDelivery(shop.secretKey)).attempts).toHaveLength(MAX_ATTEMPTS);
  });

  it('record a receiver that does not answer in time, and a redirect, as failed attempts', async () => {
    const inbox = await receiver();
    let requests = 0;
    inbox.respondWith(async () => {
      requests += 1;
      if (requests === 1) await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 500));
      return requests === 2 ? { status: 302 } : { status: 200 };
    });
    const shop = await business(inbox.url);
    await enqueue(shop.businessId, 'transaction.expired', { reference: 'c'.repeat(32) });
    const delivered = await waitForDelivery(shop.secretKey, (delivery) => delivery.status === 'delivered');
    expect(delivered.attempts).toEqual([
      expect.objectContaining({ statusCode: null, error: `timed out after ${TIMEOUT_MS} ms` }),
      expect.objectContaining({ statusCode: 302, error: expect.stringMatching(/redirect/) }),
      expect.objectContaining({ statusCode: 200, error: null }),
    ]);
    expect(delivered.attempts[0]?.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('of one slow receiver do not hold up other businesses', async () => {
    const slow = await receiver();
    let release: () => void = () => undefined;
    slow.respondWith(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200 });
        }),
    );
    const fast = await receiver();
    const slowShop = await business(slow.url);
    const fastShop = await business(fast.url);

    await enqueue(slowShop.businessId, 'swap.completed', { id: 'slow' });
    await slow.waitForRequests(1);
    const sentAt = Date.now();
    await enqueue(fastShop.businessId, 'swap.completed', { id: 'fast' });
    await fast.waitForRequests(1);
    expect(Date.now() - sentAt).toBeLessThan(TIMEOUT_MS);
    expect((await onlyDelivery(slowShop.secretKey)).status).toBe('pending');

    release();
    await waitForDelivery(slowShop.secretKey, (delivery) => delivery.status === 'delivered');
  });
});

describe('the webhook URL', () => {
  it('is where new events go: changing it sends later events to the new URL only', async () => {
    const first = await receiver();
    const second = await receiver();
    const shop = await business(first.url);
    await enqueue(shop.businessId, 'transaction.success', { n: 1 });
    await first.waitForRequests(1);

    expectData(
      await call(service.url, 'PUT', '/v1/business/webhook', {
        key: shop.secretKey,
        body: { webhookUrl: second.url },
      }),
      businessSchema,
    );
    await enqueue(shop.businessId, 'transaction.success', { n: 2 });
    const [request] = await second.waitForRequests(1);
    expect(JSON.parse(request?.rawBody ?? '')).toMatchObject({
      event: 'transaction.success',
      data: { n: 2 },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.received).toHaveLength(1);
    const urls = (await deliveries(shop.secretKey)).map((delivery) => delivery.url);
    expect(urls).toEqual([second.url, first.url]);
  });

  it('when empty sends nothing: the event is recorded, no delivery is made', async () => {
    const inbox = await receiver();
    const shop = await business('');
    await enqueue(shop.businessId, 'transaction.success', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await deliveries(shop.secretKey)).toEqual([]);
    const events = await service.context.database.query(
      'SELECT event FROM webhook_events WHERE business_id = $1',
      [shop.businessId],
    );
    expect(events).toEqual([{ event: 'transaction.success' }]);
    expect(inbox.received).toEqual([]);
  });

  it('when fixed, takes the deliveries still pending there at once; turned off, they wait unsent', async () => {
    const deadUrl = `http://127.0.0.1:${await unusedPort()}/hooks`;
    const shop = await business(deadUrl);
    await enqueue(shop.businessId, 'payoutRequest.failed', { id: 'p2' });
    await waitForDelivery(shop.secretKey, (delivery) => delivery.attempts.length >= 1);

    expectData(
      await call(service.url, 'PUT', '/v1/business/webhook', {
        key: shop.secretKey,
        body: { webhookUrl: '' },
      }),
      businessSchema,
    );
    const paused = await onlyDelivery(shop.secretKey);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stillPaused = await onlyDelivery(shop.secretKey);
    expect(stillPaused.status).toBe('pending');
    expect(stillPaused.attempts).toHaveLength(paused.attempts.length);

    const inbox = await receiver();
    const before = Date.now();
    expectData(
      await call(service.url, 'PUT', '/v1/business/webhook', {
        key: shop.secretKey,
        body: { webhookUrl: inbox.url },
      }),
      businessSchema,
    );
    await inbox.waitForRequests(1);
    // Sent at once, not at the next scheduled retry.
    expect(Date.now() - before).toBeLessThan(1000);
    const delivered = await waitForDelivery(shop.secretKey, (delivery) => delivery.status === 'delivered');
    expect(delivered.url).toBe(inbox.url);
    expect(delivered.attempts[0]?.url).toBe(deadUrl);
    expect(delivered.attempts.at(-1)).toMatchObject({ url: inbox.url, statusCode: 200 });
  });
});

describe('webhookRetryDelayMs', () => {
  it('doubles from the base, adds at most 25% jitter, and is capped at an hour', () => {
    expect([1, 2, 3, 4, 8].map((attempt) => webhookRetryDelayMs(attempt, 5000, () => 0))).toEqual([
      5000, 10_000, 20_000, 40_000, 640_000,
    ]);
    expect(webhookRetryDelayMs(1, 5000, () => 1)).toBe(6250);
    expect(webhookRetryDelayMs(30, 5000, () => 0)).toBe(3_600_000);
  });
});
