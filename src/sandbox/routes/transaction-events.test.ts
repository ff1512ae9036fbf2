import { afterEach, describe, expect, it } from 'vitest';
import { initiateFor, payFromOutside } from '../testing/gateway-flows.js';
import { call, expectError } from '../testing/http.js';
import { openEventStream as openStream } from '../testing/event-stream.js';
import { startTestService, type TestService } from '../testing/test-service.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

describe('GET /v1/transactions/:reference/events', () => {
  it('pushes the public view at once, then every change, and ends after the final status', async () => {
    service = await startTestService();
    const transaction = await initiateFor(service, 'USDC', 8);
    const stream = await openStream(`${service.url}/v1/transactions/${transaction.reference}/events`, {
      origin: 'https://shop.example',
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('*');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    await expect.poll(() => stream.statuses()).toEqual(['pending']);

    await payFromOutside(service, transaction.reference, { mode: 'partial' });
    await expect.poll(() => stream.statuses()).toEqual(['pending', 'pending_settlement']);
    await payFromOutside(service, transaction.reference, { mode: 'exact' });
    await expect.poll(() => stream.statuses()).toEqual(['pending', 'pending_settlement', 'success']);
    await stream.finished();
    expect(stream.ended()).toBe(true);

    // The same view as verification without a key: no customer, ids or metadata.
    const last = JSON.parse(stream.events.at(-1)?.data ?? '{}') as Record<string, unknown>;
    expect(last).not.toHaveProperty('customer');
    expect(last).not.toHaveProperty('metadata');
    expect(stream.events.every((event) => event.event === 'transaction' && event.id)).toBe(true);
    expect(new Set(stream.events.map((event) => event.id)).size).toBe(3);
  });

  it('sends nothing again to a browser that reconnects with the id of the current state', async () => {
    service = await startTestService();
    const transaction = await initiateFor(service, 'SOL', 5);
    const url = `${service.url}/v1/transactions/${transaction.reference}/events`;
    const first = await openStream(url);
    await expect.poll(() => first.events.length).toBe(1);
    const seen = first.events[0]?.id ?? '';
    await first.close();

    const resumed = await openStream(url, { 'last-event-id': seen });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.events).toEqual([]);
    await payFromOutside(service, transaction.reference, { mode: 'exact' });
    await expect.poll(() => resumed.statuses()).toEqual(['success']);
    await resumed.finished();

    // An id the stream did not give (or an old one) gets the current state.
    const stale = await openStream(url, { 'last-event-id': seen });
    await expect.poll(() => stale.statuses()).toEqual(['success']);
    await stale.finished();
  });

  it('keeps a quiet stream open with heartbeats, and ends it when the window closes', async () => {
    service = await startTestService({
      EVENT_HEARTBEAT_MS: '150',
      TRANSACTION_TTL_SECONDS: '2',
      EXPIRY_SWEEP_INTERVAL_MS: '100',
    });
    const transaction = await initiateFor(service, 'USDT', 3);
    const stream = await openStream(`${service.url}/v1/transactions/${transaction.reference}/events`);
    await expect.poll(() => stream.comments(), { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => stream.statuses(), { timeout: 10_000 }).toEqual(['pending', 'expired']);
    await stream.finished();
  });

  it('answers an unknown reference with the 404 envelope, and a stopping service ends its streams', async () => {
    service = await startTestService();
    const missing = expectError(
      await call(service.url, 'GET', `/v1/transactions/${'x'.repeat(32)}/events`),
      404,
    );
    expect(missing.message).toMatch(/No transaction with reference/);

    const transaction = await initiateFor(service, 'USDC', 2);
    const stream = await openStream(`${service.url}/v1/transactions/${transaction.reference}/events`);
    await expect.poll(() => stream.events.length).toBe(1);
    const stopped = Date.now();
    await service.destroy();
    service = undefined;
    await stream.finished();
    expect(Date.now() - stopped).toBeLessThan(5000);
  });
});
