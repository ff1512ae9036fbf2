import { ConflictError, NotFoundError, PermissionError } from '../../api/errors.js';
import { applyMovement } from '../balances/movements.js';
import {
  checkLedgerIntent,
  isIntentInFlight,
  recordTransferToSettlementWallet,
  runLedgerIntent,
  settleLedgerIntent,
  type IntentOutcome,
} from '../balances/ledger-intent.js';
import { SANDBOX_PAYOUT_ESCROW } from '../chain/sandbox-keys.js';
import type { ServiceContext } from '../context.js';
import { randomAlphanumeric } from '../domain/random.js';
import type { BusinessAccount } from '../store/businesses.js';
import type { SqlExecutor } from '../store/database.js';
import {
  listPendingLedgerIntentsOf,
  type LedgerIntent,
  type NewLedgerIntent,
} from '../store/ledger-intents.js';
import { findPayout, transitionPayout, type StoredPayout } from '../store/payouts.js';
import { finishPayoutTransfer } from './create-payout.js';
import { toPayoutRequest } from '../views/payouts.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';

/**
 * Cancels an unprocessed (PENDING) payout: CANCELLED with `cancelledAt`, the amount credited back and returned
 * from the escrow to the settlement wallet (recorded with the credit, sent after it). Once the bank has taken it up (or finished it), a 409 says so.
 */
export async function cancelPayout(
  context: ServiceContext,
  business: BusinessAccount,
  id: string,
): Promise<StoredPayout> {
  await ownPayout(context, business, id);
  // A transfer into the escrow still under way (after a crash) decides first whether there is anything to cancel.
  await finishPendingPayoutIntents(context, id);
  const now = context.now();
  const cancelled = await context.database.transaction(async (executor) => {
    const changed = await transitionPayout(executor, id, {
      from: ['PENDING'],
      to: 'CANCELLED',
      at: now,
      set: { cancelled_at: now },
    });
    if (!changed) return undefined;
    await reverse(executor, changed, now, 'payoutRequest.cancelled');
    return { payout: changed, refund: await recordReturnFromEscrow(executor, context, changed) };
  });
  if (!cancelled) throw notPending(await ownPayout(context, business, id), 'cancelled');
  await sendReturnFromEscrow(context, cancelled.refund);
  return cancelled.payout;
}

/**
 * The sandbox bank processing a PENDING payout (a test-mode helper): PROCESSING, then FULFILLED or DECLINED
 * (credited back). Racing a cancel, exactly one of the two happens.
 */
export async function processPayout(
  context: ServiceContext,
  business: BusinessAccount,
  id: string,
  outcome: 'fulfil' | 'decline',
): Promise<StoredPayout> {
  await ownPayout(context, business, id);
  await finishPendingPayoutIntents(context, id);
  const now = context.now();
  const processed = await context.database.transaction(async (executor) => {
    const taken = await transitionPayout(executor, id, {
      from: ['PENDING'],
      to: 'PROCESSING',
      at: now,
      set: { processing_at: now },
    });
    if (!taken) return undefined;
    if (outcome === 'fulfil') {
      const fulfilled = await transitionPayout(executor, id, {
        from: ['PROCESSING'],
        to: 'FULFILLED',
        at: now,
        set: { paid_at: now, withdrawal_tx_id: `SBX-${randomAlphanumeric(16).toUpperCase()}` },
      });
      if (!fulfilled) throw new Error(`payout ${id} left PROCESSING unexpectedly`);
      await enqueueWebhookEvent(executor, {
        businessId: fulfilled.businessId,
        event: 'payoutRequest.success',
        data: toPayoutRequest(fulfilled),
        now,
      });
      return { payout: fulfilled, refund: undefined };
    }
    const declined = await transitionPayout(executor, id, {
      from: ['PROCESSING'],
      to: 'DECLINED',
      at: now,
      set: { declined_at: now, reason_for_decline: 'The bank declined the transfer' },
    });
    if (!declined) throw new Error(`payout ${id} left PROCESSING unexpectedly`);
    await reverse(executor, declined, now, 'payoutRequest.declined');
    return { payout: declined, refund: await recordReturnFromEscrow(executor, context, declined) };
  });
  if (!processed) throw notPending(await ownPayout(context, business, id), 'processed');
  if (processed.refund) await sendReturnFromEscrow(context, processed.refund);
  return processed.payout;
}

