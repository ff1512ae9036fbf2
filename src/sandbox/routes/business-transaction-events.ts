import type { ServerResponse } from 'node:http';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { setSecurityHeaders } from '../http/security-headers.js';
import type { ServiceApp } from '../http/validation.js';
import { findTransactionByReference } from '../store/transactions.js';
import { paymentNetworkOf } from '../views/payment-network.js';
import { toVerifiedTransaction } from '../views/transactions.js';

/** How long a browser waits before it reconnects a dropped stream (the `retry:` field), as per transaction. */
const RECONNECT_AFTER_MS = 2000;

/**
 * `GET /v1/transactions/events` (secret key or console session): every change of any of the business's
 * transactions, from the moment the stream opens, as Server-Sent Events: one `transaction` event carrying the
 * full view (as `GET /v1/transactions` lists it) per change, a comment as heartbeat. What the console's live
 * list follows instead of polling. Nothing is replayed: a client that reconnects (its `Last-Event-ID` is ignored)
 * reads the list again, then follows from there.
 *
 * One listener on context.transactionChanges serves every open stream of the app: a change is read once and sent
 * to the streams of the business it belongs to, so a change costs one read however many consoles are open, and
 * none when none is. Reads go one at a time, in order: a burst of changes never sends an older state after a
 * newer one.
 */
export function registerBusinessTransactionEventRoutes(app: ServiceApp, context: ServiceContext): void {
  const streamsByBusiness = new Map<string, Set<(event: string) => void>>();
  const open = new Set<() => void>();
  let reads = Promise.resolve();

  const stopListening = context.transactionChanges.subscribeAll((reference) => {
    if (streamsByBusiness.size === 0) return;
    reads = reads
      .then(async () => {
        const stored = await findTransactionByReference(context.database, reference);
        const streams = stored && streamsByBusiness.get(stored.businessId);
        if (!stored || !streams) return;
        const view = JSON.stringify(toVerifiedTransaction(stored, paymentNetworkOf(context)));
        const event = `event: transaction\ndata: ${view}\n\n`;
        for (const send of [...streams]) send(event);
      })
      .catch((error: unknown) =>
        context.reportBackgroundError(error, `business event stream of ${reference}`),
      );
  });
  // A stopping service ends the streams (they never end by themselves), so closing the server does not wait.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    stopListening();
  });

  app.get('/v1/transactions/events', { config: { auth: 'secret' } }, async (request, reply) => {
    const businessId = requireBusiness(request).record.uuid;
    reply.header('content-type', 'text/event-stream; charset=utf-8');
    reply.header('cache-control', 'no-store');
    // Proxies such as nginx would otherwise hold the events back to fill a buffer.
    reply.header('x-accel-buffering', 'no');
    // The connection ends with the stream. A client that walks away (an aborted fetch) may leave it open and idle,
    // waiting to be reused, which a stopping server would wait on until its keep-alive timeout.
    reply.header('connection', 'close');
    setSecurityHeaders(request, reply);
    reply.hijack();
    const stream: ServerResponse = reply.raw;
    stream.writeHead(200, reply.getHeaders() as Record<string, string>);
    stream.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);

    let closed = false;
    const send = (event: string) => {
      if (!closed) stream.write(event);
    };
    let streams = streamsByBusiness.get(businessId);
    if (!streams) {
      streams = new Set();
      streamsByBusiness.set(businessId, streams);
    }
    streams.add(send);
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), context.config.eventHeartbeatMs);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      const current = streamsByBusiness.get(businessId);
      current?.delete(send);
      if (current?.size === 0) streamsByBusiness.delete(businessId);
      open.delete(end);
      stream.end();
    };
    open.add(end);
    stream.on('close', end);
  });
}
