import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { openEventStream } from '../http/event-stream.js';
import type { ServiceApp } from '../http/validation.js';
import { findTransactionByReference } from '../store/transactions.js';
import { paymentNetworkOf } from '../views/payment-network.js';
import { toVerifiedTransaction } from '../views/transactions.js';

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
    const stream = openEventStream(request, reply, { closeConnection: true });

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
