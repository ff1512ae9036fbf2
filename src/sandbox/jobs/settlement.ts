import { listUnsweptPayments, recordPaymentSweep, sweepPayment } from '../balances/settle-payment.js';
import type { ServiceContext } from '../context.js';
import { startPeriodicJob } from './periodic.js';

const SETTLEMENT_INTERVAL_MS = 5000;

/**
 * Sweeps successful payments that have no sweep under way (stored by a version that swept without recording
 * intents). Sweeps that failed or were interrupted are the intent recovery's (jobs/intent-recovery.ts).
 */
export function startSettlementJob(context: ServiceContext, onError: (error: unknown) => void) {
  return startPeriodicJob(
    SETTLEMENT_INTERVAL_MS,
    (isStopping) => sweepUnsweptPayments(context, isStopping),
    onError,
    { name: 'settlement', monitor: context.jobMonitor, leases: context.jobLeases },
  );
}

export async function sweepUnsweptPayments(
  context: ServiceContext,
  isStopping: () => boolean = () => false,
): Promise<void> {
  for (const transactionId of await listUnsweptPayments(context.database, 100)) {
    if (isStopping()) return;
    const sweep = await context.database.transaction((executor) =>
      recordPaymentSweep(executor, context, transactionId),
    );
    // A sweep whose outcome is not known stays pending for the intent recovery; the next one goes on.
    if (sweep) {
      await sweepPayment(context, sweep).catch((error: unknown) =>
        context.reportBackgroundError(error, `settling payment ${transactionId}`),
      );
    }
  }
}
