import type { ServiceContext } from '../context.js';
import type { SqlExecutor } from '../store/database.js';
import { asBigInt, asString } from '../store/rows.js';
import type { NewLedgerIntent } from '../store/ledger-intents.js';
import type { StoredTransaction } from '../store/transactions.js';
import { applyMovement } from './movements.js';
import { transferInstructions } from './custody.js';
import { depositSigner } from './deposit-signer.js';
import { depositSweep } from './deposit-sweep.js';
import { recordLedgerIntent } from './ledger-intent.js';

/** What a successful payment is worth to the business: everything received, less the service's fee. */
export function paymentCredit(transaction: StoredTransaction): bigint {
  return transaction.receivedCrypto - transaction.feeCrypto;
}

/** Credits the business for a payment that just succeeded, in the database transaction that records the success. */
export async function creditPayment(
  executor: SqlExecutor,
  transaction: StoredTransaction,
  now: Date,
): Promise<void> {
  await applyMovement(executor, {
    businessId: transaction.businessId,
    currency: transaction.crypto,
    amount: paymentCredit(transaction),
    kind: 'payment',
    sourceId: transaction.uuid,
    now,
  });
}

/**
 * Records the sweep of a payment that has just succeeded, in the database transaction that records the success:
 * the credit goes to the business's settlement address and the fee to the fee address (custody-accounts.ts), in
 * one ledger transaction.
 * Nothing is sent here (ledger writes never happen inside a database transaction); `sweepPayment` sends it.
 * Answers undefined when the payment is swept already or a sweep is under way.
 */
export async function recordPaymentSweep(
  executor: SqlExecutor,
  context: ServiceContext,
  transactionId: string,
): Promise<NewLedgerIntent | undefined> {
  const [row] = await executor.query(
    `SELECT t.business_id, t.deposit_address, t.deposit_key_index, t.deposit_secret_seed, t.crypto,
       t.received_crypto, t.fee_crypto
     FROM transactions t
     WHERE t.uuid = $1 AND t.status = 'success' AND t.settlement_signature IS NULL
       AND NOT EXISTS (SELECT 1 FROM ledger_intents i
         WHERE i.source_id = t.uuid AND i.purpose = 'payment_sweep' AND i.status IN ('pending', 'landed'))`,
    [transactionId],
  );
  if (!row) return undefined;
  const crypto = asString(row.crypto) as StoredTransaction['crypto'];
  const credit = asBigInt(row.received_crypto) - asBigInt(row.fee_crypto);
  const fee = asBigInt(row.fee_crypto);
  const businessId = asString(row.business_id);
  const deposit = depositSigner(context, row);
  const { custody } = context;
  const wallet = await custody.settlementAddress(executor, businessId);
  const feeAddress = await custody.feeAddress(executor, businessId);
  const payer = custody.feePayer.publicKey;
  // One transfer when the fee goes where the credit goes (off localnet: both are the merchant's).
  const sameDestination = feeAddress.equals(wallet);
  return recordLedgerIntent(executor, context, {
    purpose: 'payment_sweep',
    sourceId: transactionId,
    businessId,
    currency: crypto,
    fundsChange: credit,
    instructions: [
      ...transferInstructions(
        deposit.publicKey,
        wallet,
        crypto,
        sameDestination ? credit + fee : credit,
        context.chain.mints,
        payer,
      ),
      ...(fee > 0n && !sameDestination
        ? transferInstructions(deposit.publicKey, feeAddress, crypto, fee, context.chain.mints, payer)
        : []),
    ],
    signers: [custody.feePayer, deposit],
  });
}

const paymentSweep = depositSweep({
  what: 'payment',
  markSwept: async (executor, transactionId, signature) => {
    await executor.query(
      'UPDATE transactions SET settlement_signature = $2 WHERE uuid = $1 AND settlement_signature IS NULL',
      [transactionId, signature],
    );
  },
  recordAgain: recordPaymentSweep,
});

/** Sends a recorded sweep and records how it went. */
export const sweepPayment = paymentSweep.send;

/** A payment sweep's final step, from what the ledger shows (deposit-sweep.ts). */
export const finishPaymentSweep = paymentSweep.finish;

/**
 * Successful payments with neither a sweep under way nor a settlement: those settled before sweeps were
 * recorded as intents, or whose success was stored by a version without them. The settlement job sweeps them.
 */
export async function listUnsweptPayments(executor: SqlExecutor, limit: number): Promise<string[]> {
  const rows = await executor.query(
    `SELECT t.uuid FROM transactions t
     WHERE t.status = 'success' AND t.settlement_signature IS NULL
       AND NOT EXISTS (SELECT 1 FROM ledger_intents i
         WHERE i.source_id = t.uuid AND i.purpose = 'payment_sweep' AND i.status IN ('pending', 'landed'))
     ORDER BY t.completed_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => asString(row.uuid));
}
