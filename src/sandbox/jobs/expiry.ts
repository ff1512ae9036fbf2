import type { ServiceContext } from '../context.js';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency.js';
import { rereadDeposit } from '../payments/detect.js';
import { refreshTransaction } from '../payments/refresh.js';
import {
  findTransactionByReference,
  listDueOpenTransactions,
  listRecentOpenTransactions,
} from '../store/transactions.js';

const IDEMPOTENCY_PURGE_EVERY_MS = 60_000;
/** Open transactions re-read from the ledger per sweep, newest first. */
const RE_READ_BATCH = 200;

/**
 * Closes transactions whose window has passed even when nobody verifies them, so that statuses (and, later,
 * webhooks) do not wait for a visitor, and re-reads open deposits from the ledger. Runs every
 * `expirySweepIntervalMs`; one sweep at a time.
 */
export function startExpiryJob(
  context: ServiceContext,
  onError: (error: unknown) => void,
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastPurge = 0;
  const sweep = async () => {
    for (const reference of await listDueOpenTransactions(context.database, context.now())) {
      if (stopped) return;
      const transaction = await findTransactionByReference(context.database, reference);
      if (transaction) await refreshTransaction(context, transaction);
    }
    // The detector reacts to every ledger transaction; this re-read is its safety net.
    for (const reference of await listRecentOpenTransactions(context.database, RE_READ_BATCH)) {
      if (stopped) return;
      const transaction = await findTransactionByReference(context.database, reference);
      if (transaction) await rereadDeposit(context, transaction);
    }
    if (Date.now() - lastPurge >= IDEMPOTENCY_PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeExpiredIdempotencyKeys(context);
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sweep()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, context.config.expirySweepIntervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
