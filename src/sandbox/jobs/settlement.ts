import { listUnsettledPayments, settlePayment } from '../balances/settle-payment.js';
import type { ServiceContext } from '../context.js';
import { startPeriodicJob } from './periodic.js';

const SETTLEMENT_RETRY_INTERVAL_MS = 5000;

/** Retries the ledger sweep of successful payments whose first sweep failed or was interrupted. */
export function startSettlementJob(context: ServiceContext, onError: (error: unknown) => void) {
  return startPeriodicJob(
    SETTLEMENT_RETRY_INTERVAL_MS,
    async (isStopping) => {
      for (const transactionId of await listUnsettledPayments(context.database, 100)) {
        if (isStopping()) return;
        await settlePayment(context, transactionId);
      }
    },
    onError,
  );
}
