import {
  checkLedgerIntent,
  isIntentInFlight,
  replaceExpiredIntent,
  runLedgerIntent,
  type IntentOutcome,
} from '../balances/ledger-intent.js';
import { finishLatePaymentSweep } from '../balances/settle-late-payment.js';
import { finishPaymentSweep } from '../balances/settle-payment.js';
import type { ServiceContext } from '../context.js';
import { finishPayoutReturn } from '../payouts/change-payout.js';
import { finishPayoutTransfer } from '../payouts/create-payout.js';
import {
  listPendingLedgerIntents,
  type IntentPurpose,
  type NewLedgerIntent,
} from '../store/ledger-intents.js';
import { finishSwapInput, finishSwapOutput } from '../swaps/swap-operations.js';
import { startPeriodicJob } from './periodic.js';

const RECOVERY_INTERVAL_MS = 1000;
/**
 * How old a pending intent must be before recovery takes it: younger ones belong to a request still running
 * (or are retries recorded just now, which this delay spaces out).
 */
const RECOVERY_AGE_MS = 3000;

/** How each kind of intent reaches its final state from what the ledger shows. */
const FINISHERS: Readonly<
  Record<
    IntentPurpose,
    (context: ServiceContext, intent: NewLedgerIntent, outcome: IntentOutcome) => Promise<void>
  >
> = {
  payment_sweep: finishPaymentSweep,
  late_payment_sweep: finishLatePaymentSweep,
  payout_transfer: finishPayoutTransfer,
  payout_return: finishPayoutReturn,
  swap_input: finishSwapInput,
  swap_output: finishSwapOutput,
};

/**
 * Finishes or undoes every pending intent older than `createdBefore`: the transfers a crashed process (or a
 * request whose last step failed) left behind. Answers how many it settled.
 */
export async function recoverLedgerIntents(context: ServiceContext, createdBefore: Date): Promise<number> {
  const seen = new Set<string>();
  let settled = 0;
  for (;;) {
    const pending = await listPendingLedgerIntents(context.database, { createdBefore, limit: 100 });
    const next = pending.filter((intent) => !seen.has(intent.uuid) && !isIntentInFlight(intent.uuid));
    for (const intent of next) {
      seen.add(intent.uuid);
      try {
        const outcome = await checkLedgerIntent(context, intent);
        const finish = FINISHERS[intent.purpose];
        if (outcome.status === 'expired') {
          // It can never land: the same transfer again on a fresh blockhash, for the same operation.
          const replacement = await replaceExpiredIntent(context, intent, outcome);
          if (replacement) {
            await runLedgerIntent(context, replacement, (attempt, result) =>
              finish(context, attempt, result),
            );
          }
        } else {
          await finish(context, intent, outcome);
        }
        settled += 1;
      } catch (error) {
        // One transfer that cannot be settled now (the ledger or the database failing) must not hold up the
        // others; it stays pending, counted in transit, and the job tries it again.
        context.reportBackgroundError(error, `recovering ledger transfer ${intent.signature}`);
      }
    }
    // Finishing never leaves an intent pending, and a retry it records is newer than `createdBefore`.
    if (pending.length < 100 || next.length === 0) return settled;
  }
}

/** Runs recovery every second in the background, for intents a failed request left behind. */
export function startIntentRecoveryJob(context: ServiceContext, onError: (error: unknown) => void) {
  return startPeriodicJob(
    RECOVERY_INTERVAL_MS,
    async () => {
      await recoverLedgerIntents(context, new Date(context.now().getTime() - RECOVERY_AGE_MS));
    },
    onError,
    { name: 'intent_recovery', monitor: context.jobMonitor, leases: context.jobLeases },
  );
}
