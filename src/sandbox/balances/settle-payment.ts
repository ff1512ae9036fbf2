import { PublicKey } from '@solana/web3.js';
import type { ServiceContext } from '../context.js';
import { SANDBOX_PLATFORM_FEES } from '../chain/sandbox-keys.js';
import type { SqlExecutor } from '../store/database.js';
import { asString } from '../store/rows.js';
import type { StoredTransaction } from '../store/transactions.js';
import { applyMovement } from './movements.js';
import { expectLanded, keypairFromSeed, transferInstructions } from './custody.js';
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
 * Sweeps a successful payment's deposit on the ledger: the credit to the business's settlement wallet, the fee
 * to the platform. Runs after the success is stored (ledger writes never happen inside a database transaction);
 * a sweep that fails is retried by the settlement job, and until then the reconciliation counts the deposit.
 */
export async function settlePayment(context: ServiceContext, transactionId: string): Promise<void> {
  // The success path and the settlement job may both reach here for one payment; one sweep at a time, per payment.
  if (settling.has(transactionId)) return;
  settling.add(transactionId);
  try {
    await sweep(context, transactionId);
  } finally {
    settling.delete(transactionId);
  }
}

/** Payments being swept right now, in this process (the data directory lock keeps it to one process). */
const settling = new Set<string>();

async function sweep(context: ServiceContext, transactionId: string): Promise<void> {
  const [row] = await context.database.query(
    `SELECT t.deposit_secret_seed, t.crypto, t.received_crypto, t.fee_crypto, t.settlement_signature,
       b.test_public_address
     FROM transactions t JOIN businesses b ON b.uuid = t.business_id
     WHERE t.uuid = $1 AND t.status = 'success'`,
    [transactionId],
  );
  if (!row || row.settlement_signature !== null) return;
  const crypto = asString(row.crypto) as StoredTransaction['crypto'];
  const received = BigInt(String(row.received_crypto));
  const fee = BigInt(String(row.fee_crypto));
  const deposit = keypairFromSeed(asString(row.deposit_secret_seed));
  const wallet = new PublicKey(asString(row.test_public_address));
  const instructions = [
    ...transferInstructions(deposit.publicKey, wallet, crypto, received - fee),
    ...(fee > 0n
      ? transferInstructions(deposit.publicKey, SANDBOX_PLATFORM_FEES.publicKey, crypto, fee)
      : []),
  ];
  const outcome = await expectLanded(
    context.ledger.signAndSubmit(instructions, [SANDBOX_FAUCET, deposit]),
    `settle payment ${transactionId}`,
  );
  await context.database.query(
    'UPDATE transactions SET settlement_signature = $2 WHERE uuid = $1 AND settlement_signature IS NULL',
    [transactionId, outcome.signature],
  );
}

/** Successful payments whose deposit has not been swept yet (a failed or interrupted sweep). */
export async function listUnsettledPayments(executor: SqlExecutor, limit: number): Promise<string[]> {
  const rows = await executor.query(
    `SELECT uuid FROM transactions WHERE status = 'success' AND settlement_signature IS NULL
     ORDER BY completed_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => asString(row.uuid));
}
