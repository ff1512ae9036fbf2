import { NotFoundError } from '../../api/errors.js';
import { isOpenStatus } from '../domain/transaction-lifecycle.js';
import type { ServiceContext } from '../context.js';
import { openEventStream } from '../http/event-stream.js';
import type { ServiceApp } from '../http/validation.js';
import { refreshTransaction } from '../payments/refresh.js';
import { findTransactionByReference } from '../store/transactions.js';
import { paymentNetworkOf } from '../views/payment-network.js';
import { toPublicVerifiedTransaction } from '../views/transactions.js';
import { viewDigest } from '../views/public-verification-cache.js';
import { referenceParamsSchema } from '../../api/schemas/common.js';

/**
 * `GET /v1/transactions/:reference/events`: the transaction's public view (as verification gives it without a
 * key) pushed as Server-Sent Events, so that an open checkout needs no polling. The current state at once, then
 * one `transaction` event per change (writers publish through context.transactionChanges), a comment as heartbeat,
 * and the end of the stream after a final status. A reconnecting browser's `Last-Event-ID` is honoured: an
 * unchanged state is not sent again.
 */
export function registerTransactionEventRoutes(app: ServiceApp, context: ServiceContext): void {
  const open = new Set<() => void>();
  // Streams never end by themselves while a transaction is open: a stopping service ends them, so that closing the
  // server does not wait on them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/v1/transactions/:reference/events',
    { config: { auth: 'none' }, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      if (!(await findTransactionByReference(context.database, reference))) {
        throw new NotFoundError(`No transaction with reference ${reference}`);
      }
      const stream = openEventStream(request, reply, { closeConnection: false });

      const lastEventId = request.headers['last-event-id'];
      let lastSent = typeof lastEventId === 'string' ? lastEventId : undefined;
      let closed = false;
      let queue = Promise.resolve();

      const sendCurrentState = async () => {
        if (closed) return;
        const stored = await findTransactionByReference(context.database, reference);
        if (!stored) return end();
        const transaction = await refreshTransaction(context, stored);
        const body = JSON.stringify(toPublicVerifiedTransaction(transaction, paymentNetworkOf(context)));
        // A digest of the view: a browser reconnecting with Last-Event-ID is sent the state only if it changed.
        const id = viewDigest(body);
        if (id !== lastSent && !closed) {
          stream.write(`id: ${id}\nevent: transaction\ndata: ${body}\n\n`);
          lastSent = id;
        }
        if (!isOpenStatus(transaction.status)) end();
      };
      // One read at a time, in order: a burst of changes never sends an older state after a newer one.
      const onChange = () => {
        queue = queue.then(sendCurrentState).catch((error: unknown) => {
          request.log.error({ err: error }, `event stream of ${reference} failed`);
          end();
        });
      };
      const unsubscribe = context.transactionChanges.subscribe(reference, onChange);
      const heartbeat = setInterval(() => {
        if (!closed) stream.write(': heartbeat\n\n');
      }, context.config.eventHeartbeatMs);
      function end(): void {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        stream.end();
      }
      open.add(end);
      stream.on('close', end);
      onChange();
    },
  );
}
