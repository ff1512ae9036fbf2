import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../api/client.js';
import { ConflictError, InvalidRequestError, NotFoundError } from '../../api/errors.js';
import { businessSchema } from '../../api/schemas/business.js';
import {
  MAX_WEBHOOK_ENDPOINTS,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookPayloadSchema,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
} from '../../api/schemas/webhook.js';
import { verifyWebhookSignature } from '../../api/webhook-signature.js';
import { adjustableClock } from '../testing/clock.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { enqueueWebhookEvent, type WebhookEventName } from './enqueue.js';
import {
  createTestBusiness,
  startWebhookReceiver,
  waitUntil,
  type ReceivedWebhook,
  type WebhookReceiver,
} from './testing.js';

const MAX_ATTEMPTS = 2;
const clock = adjustableClock();
let service: TestService;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  service = await startTestService(
    {
      WEBHOOK_POLL_INTERVAL_MS: '20',
      WEBHOOK_RETRY_BASE_MS: '50',
      WEBHOOK_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      WEBHOOK_TIMEOUT_MS: '2000',
    },
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

async function createEndpoint(secretKey: string, body: unknown): Promise<WebhookEndpointWithSecret> {
  return expectData(
    await call(service.url, 'POST', '/v1/webhook-endpoints', { key: secretKey, body }),
    webhookEndpointWithSecretSchema,
    201,
  );
}

async function enqueue(businessId: string, event: WebhookEventName, data: unknown): Promise<void> {
  await enqueueWebhookEvent(service.context.database, { businessId, event, data, now: clock.now() });
}

async function deliveries(secretKey: string, query = ''): Promise<WebhookDelivery[]> {
  return expectData(
    await call(service.url, 'GET', `/v1/webhook-deliveries?limit=100${query}`, { key: secretKey }),
    webhookDeliveryPageSchema,
  ).records;
}

function header(request: ReceivedWebhook, name: string): string {
  const value = request.headers[name.toLowerCase()];
  if (typeof value !== 'string') throw new Error(`expected one ${name} header, got ${String(value)}`);
  return value;
}

/** Whether `secret` verifies the request as it arrived (timestamps are the service's clock, which tests move). */
function verifiedBy(request: ReceivedWebhook, secret: string): Promise<boolean> {
  return verifyWebhookSignature({
    rawBody: request.rawBody,
    timestamp: request.headers['x-crypto-checkout-timestamp'],
    signature: request.headers['x-crypto-checkout-signature'],
    secret,
    now: clock.now(),
  });
}

/** The request's signature header as a list (newest secret first). */
function signatures(request: ReceivedWebhook): string[] {
  return header(request, 'X-Crypto-Checkout-Signature').split(',');
}

function bodyOf(request: ReceivedWebhook) {
  return webhookPayloadSchema.parse(JSON.parse(request.rawBody));
}

describe('webhook endpoints: create, read, change, delete', () => {
  it('creates an endpoint with a secret shown once, lists and reads it without, changes and deletes it', async () => {
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, {
      url: '  https://shop.example/hooks  ',
      events: ['payoutRequest.success', 'transaction.success'],
      description: ' Orders service ',
    });
    expect(endpoint).toMatchObject({
      url: 'https://shop.example/hooks',
      // Stored in the order of WEBHOOK_EVENTS, whatever the order given.
      events: ['transaction.success', 'payoutRequest.success'],
      description: 'Orders service',
      active: true,
      previousSecretExpiresAt: null,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const all = await createEndpoint(shop.secretKey, { url: 'http://127.0.0.1:9/all' });
    expect(all).toMatchObject({ events: [], description: null, active: true });
    expect(all.secret).not.toBe(endpoint.secret);

    const listed = await call(service.url, 'GET', '/v1/webhook-endpoints', { key: shop.secretKey });
    expect(expectData(listed, webhookEndpointListSchema).map((found) => found.id)).toEqual([
      endpoint.id,
      all.id,
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    const read = await call(service.url, 'GET', `/v1/webhook-endpoints/${endpoint.id}`, {
      key: shop.secretKey,
    });
    expect(expectData(read, webhookEndpointSchema).id).toBe(endpoint.id);
    expect(JSON.stringify(read.body)).not.toContain('whsec_');

    const changed = expectData(
      await call(service.url, 'PATCH', `/v1/webhook-endpoints/${endpoint.id}`, {
        key: shop.secretKey,
        body: { url: 'https://shop.example/v2/hooks', events: [], description: null, active: false },
      }),
      webhookEndpointSchema,
    );
    expect(changed).toMatchObject({
      url: 'https://shop.example/v2/hooks',
      events: [],
      description: null,
      active: false,
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(changed.createdAt));
    const onlyActive = expectData(
      await call(service.url, 'PATCH', `/v1/webhook-endpoints/${endpoint.id}`, {
        key: shop.secretKey,
        body: { active: true },
      }),
      webhookEndpointSchema,
    );
    expect(onlyActive).toMatchObject({
      url: 'https://shop.example/v2/hooks',
      active: true,
      description: null,
    });

    const deleted = expectData(
      await call(service.url, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { key: shop.secretKey }),
      webhookEndpointSchema,
    );
    expect(deleted.id).toBe(endpoint.id);
    for (const [method, path, body] of [
      ['GET', `/v1/webhook-endpoints/${endpoint.id}`, undefined],
      ['PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { active: true }],
      ['DELETE', `/v1/webhook-endpoints/${endpoint.id}`, undefined],
      ['POST', `/v1/webhook-endpoints/${endpoint.id}/roll-secret`, undefined],
      ['POST', `/v1/webhook-endpoints/${endpoint.id}/test`, undefined],
    ] as const) {
      const envelope = expectError(await call(service.url, method, path, { key: shop.secretKey, body }), 404);
      expect(envelope.message).toBe(`No webhook endpoint with id ${endpoint.id}`);
    }
    expect(
      expectData(
        await call(service.url, 'GET', '/v1/webhook-endpoints', { key: shop.secretKey }),
        webhookEndpointListSchema,
      ).map((found) => found.id),
    ).toEqual([all.id]);
  });

  it('answers 400 naming the field for bad input, and 401/403 without the secret key', async () => {
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, { url: 'https://shop.example/hooks' });
    const cases: [string, string, unknown, string, string][] = [
      ['POST', '/v1/webhook-endpoints', {}, 'url', 'is required'],
      ['POST', '/v1/webhook-endpoints', { url: '' }, 'url', 'must not be empty'],
      ['POST', '/v1/webhook-endpoints', { url: 'ftp://shop.example/' }, 'url', 'must use http or https'],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'shop.example' },
        'url',
        'must be an absolute http or https URL',
      ],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'https://a.example/#x' },
        'url',
        'must not contain a #fragment',
      ],
      ['POST', '/v1/webhook-endpoints', { url: 42 }, 'url', 'must be a string'],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'https://a.example/', events: 'all' },
        'events',
        'must be an array',
      ],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'https://a.example/', events: ['nope'] },
        'events.0',
        'must be one of',
      ],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'https://a.example/', events: ['webhook.test'] },
        'events.0',
        'must be one of',
      ],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'https://a.example/', events: ['swap.completed', 'swap.completed'] },
        'events',
        'must not list an event twice',
      ],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'https://a.example/', description: 'x'.repeat(501) },
        'description',
        'must be at most 500 characters',
      ],
      [
        'POST',
        '/v1/webhook-endpoints',
        { url: 'https://a.example/', secret: 'whsec_x' },
        'secret',
        'is not a known field',
      ],
      ['PATCH', `/v1/webhook-endpoints/${endpoint.id}`, {}, 'body', 'must change at least one field'],
      ['PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { active: 'yes' }, 'active', 'must be true or false'],
      ['PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { url: '' }, 'url', 'must not be empty'],
      ['PATCH', '/v1/webhook-endpoints/not-a-uuid', { active: true }, 'id', 'must be a UUID'],
      [
        'POST',
        `/v1/webhook-endpoints/${endpoint.id}/roll-secret`,
        { graceSeconds: -1 },
        'graceSeconds',
        'must be at least 0',
      ],
      [
        'POST',
        `/v1/webhook-endpoints/${endpoint.id}/roll-secret`,
        { graceSeconds: 7 * 86_400 + 1 },
        'graceSeconds',
        'must be at most 604800',
      ],
      [
        'POST',
        `/v1/webhook-endpoints/${endpoint.id}/roll-secret`,
        { graceSeconds: 1.5 },
        'graceSeconds',
        'must be a whole number',
      ],
      [
        'POST',
        `/v1/webhook-endpoints/${endpoint.id}/roll-secret`,
        { grace: 5 },
        'grace',
        'is not a known field',
      ],
      ['POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { event: 'x' }, 'event', 'is not a known field'],
      ['GET', '/v1/webhook-endpoints/123', undefined, 'id', 'must be a UUID'],
      ['GET', '/v1/webhook-endpoints?limit=5', undefined, 'limit', 'is not a known field'],
      ['GET', '/v1/webhook-deliveries?endpointId=nope', undefined, 'endpointId', 'must be a UUID'],
      ['POST', '/v1/webhook-deliveries/nope/redeliver', undefined, 'id', 'must be a UUID'],
    ];
    for (const [method, path, body, field, message] of cases) {
      const response = await call(service.url, method, path, { key: shop.secretKey, body });
      const envelope = expectError(response, 400);
      expect(envelope.errors, `${method} ${path} ${JSON.stringify(body)}`).toContainEqual({
        field,
        message: expect.stringContaining(message),
      });
    }
    expectError(await call(service.url, 'GET', '/v1/webhook-endpoints'), 401);
    expectError(await call(service.url, 'GET', '/v1/webhook-endpoints', { key: shop.publicKey }), 403);
    expectError(
      await call(service.url, 'POST', '/v1/webhook-endpoints', { key: shop.publicKey, body: {} }),
      403,
    );
    // Nothing changed by any of it.
    expect(
      expectData(
        await call(service.url, 'GET', `/v1/webhook-endpoints/${endpoint.id}`, { key: shop.secretKey }),
        webhookEndpointSchema,
      ),
    ).toMatchObject({
      url: 'https://shop.example/hooks',
      events: [],
      active: true,
      previousSecretExpiresAt: null,
    });
  });

  it(`allows ${MAX_WEBHOOK_ENDPOINTS} endpoints per business, then answers 409`, async () => {
    const shop = await newBusiness();
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS; index++) {
      await createEndpoint(shop.secretKey, { url: `https://shop.example/hooks/${index}` });
    }
    const refused = expectError(
      await call(service.url, 'POST', '/v1/webhook-endpoints', {
        key: shop.secretKey,
        body: { url: 'https://shop.example/one-too-many' },
      }),
      409,
    );
    expect(refused.message).toContain(`at most ${MAX_WEBHOOK_ENDPOINTS}`);
  });

  it("answers 404 for another business's endpoints and deliveries", async () => {
    const inbox = await receiver();
    const owner = await newBusiness();
    const stranger = await newBusiness();
    const endpoint = await createEndpoint(owner.secretKey, { url: inbox.url });
    await enqueue(owner.businessId, 'swap.completed', { id: 's1' });
    await inbox.waitForRequests(1);
    const [delivery] = await deliveries(owner.secretKey);
    if (!delivery) throw new Error('no delivery');
    await waitUntil(async () => (await deliveries(owner.secretKey))[0]?.status === 'delivered');

    for (const [method, path, body] of [
      ['GET', `/v1/webhook-endpoints/${endpoint.id}`, undefined],
      ['PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { url: 'https://evil.example/' }],
      ['DELETE', `/v1/webhook-endpoints/${endpoint.id}`, undefined],
      ['POST', `/v1/webhook-endpoints/${endpoint.id}/roll-secret`, { graceSeconds: 0 }],
      ['POST', `/v1/webhook-endpoints/${endpoint.id}/test`, undefined],
      ['POST', `/v1/webhook-deliveries/${delivery.uuid}/redeliver`, undefined],
    ] as const) {
      expectError(await call(service.url, method, path, { key: stranger.secretKey, body }), 404);
    }
    expect(
      expectData(
        await call(service.url, 'GET', '/v1/webhook-endpoints', { key: stranger.secretKey }),
        webhookEndpointListSchema,
      ),
    ).toEqual([]);
    expect(await deliveries(stranger.secretKey, `&endpointId=${endpoint.id}`)).toEqual([]);
    // Untouched: still the owner's, same URL, and only the one request arrived.
    expect(
      expectData(
        await call(service.url, 'GET', `/v1/webhook-endpoints/${endpoint.id}`, { key: owner.secretKey }),
        webhookEndpointSchema,
      ).url,
    ).toBe(inbox.url);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(inbox.received).toHaveLength(1);
  });
});

