import type { CryptoCode } from '../../api/currencies.js';
import type { ServiceContext } from '../context.js';
import type { SqlExecutor } from '../store/database.js';
import { markLatePaymentSwept, type LatePayment } from '../store/late-payments.js';
import { asBigInt, asString } from '../store/rows.js';
import type { NewLedgerIntent } from '../store/ledger-intents.js';
import { transferInstructions } from './custody.js';
import { depositSigner } from './deposit-signer.js';
import { depositSweep } from './deposit-sweep.js';
import { recordLedgerIntent } from './ledger-intent.js';
import { applyMovement } from './movements.js';

/**
 * Credits a late payment to the business, whole (the service's fee was the transaction's, already taken), and
 * records the sweep that moves it from the deposit to the business's settlement address, in the caller's
 * database transaction: the one that records the late payment. Nothing is sent here; `sweepLatePayment` sends it.
 */
export async function creditLatePayment(
  executor: SqlExecutor,
  context: ServiceContext,
  latePayment: LatePayment,
): Promise<NewLedgerIntent | undefined> {
  await applyMovement(executor, {
    businessId: latePayment.businessId,
    currency: latePayment.crypto,
    amount: latePayment.amount,
    kind: 'late_payment',
    sourceId: latePayment.uuid,
    now: context.now(),
  });
  return recordLatePaymentSweep(executor, context, latePayment.uuid);
}

/**
 * Records the sweep of a late payment not swept yet; undefined when it is swept already or a sweep is under way.
 * The whole amount goes to the settlement address (the fee payer pays the ledger fee).
 */
async function recordLatePaymentSweep(
  executor: SqlExecutor,
  context: ServiceContext,
  latePaymentId: string,
): Promise<NewLedgerIntent | undefined> {
  const [row] = await executor.query(
    `SELECT l.business_id, l.crypto, l.amount, t.deposit_address, t.deposit_key_index, t.deposit_secret_seed
     FROM late_payments l JOIN transactions t ON t.uuid = l.transaction_id
     WHERE l.uuid = $1 AND l.settlement_signature IS NULL
       AND NOT EXISTS (SELECT 1 FROM ledger_intents i
         WHERE i.source_id = l.uuid AND i.purpose = 'late_payment_sweep' AND i.status IN ('pending', 'landed'))`,
    [latePaymentId],
  );
  if (!row) return undefined;
  const businessId = asString(row.business_id);
  const crypto = asString(row.crypto) as CryptoCode;
  const amount = asBigInt(row.amount);
  const { custody } = context;
  const wallet = await custody.settlementAddress(executor, businessId);
  const deposit = depositSigner(context, row);
  return recordLedgerIntent(executor, context, {
    purpose: 'late_payment_sweep',
    sourceId: latePaymentId,
    businessId,
    currency: crypto,
    fundsChange: amount,
    instructions: transferInstructions(
      deposit.publicKey,
      wallet,
      crypto,
      amount,
      context.chain.mints,
      custody.feePayer.publicKey,
    ),
    signers: [custody.feePayer, deposit],
  });
}

const latePaymentSweep = depositSweep({
  what: 'late payment',
  markSwept: markLatePaymentSwept,
  recordAgain: recordLatePaymentSweep,
});

/** Sends a recorded late-payment sweep and records how it went. */
export const sweepLatePayment = latePaymentSweep.send;

/** A late-payment sweep's final step: landed, its deposit is at rest again (deposit-sweep.ts). */
export const finishLatePaymentSweep = latePaymentSweep.finish;
