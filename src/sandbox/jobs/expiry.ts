import type { ServiceContext } from '../context.js';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency.js';
import { rereadDeposits } from '../payments/detect.js';
import { refreshTransaction } from '../payments/refresh.js';
import { listDueOpenTransactions, listRecentOpenTransactions } from '../store/transactions.js';
import { startPeriodicJob } from './periodic.js';

const IDEMPOTENCY_PURGE_EVERY_MS = 60_000;
/** Transactions whose window has passed closed per sweep, the longest overdue first. */
const CLOSE_BATCH = 500;
/** Open transactions re-read from the chain per sweep, newest first (two getMultipleAccounts calls over RPC). */
const RE_READ_BATCH = 200;

/**
 * Closes transactions whose window has passed even when nobody verifies them, so that statuses and webhooks do
 * not wait for a visitor, and re-reads open deposits from the ledger (the detector's safety net). Runs every
 * `expirySweepIntervalMs`.
 */
export function startExpiryJob(context: ServiceContext, onError: (error: unknown) => void) {
  let lastPurge = 0;
  return startPeriodicJob(
    context.config.expirySweepIntervalMs,
    async (isStopping) => {
      for (const transaction of await listDueOpenTransactions(context.database, context.now(), CLOSE_BATCH)) {
        if (isStopping()) return;
        await refreshTransaction(context, transaction);
      }
      // One query, then one batched read of the chain: the database is written only where a deposit changed.
      if (isStopping()) return;
      await rereadDeposits(
        context,
        await listRecentOpenTransactions(context.database, RE_READ_BATCH),
        isStopping,
      );
      if (Date.now() - lastPurge >= IDEMPOTENCY_PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeExpiredIdempotencyKeys(context);
      }
    },
    onError,
    { name: 'expiry', monitor: context.jobMonitor, leases: context.jobLeases },
  );
}