describe('fan-out', () => {
  it('sends each event to every endpoint whose filter takes it, each signed with its own secret', async () => {
    const filteredInbox = await receiver();
    const allInbox = await receiver();
    const shop = await newBusiness();
    const filtered = await createEndpoint(shop.secretKey, {
      url: filteredInbox.url,
      events: ['transaction.success'],
    });
    const all = await createEndpoint(shop.secretKey, { url: allInbox.url });

    await enqueue(shop.businessId, 'payoutRequest.success', { id: 'p1' });
    await enqueue(shop.businessId, 'transaction.success', { reference: 'r1' });
    const [forAllFirst, forAllSecond] = await allInbox.waitForRequests(2);
    const [forFiltered] = await filteredInbox.waitForRequests(1);
    if (!forAllFirst || !forAllSecond || !forFiltered) throw new Error('missing requests');
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The filtered endpoint never got the payout's event.
    expect(filteredInbox.received.map((request) => bodyOf(request).event)).toEqual(['transaction.success']);
    expect(allInbox.received.map((request) => bodyOf(request).event)).toEqual([
      'payoutRequest.success',
      'transaction.success',
    ]);

    // One event, two endpoints: the same event id (header and body), different delivery ids.
    const success = bodyOf(forFiltered);
    expect(bodyOf(forAllSecond)).toEqual(success);
    expect(forAllSecond.rawBody).toBe(forFiltered.rawBody);
    expect(header(forFiltered, 'X-Crypto-Checkout-Event-Id')).toBe(success.id);
    expect(header(forAllSecond, 'X-Crypto-Checkout-Event-Id')).toBe(success.id);
    expect(header(forFiltered, 'X-Crypto-Checkout-Event')).toBe('transaction.success');
    expect(header(forFiltered, 'X-Crypto-Checkout-Delivery')).not.toBe(
      header(forAllSecond, 'X-Crypto-Checkout-Delivery'),
    );
    expect(success).toMatchObject({ event: 'transaction.success', data: { reference: 'r1' } });
    expect(Math.abs(Date.parse(success.createdAt) - clock.now().getTime())).toBeLessThan(10_000);

    // Each signed with its own secret only.
    expect(signatures(forFiltered)).toHaveLength(1);
    await expect(verifiedBy(forFiltered, filtered.secret)).resolves.toBe(true);
    await expect(verifiedBy(forFiltered, all.secret)).resolves.toBe(false);
    await expect(verifiedBy(forFiltered, shop.secretKey)).resolves.toBe(false);
    await expect(verifiedBy(forAllSecond, all.secret)).resolves.toBe(true);
    await expect(verifiedBy(forAllSecond, filtered.secret)).resolves.toBe(false);

    // The list says where each delivery went, and filters by endpoint.
    await waitUntil(async () => (await deliveries(shop.secretKey, '&status=delivered')).length === 3);
    const toFiltered = await deliveries(shop.secretKey, `&endpointId=${filtered.id}`);
    expect(toFiltered).toEqual([
      expect.objectContaining({
        endpointId: filtered.id,
        eventId: success.id,
        url: filteredInbox.url,
        uuid: header(forFiltered, 'X-Crypto-Checkout-Delivery'),
      }),
    ]);
    expect((await deliveries(shop.secretKey, `&endpointId=${all.id}`)).map((found) => found.event)).toEqual([
      'transaction.success',
      'payoutRequest.success',
    ]);
  });

  it('sends nothing to an inactive endpoint, and holds its pending deliveries until it is on again', async () => {
    const inbox = await receiver();
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, { url: inbox.url });
    const patch = (body: unknown) =>
      call(service.url, 'PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { key: shop.secretKey, body });
    expectData(await patch({ active: false }), webhookEndpointSchema);
    await enqueue(shop.businessId, 'swap.completed', { id: 'while-off' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(inbox.received).toEqual([]);
    expect(await deliveries(shop.secretKey)).toEqual([]);

    // A delivery that was pending when the endpoint went off waits, and goes once it is on again.
    expectData(await patch({ active: true }), webhookEndpointSchema);
    let answer: () => void = () => undefined;
    inbox.respondWith(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 500 });
        }),
    );
    await enqueue(shop.businessId, 'swap.completed', { id: 'held' });
    await inbox.waitForRequests(1);
    expectData(await patch({ active: false }), webhookEndpointSchema);
    answer();
    await waitUntil(async () => (await deliveries(shop.secretKey))[0]?.attempts.length === 1);
    inbox.respondWith(() => ({ status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deliveries(shop.secretKey)).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: [expect.objectContaining({ statusCode: 500 })],
      }),
    ]);
    expect(inbox.received).toHaveLength(1);
    expectData(await patch({ active: true }), webhookEndpointSchema);
    await inbox.waitForRequests(2);
    await waitUntil(async () => (await deliveries(shop.secretKey))[0]?.status === 'delivered');
  });

  it('fails the pending deliveries of a deleted endpoint, and sends it nothing more', async () => {
    const inbox = await receiver();
    let answer: () => void = () => undefined;
    inbox.respondWith(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 500 });
        }),
    );
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, { url: inbox.url });
    await enqueue(shop.businessId, 'transaction.failed', { reference: 'x' });
    await inbox.waitForRequests(1);
    expectData(
      await call(service.url, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { key: shop.secretKey }),
      webhookEndpointSchema,
    );
    const [failed] = await deliveries(shop.secretKey);
    expect(failed).toMatchObject({ status: 'failed', endpointId: endpoint.id, nextAttemptAt: null });
    // The attempt that was under way when it was deleted is recorded, and leaves the delivery failed.
    answer();
    await waitUntil(async () => (await deliveries(shop.secretKey))[0]?.attempts.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await deliveries(shop.secretKey)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(inbox.received).toHaveLength(1);
    await enqueue(shop.businessId, 'transaction.failed', { reference: 'y' });
    expect(await deliveries(shop.secretKey)).toHaveLength(1);
    const redelivery = expectError(
      await call(service.url, 'POST', `/v1/webhook-deliveries/${failed?.uuid ?? ''}/redeliver`, {
        key: shop.secretKey,
      }),
      409,
    );
    expect(redelivery.message).toContain('deleted');
  });
});

