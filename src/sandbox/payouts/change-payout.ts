import { PublicKey } from '@solana/web3.js';
import { ConflictError, NotFoundError, PermissionError } from '../../api/errors.js';
import { applyMovement } from '../balances/movements.js';
import { moveFunds } from '../balances/custody.js';
import { SANDBOX_PAYOUT_ESCROW } from '../chain/sandbox-keys.js';
import type { ServiceContext } from '../context.js';
import { randomAlphanumeric } from '../domain/random.js';
import { getSettlementWalletAddress, type BusinessAccount } from '../store/businesses.js';
import type { SqlExecutor } from '../store/database.js';
import { findPayout, transitionPayout, type StoredPayout } from '../store/payouts.js';
import { toPayoutRequest } from '../views/payouts.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';

/**
 * Cancels an unprocessed (PENDING) payout: CANCELLED with `cancelledAt`, the amount credited back and returned
 * from the escrow to the settlement wallet. Once the bank has taken it up (or finished it), a 409 says so.
 */
export async function cancelPayout(
  context: ServiceContext,
  business: BusinessAccount,
  id: string,
): Promise<StoredPayout> {
  await ownPayout(context, business, id);
  const now = context.now();
  const cancelled = await context.database.transaction(async (executor) => {
    const changed = await transitionPayout(executor, id, {
      from: ['PENDING'],
      to: 'CANCELLED',
      at: now,
      set: { cancelled_at: now },
    });
    if (changed) await reverse(executor, changed, now, 'payoutRequest.cancelled');
    return changed;
  });
  if (!cancelled) throw notPending(await ownPayout(context, business, id), 'cancelled');
  await returnFromEscrow(context, cancelled);
  return cancelled;
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
      return fulfilled;
    }
    const declined = await transitionPayout(executor, id, {
      from: ['PROCESSING'],
      to: 'DECLINED',
      at: now,
      set: { declined_at: now, reason_for_decline: 'The bank declined the transfer' },
    });
    if (!declined) throw new Error(`payout ${id} left PROCESSING unexpectedly`);
    await reverse(executor, declined, now, 'payoutRequest.declined');
    return declined;
  });
  if (!processed) throw notPending(await ownPayout(context, business, id), 'processed');
  if (processed.status === 'DECLINED') await returnFromEscrow(context, processed);
  return processed;
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

async function returnFromEscrow(context: ServiceContext, payout: StoredPayout): Promise<void> {
  await moveFunds(context.ledger, {
    from: SANDBOX_PAYOUT_ESCROW,
    to: new PublicKey(await getSettlementWalletAddress(context.database, payout.businessId)),
    currency: payout.currency,
    amount: payout.amount,
    purpose: `return payout ${payout.reference} from the escrow`,
  });
}
