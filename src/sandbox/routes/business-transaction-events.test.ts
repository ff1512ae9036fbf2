import { afterEach, describe, expect, it } from 'vitest';
import { verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { signInToConsole } from '../testing/console-session.js';
import { openEventStream } from '../testing/event-stream.js';
import { initiateFor, payFromOutside } from '../testing/gateway-flows.js';
import { call, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { createTestBusiness } from '../webhooks/testing.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

/** The reference and status of each `transaction` event a stream received, as full views. */
function changesOf(
  stream: Awaited<ReturnType<typeof openEventStream>>,
): { reference: string; status: string }[] {
  return stream.events.map((event) => {
    expect(event.event).toBe('transaction');
    const view = verifiedTransactionSchema.parse(JSON.parse(event.data));
    return { reference: view.reference, status: view.status };
  });
}

describe('GET /v1/transactions/events', () => {
  it("pushes the business's own transactions as they change, in the full view, and no other business's", async () => {
    service = await startTestService({ EVENT_HEARTBEAT_MS: '150' });
    const other = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    const stream = await openEventStream(`${service.url}/v1/transactions/events`, {
      authorization: service.demoBusiness.secretKey,
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('connection')).toBe('close');
    // Secret-key data: no CORS for it.
    expect(stream.response.headers.get('access-control-allow-origin')).toBeNull();

    const theirs = await call(service.url, 'POST', '/v1/transactions', {
      key: other.secretKey,
      body: { crypto: 'SOL', baseFiat: 'USD', amount: 3, email: 'other@example.com' },
    });
    expect(theirs.status).toBe(201);
    const theirReference = (theirs.body as { data: { reference: string } }).data.reference;
    const ours = await initiateFor(service, 'SOL', 4);
    await payFromOutside(service, theirReference, { mode: 'exact' });
    await payFromOutside(service, ours.reference, { mode: 'exact' });

    // Every change is sent, a paid transaction's settlement included: the same status may come more than once.
    await expect.poll(() => changesOf(stream).some((change) => change.status === 'success')).toBe(true);
    expect(new Set(changesOf(stream).map((change) => change.reference))).toEqual(new Set([ours.reference]));
    // The full view: the customer is there, as in GET /v1/transactions.
    const last = JSON.parse(stream.events.at(-1)?.data ?? '{}') as Record<string, unknown>;
    expect(last).toHaveProperty('customer');
    await expect.poll(() => stream.comments()).toBeGreaterThanOrEqual(2);
    await stream.close();
  });

  it('follows a console session too, and needs the secret key or a session', async () => {
    // Heartbeats often: a client that walks away is noticed at the next write.
    service = await startTestService({ EVENT_HEARTBEAT_MS: '150' });
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey);
    const stream = await openEventStream(`${service.url}/v1/transactions/events`, {
      cookie: session.cookie,
    });
    expect(stream.response.status).toBe(200);
    const transaction = await initiateFor(service, 'SOL', 6);
    await payFromOutside(service, transaction.reference, { mode: 'exact' });
    await expect.poll(() => changesOf(stream).some((change) => change.status === 'success')).toBe(true);
    await stream.close();

    expectError(await call(service.url, 'GET', '/v1/transactions/events'), 401);
    expectError(
      await call(service.url, 'GET', '/v1/transactions/events', { key: service.demoBusiness.publicKey }),
      403,
    );
  });

  it('is ended by a stopping service, which does not wait on it', async () => {
    service = await startTestService();
    const stream = await openEventStream(`${service.url}/v1/transactions/events`, {
      authorization: service.demoBusiness.secretKey,
    });
    expect(stream.response.status).toBe(200);
    const startedAt = Date.now();
    await service.destroy();
    service = undefined;
    await stream.finished();
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(stream.ended()).toBe(true);
  });
});