describe('rolling a secret', () => {
  it('signs with both secrets (new first) during the grace period, and with the new one only after it', async () => {
    const inbox = await receiver();
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, { url: inbox.url });
    const rolledAt = clock.now().getTime();
    const rolled = expectData(
      await call(service.url, 'POST', `/v1/webhook-endpoints/${endpoint.id}/roll-secret`, {
        key: shop.secretKey,
      }),
      webhookEndpointWithSecretSchema,
    );
    expect(rolled.id).toBe(endpoint.id);
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(endpoint.secret);
    // The default grace: a day.
    const graceEnds = Date.parse(rolled.previousSecretExpiresAt ?? '');
    expect(graceEnds - rolledAt).toBeGreaterThanOrEqual(86_400_000 - 5000);
    expect(graceEnds - rolledAt).toBeLessThanOrEqual(86_400_000 + 5000);
    const read = expectData(
      await call(service.url, 'GET', `/v1/webhook-endpoints/${endpoint.id}`, { key: shop.secretKey }),
      webhookEndpointSchema,
    );
    expect(read.previousSecretExpiresAt).toBe(rolled.previousSecretExpiresAt);

    await enqueue(shop.businessId, 'swap.completed', { n: 1 });
    const [duringGrace] = await inbox.waitForRequests(1);
    if (!duringGrace) throw new Error('no request');
    const [newSignature, oldSignature] = signatures(duringGrace);
    expect(signatures(duringGrace)).toHaveLength(2);
    await expect(verifiedBy(duringGrace, rolled.secret)).resolves.toBe(true);
    await expect(verifiedBy(duringGrace, endpoint.secret)).resolves.toBe(true);
    // New first: each signature on its own verifies with its own secret only.
    const alone = (signature: string | undefined, secret: string) =>
      verifyWebhookSignature({
        rawBody: duringGrace.rawBody,
        timestamp: duringGrace.headers['x-crypto-checkout-timestamp'],
        signature,
        secret,
        now: clock.now(),
      });
    await expect(alone(newSignature, rolled.secret)).resolves.toBe(true);
    await expect(alone(newSignature, endpoint.secret)).resolves.toBe(false);
    await expect(alone(oldSignature, endpoint.secret)).resolves.toBe(true);

    // A day and a second later the old secret signs no more.
    clock.advance(86_401_000);
    await enqueue(shop.businessId, 'swap.completed', { n: 2 });
    const [, afterGrace] = await inbox.waitForRequests(2);
    if (!afterGrace) throw new Error('no request');
    expect(signatures(afterGrace)).toHaveLength(1);
    await expect(verifiedBy(afterGrace, rolled.secret)).resolves.toBe(true);
    await expect(verifiedBy(afterGrace, endpoint.secret)).resolves.toBe(false);
    expect(
      expectData(
        await call(service.url, 'GET', `/v1/webhook-endpoints/${endpoint.id}`, { key: shop.secretKey }),
        webhookEndpointSchema,
      ).previousSecretExpiresAt,
    ).toBeNull();
  });

  it('revokes the old secret at once with graceSeconds 0, and a second roll ends the first grace', async () => {
    const inbox = await receiver();
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, { url: inbox.url });
    const roll = async (body: unknown) =>
      expectData(
        await call(service.url, 'POST', `/v1/webhook-endpoints/${endpoint.id}/roll-secret`, {
          key: shop.secretKey,
          body,
        }),
        webhookEndpointWithSecretSchema,
      );
    const revoked = await roll({ graceSeconds: 0 });
    expect(revoked.previousSecretExpiresAt).toBeNull();
    await enqueue(shop.businessId, 'swap.completed', { n: 1 });
    const [first] = await inbox.waitForRequests(1);
    if (!first) throw new Error('no request');
    expect(signatures(first)).toHaveLength(1);
    await expect(verifiedBy(first, revoked.secret)).resolves.toBe(true);
    await expect(verifiedBy(first, endpoint.secret)).resolves.toBe(false);

    const second = await roll({ graceSeconds: 60 });
    const third = await roll({});
    await enqueue(shop.businessId, 'swap.completed', { n: 2 });
    const [, latest] = await inbox.waitForRequests(2);
    if (!latest) throw new Error('no request');
    expect(signatures(latest)).toHaveLength(2);
    await expect(verifiedBy(latest, third.secret)).resolves.toBe(true);
    await expect(verifiedBy(latest, second.secret)).resolves.toBe(true);
    await expect(verifiedBy(latest, revoked.secret)).resolves.toBe(false);
  });
});