async function ownPayout(
  context: ServiceContext,
  business: BusinessAccount,
  id: string,
): Promise<StoredPayout> {
  const payout = await findPayout(context.database, id);
  if (!payout) throw new NotFoundError(`No payout request with id ${id}`);
  if (payout.businessId !== business.record.uuid) {
    throw new PermissionError(`Payout request ${id} belongs to another business`);
  }
  return payout;
}

function notPending(payout: StoredPayout, action: string): ConflictError {
  return new ConflictError(
    `Payout request ${payout.uuid} is ${payout.status}; only an unprocessed (PENDING) request can be ${action}`,
  );
}

async function reverse(
  executor: SqlExecutor,
  payout: StoredPayout,
  now: Date,
  event: 'payoutRequest.cancelled' | 'payoutRequest.declined',
): Promise<void> {
  await applyMovement(executor, {
    businessId: payout.businessId,
    currency: payout.currency,
    amount: payout.amount,
    kind: 'payout_reversal',
    sourceId: payout.uuid,
    now,
  });
  await enqueueWebhookEvent(executor, {
    businessId: payout.businessId,
    event,
    data: toPayoutRequest(payout),
    now,
  });
}

/**
 * Records the return of a cancelled or declined payout's money from the escrow to the settlement wallet, in the
 * database transaction that credits the balance back.
 */
function recordReturnFromEscrow(
  executor: SqlExecutor,
  context: ServiceContext,
  payout: StoredPayout,
): Promise<NewLedgerIntent> {
  return recordTransferToSettlementWallet(executor, context, {
    purpose: 'payout_return',
    sourceId: payout.uuid,
    businessId: payout.businessId,
    currency: payout.currency,
    amount: payout.amount,
    from: SANDBOX_PAYOUT_ESCROW,
  });
}

/**
 * Sends the return; the balance is credited already, so the answer does not wait on a failure here: recovery
 * keeps retrying until the money is back in the wallet.
 */
async function sendReturnFromEscrow(context: ServiceContext, intent: NewLedgerIntent): Promise<void> {
  await runLedgerIntent(context, intent, (settled, outcome) =>
    finishPayoutReturn(context, settled, outcome),
  ).catch((error: unknown) =>
    context.reportBackgroundError(error, `returning payout ${intent.sourceId} from the escrow`),
  );
}

/**
 * The return's last step: landed, done; otherwise the escrow still holds money the books have credited back, so
 * a new return is recorded at once, for recovery to send.
 */
export async function finishPayoutReturn(
  context: ServiceContext,
  intent: Pick<LedgerIntent, 'uuid' | 'sourceId'>,
  outcome: IntentOutcome,
): Promise<void> {
  await settleLedgerIntent(context, intent, outcome, async (executor) => {
    if (outcome.status === 'landed') return;
    context.reportBackgroundError(
      new Error(
        `returning payout ${intent.sourceId} from the escrow did not land (${outcome.failure}); retrying`,
      ),
      'payout return',
    );
    const payout = await findPayout(executor, intent.sourceId);
    if (payout) await recordReturnFromEscrow(executor, context, payout);
  });
}

/** Brings a payout's pending ledger transfers (left by a crash) to their outcome, from what the ledger shows. */
async function finishPendingPayoutIntents(context: ServiceContext, payoutId: string): Promise<void> {
  for (const intent of await listPendingLedgerIntentsOf(context.database, payoutId)) {
    if (isIntentInFlight(intent.uuid)) continue;
    const outcome = await checkLedgerIntent(context, intent);
    if (intent.purpose === 'payout_transfer') await finishPayoutTransfer(context, intent, outcome);
    if (intent.purpose === 'payout_return') await finishPayoutReturn(context, intent, outcome);
  }
}
