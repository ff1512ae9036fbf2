import type { ServiceContext } from '../context.js';
import type { SqlExecutor } from '../store/database.js';
import type { LedgerIntent, NewLedgerIntent } from '../store/ledger-intents.js';
import { runLedgerIntent, settleLedgerIntent, type IntentOutcome } from './ledger-intent.js';

type SettledIntent = Pick<LedgerIntent, 'uuid' | 'sourceId' | 'signature'>;

/** How a sweep out of a deposit is sent, and finished from what the ledger shows. */
export interface DepositSweep {
  /** Sends a recorded sweep and records how it went. */
  send(context: ServiceContext, intent: NewLedgerIntent): Promise<void>;
  /**
   * The sweep's final step: landed, its record is marked swept; otherwise the deposit still holds the money the
   * books have credited, so a new sweep is recorded at once (and sent by the recovery job).
   */
  finish(context: ServiceContext, intent: SettledIntent, outcome: IntentOutcome): Promise<void>;
}

/**
 * A payment's sweep and a late payment's work alike: they differ only in the record they settle (`what`, for
 * the logs), how it is marked swept, and how its sweep is recorded again.
 */
export function depositSweep(spec: {
  what: string;
  markSwept(executor: SqlExecutor, sourceId: string, signature: string): Promise<void>;
  recordAgain(executor: SqlExecutor, context: ServiceContext, sourceId: string): Promise<unknown>;
}): DepositSweep {
  const finish: DepositSweep['finish'] = (context, intent, outcome) =>
    settleLedgerIntent(context, intent, outcome, async (executor) => {
      if (outcome.status === 'landed') {
        await spec.markSwept(executor, intent.sourceId, intent.signature);
        return;
      }
      context.reportBackgroundError(
        new Error(`the sweep of ${spec.what} ${intent.sourceId} did not land (${outcome.failure}); retrying`),
        `${spec.what} settlement`,
      );
      await spec.recordAgain(executor, context, intent.sourceId);
    });
  return {
    finish,
    send: (context, intent) =>
      runLedgerIntent(context, intent, (settled, outcome) => finish(context, settled, outcome)),
  };
}