describe('test events', () => {
  it('go to the one endpoint asked, whatever its filter, as webhook.test naming it', async () => {
    const inbox = await receiver();
    const otherInbox = await receiver();
    const legacyInbox = await receiver();
    const shop = await newBusiness();
    expectData(
      await call(service.url, 'PUT', '/v1/business/webhook', {
        key: shop.secretKey,
        body: { webhookUrl: legacyInbox.url },
      }),
      businessSchema,
    );
    const endpoint = await createEndpoint(shop.secretKey, {
      url: inbox.url,
      events: ['swap.completed'],
      description: 'Fulfilment',
    });
    await createEndpoint(shop.secretKey, { url: otherInbox.url });
    const delivery = expectData(
      await call(service.url, 'POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key: shop.secretKey }),
      webhookDeliverySchema,
      201,
    );
    expect(delivery).toMatchObject({ event: 'webhook.test', endpointId: endpoint.id, url: inbox.url });
    const [request] = await inbox.waitForRequests(1);
    if (!request) throw new Error('no request');
    expect(bodyOf(request)).toEqual({
      id: delivery.eventId,
      event: 'webhook.test',
      createdAt: expect.any(String),
      data: { endpointId: endpoint.id, url: inbox.url, description: 'Fulfilment' },
    });
    expect(header(request, 'X-Crypto-Checkout-Event')).toBe('webhook.test');
    expect(header(request, 'X-Crypto-Checkout-Delivery')).toBe(delivery.uuid);
    await expect(verifiedBy(request, endpoint.secret)).resolves.toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(otherInbox.received).toEqual([]);
    expect(legacyInbox.received).toEqual([]);

    // An inactive endpoint is not tested: its deliveries would only wait.
    expectData(
      await call(service.url, 'PATCH', `/v1/webhook-endpoints/${endpoint.id}`, {
        key: shop.secretKey,
        body: { active: false },
      }),
      webhookEndpointSchema,
    );
    expectError(
      await call(service.url, 'POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key: shop.secretKey }),
      409,
    );
  });
});

describe('redelivery', () => {
  it('sends the same event (same id and body) again to the same endpoint as a new delivery', async () => {
    const inbox = await receiver();
    const otherInbox = await receiver();
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, { url: inbox.url });
    await createEndpoint(shop.secretKey, { url: otherInbox.url });
    await enqueue(shop.businessId, 'transaction.success', { reference: 'again' });
    const [first] = await inbox.waitForRequests(1);
    await otherInbox.waitForRequests(1);
    if (!first) throw new Error('no request');
    const original = await waitForOnlyDelivery(shop.secretKey, endpoint.id, 'delivered');

    const redelivery = expectData(
      await call(service.url, 'POST', `/v1/webhook-deliveries/${original.uuid}/redeliver`, {
        key: shop.secretKey,
      }),
      webhookDeliverySchema,
      201,
    );
    expect(redelivery.uuid).not.toBe(original.uuid);
    expect(redelivery).toMatchObject({
      eventId: original.eventId,
      endpointId: endpoint.id,
      event: 'transaction.success',
      payload: original.payload,
    });
    const [, second] = await inbox.waitForRequests(2);
    if (!second) throw new Error('no request');
    expect(second.rawBody).toBe(first.rawBody);
    expect(header(second, 'X-Crypto-Checkout-Event-Id')).toBe(original.eventId);
    expect(header(second, 'X-Crypto-Checkout-Delivery')).toBe(redelivery.uuid);
    await expect(verifiedBy(second, endpoint.secret)).resolves.toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Only to that endpoint.
    expect(otherInbox.received).toHaveLength(1);
    // The original keeps its own history.
    const both = await deliveries(shop.secretKey, `&endpointId=${endpoint.id}`);
    expect(both.map((found) => found.uuid)).toEqual([redelivery.uuid, original.uuid]);
    expect(both[1]?.attempts).toHaveLength(1);
  });

  it('takes a failed delivery too, refuses a pending one (409) and an unknown one (404)', async () => {
    const inbox = await receiver();
    inbox.respondWith(() => ({ status: 500 }));
    const shop = await newBusiness();
    const endpoint = await createEndpoint(shop.secretKey, { url: inbox.url });
    await enqueue(shop.businessId, 'payoutRequest.failed', { id: 'p9' });
    const failed = await waitForOnlyDelivery(shop.secretKey, endpoint.id, 'failed');
    expect(failed.attempts).toHaveLength(MAX_ATTEMPTS);

    // A receiver that hangs keeps the redelivery pending while it is asked again.
    let answer: () => void = () => undefined;
    inbox.respondWith(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 204 });
        }),
    );
    const redeliver = (id: string) =>
      call(service.url, 'POST', `/v1/webhook-deliveries/${id}/redeliver`, { key: shop.secretKey });
    const redelivery = expectData(await redeliver(failed.uuid), webhookDeliverySchema, 201);
    expect(redelivery.eventId).toBe(failed.eventId);
    await inbox.waitForRequests(MAX_ATTEMPTS + 1);
    const pending = expectError(await redeliver(redelivery.uuid), 409);
    expect(pending.message).toContain('still pending');
    answer();
    await waitUntil(async () =>
      (await deliveries(shop.secretKey)).some(
        (found) => found.uuid === redelivery.uuid && found.status === 'delivered',
      ),
    );
    expectError(await redeliver('0f8fad5b-d9cb-469f-a165-70867728950e'), 404);
  });
});

