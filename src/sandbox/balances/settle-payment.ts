import { PublicKey } from '@solana/web3.js';
import type { ServiceContext } from '../context.js';
import { SANDBOX_PLATFORM_FEES } from '../chain/sandbox-keys.js';
import type { SqlExecutor } from '../store/database.js';
import { asBigInt, asString } from '../store/rows.js';
import type { LedgerIntent, NewLedgerIntent } from '../store/ledger-intents.js';
import type { StoredTransaction } from '../store/transactions.js';
import { applyMovement } from './movements.js';
import { transferInstructions } from './custody.js';
import { depositSigner } from './deposit-signer.js';
import {
  recordLedgerIntent,
  runLedgerIntent,
  settleLedgerIntent,
  type IntentOutcome,
} from './ledger-intent.js';
import { SANDBOX_FAUCET } from '../chain/sandbox-keys.js';

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
 * the credit goes to the business's settlement wallet and the fee to the platform, in one ledger transaction.
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
       t.received_crypto, t.fee_crypto, b.test_public_address
     FROM transactions t JOIN businesses b ON b.uuid = t.business_id
     WHERE t.uuid = $1 AND t.status = 'success' AND t.settlement_signature IS NULL
       AND NOT EXISTS (SELECT 1 FROM ledger_intents i
         WHERE i.source_id = t.uuid AND i.purpose = 'payment_sweep' AND i.status IN ('pending', 'landed'))`,
    [transactionId],
  );
  if (!row) return undefined;
  const crypto = asString(row.crypto) as StoredTransaction['crypto'];
  const credit = asBigInt(row.received_crypto) - asBigInt(row.fee_crypto);
  const fee = asBigInt(row.fee_crypto);
  const deposit = depositSigner(context, row);
  const wallet = new PublicKey(asString(row.test_public_address));
  return recordLedgerIntent(executor, context, {
    purpose: 'payment_sweep',
    sourceId: transactionId,
    businessId: asString(row.business_id),
    currency: crypto,
    fundsChange: credit,
    instructions: [
      ...transferInstructions(deposit.publicKey, wallet, crypto, credit, context.chain.mints),
      ...(fee > 0n
        ? transferInstructions(
            deposit.publicKey,
            SANDBOX_PLATFORM_FEES.publicKey,
            crypto,
            fee,
            context.chain.mints,
          )
        : []),
    ],
    signers: [SANDBOX_FAUCET, deposit],
  });
}

/** Sends a recorded sweep and records how it went. */
export function sweepPayment(context: ServiceContext, intent: NewLedgerIntent): Promise<void> {
  return runLedgerIntent(context, intent, (outcome) => finishPaymentSweep(context, intent, outcome));
}

/**
 * The sweep's final step, from what the ledger shows: landed, the payment is settled; otherwise the deposit still
 * holds the money the books have credited, so a new sweep is recorded at once and sent by the recovery job.
 */
export async function finishPaymentSweep(
  context: ServiceContext,
  intent: Pick<LedgerIntent, 'uuid' | 'sourceId' | 'signature'>,
  outcome: IntentOutcome,
): Promise<void> {
  await settleLedgerIntent(context, intent, outcome, async (executor) => {
    if (outcome.status === 'landed') {
      await executor.query(
        'UPDATE transactions SET settlement_signature = $2 WHERE uuid = $1 AND settlement_signature IS NULL',
        [intent.sourceId, intent.signature],
      );
      return;
    }
    context.reportBackgroundError(
      new Error(`the sweep of payment ${intent.sourceId} did not land (${outcome.failure}); retrying`),
      'payment settlement',
    );
    await recordPaymentSweep(executor, context, intent.sourceId);
  });
}

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