describe('the legacy webhook URL', () => {
  it('still gets every event, signed with the API secret key, beside the endpoints', async () => {
    const legacyInbox = await receiver();
    const endpointInbox = await receiver();
    const shop = await newBusiness();
    expectData(
      await call(service.url, 'PUT', '/v1/business/webhook', {
        key: shop.secretKey,
        body: { webhookUrl: legacyInbox.url },
      }),
      businessSchema,
    );
    const endpoint = await createEndpoint(shop.secretKey, { url: endpointInbox.url });
    await enqueue(shop.businessId, 'transaction.expired', { reference: 'legacy' });
    const [legacy] = await legacyInbox.waitForRequests(1);
    const [viaEndpoint] = await endpointInbox.waitForRequests(1);
    if (!legacy || !viaEndpoint) throw new Error('missing requests');
    expect(legacy.rawBody).toBe(viaEndpoint.rawBody);
    expect(header(legacy, 'X-Crypto-Checkout-Event-Id')).toBe(bodyOf(viaEndpoint).id);
    // The older option name, as merchant code written for the legacy URL has it.
    await expect(
      verifyWebhookSignature({
        rawBody: legacy.rawBody,
        timestamp: legacy.headers['x-crypto-checkout-timestamp'],
        signature: legacy.headers['x-crypto-checkout-signature'],
        secretKey: shop.secretKey,
        now: clock.now(),
      }),
    ).resolves.toBe(true);
    await expect(verifiedBy(legacy, endpoint.secret)).resolves.toBe(false);
    await expect(verifiedBy(viaEndpoint, shop.secretKey)).resolves.toBe(false);

    await waitUntil(async () => (await deliveries(shop.secretKey, '&status=delivered')).length === 2);
    const recorded = await deliveries(shop.secretKey);
    expect(recorded.map((found) => found.endpointId).sort()).toEqual([endpoint.id, null].sort());
    const legacyDelivery = recorded.find((found) => found.endpointId === null);
    expect(legacyDelivery?.url).toBe(legacyInbox.url);

    // Changing the legacy URL does not move the endpoints' deliveries; redelivery works on the legacy URL too.
    const redelivered = expectData(
      await call(service.url, 'POST', `/v1/webhook-deliveries/${legacyDelivery?.uuid ?? ''}/redeliver`, {
        key: shop.secretKey,
      }),
      webhookDeliverySchema,
      201,
    );
    expect(redelivered).toMatchObject({ endpointId: null, eventId: legacyDelivery?.eventId });
    const [, again] = await legacyInbox.waitForRequests(2);
    expect(again?.rawBody).toBe(legacy.rawBody);
  });
});

describe('the typed client', () => {
  it('manages endpoints, sends a test event and redelivers it', async () => {
    const inbox = await receiver();
    const shop = await newBusiness();
    const client = createClient({ baseUrl: service.url, apiKey: shop.secretKey });
    await expect(client.webhookEndpoints.create({ url: 'ftp://nope.example' })).rejects.toThrow(
      InvalidRequestError,
    );
    const endpoint = await client.webhookEndpoints.create({
      url: inbox.url,
      events: ['swap.completed'],
      description: 'Client',
    });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await client.webhookEndpoints.list()).map((found) => found.id)).toEqual([endpoint.id]);
    expect(await client.webhookEndpoints.get(endpoint.id)).not.toHaveProperty('secret');
    expect((await client.webhookEndpoints.update(endpoint.id, { events: [] })).events).toEqual([]);
    await expect(client.webhookEndpoints.update(endpoint.id, {})).rejects.toThrow(InvalidRequestError);
    const rolled = await client.webhookEndpoints.rollSecret(endpoint.id, { graceSeconds: 0 });
    expect(rolled.previousSecretExpiresAt).toBeNull();
    expect((await client.webhookEndpoints.rollSecret(endpoint.id)).previousSecretExpiresAt).not.toBeNull();

    const test = await client.webhookEndpoints.sendTest(endpoint.id);
    expect(test.event).toBe('webhook.test');
    await inbox.waitForRequests(1);
    await waitUntil(
      async () =>
        (await client.webhooks.deliveries({ endpointId: endpoint.id, status: 'delivered' })).count === 1,
    );
    const again = await client.webhooks.redeliver(test.uuid);
    expect(again.eventId).toBe(test.eventId);
    await inbox.waitForRequests(2);
    await expect(client.webhooks.redeliver('not-a-uuid')).rejects.toThrow(InvalidRequestError);

    const deleted = await client.webhookEndpoints.delete(endpoint.id);
    expect(deleted.id).toBe(endpoint.id);
    await expect(client.webhookEndpoints.get(endpoint.id)).rejects.toThrow(NotFoundError);
    await expect(client.webhookEndpoints.sendTest(endpoint.id)).rejects.toThrow(NotFoundError);
    await expect(client.webhooks.redeliver(again.uuid)).rejects.toThrow(ConflictError);
  });
});

async function waitForOnlyDelivery(
  secretKey: string,
  endpointId: string,
  status: WebhookDelivery['status'],
): Promise<WebhookDelivery> {
  let found: WebhookDelivery | undefined;
  await waitUntil(
    async () => {
      const list = await deliveries(secretKey, `&endpointId=${endpointId}`);
      found = list.length === 1 ? list[0] : undefined;
      return found?.status === status;
    },
    { message: () => `the delivery never got ${status}: ${JSON.stringify(found)}` },
  );
  if (!found) throw new Error('unreachable');
  return found;
}
