import { randomUUID } from 'node:crypto';
import type { CryptoCode } from '../../api/currencies.js';
import type { Row, SqlExecutor } from './database.js';
import { asBigInt, asDate, asNullableString, asString } from './rows.js';

/** Money that reached a transaction's deposit after the transaction closed: credited and swept on its own. */
export interface LatePayment {
  uuid: string;
  transactionId: string;
  businessId: string;
  crypto: CryptoCode;
  amount: bigint;
  /** The latest ledger transaction that touched the deposit when the money was found there. */
  signature: string | null;
  detectedAt: Date;
  /** The sweep that moved it to the business, once landed. */
  settlementSignature: string | null;
}

/**
 * A closed transaction still holding its deposit address, as the late-payment scan reads it: what the deposit
 * should hold at rest, given everything recorded (its starting balance, plus what a transaction that did not
 * succeed received and keeps there; a success's payment has been swept out).
 */
export interface ClosedDeposit {
  transactionId: string;
  reference: string;
  businessId: string;
  crypto: CryptoCode;
  receivingAccount: string;
  depositState: 'held' | 'pooled';
  restingBalance: bigint;
  /** Late payments recorded so far when this was read: a record made since means this reading is stale. */
  lateReceivedCrypto: bigint;
  /**
   * Whether the address may serve another transaction after its quarantine: it was derived (not a stored legacy
   * key), and holds nothing of the customer's (a success's payment was swept; a failure received nothing).
   */
  reusable: boolean;
  /** Since when nothing has happened at the deposit: its transaction's close, or its latest late payment. */
  quietSince: Date;
}

/** Where a pass over the closed deposits has got to: the last one read, in the order they are read. */
export interface ClosedDepositCursor {
  completedAt: Date;
  transactionId: string;
}

/**
 * Closed transactions whose deposit may receive a late payment and is at rest (its payment's sweep landed, no
 * late payment's sweep under way), the most recently closed first, at most `limit`, after `cursor`: a pass
 * pages through them all without writing anything. `pooledOnly`: those whose address waits in the pool.
 */
export async function listClosedDeposits(
  executor: SqlExecutor,
  cursor: ClosedDepositCursor | undefined,
  limit: number,
  options: { pooledOnly?: boolean } = {},
): Promise<(ClosedDeposit & ClosedDepositCursor)[]> {
  const rows = await executor.query(
    `SELECT t.uuid, t.reference, t.business_id, t.crypto, t.status, t.deposit_state, t.deposit_baseline,
       t.received_crypto, t.late_received_crypto, t.completed_at,
       COALESCE(t.deposit_token_account, t.deposit_address) AS receiving_account,
       t.deposit_key_index IS NOT NULL AND (t.status = 'success' OR t.received_crypto = 0) AS reusable,
       GREATEST(t.completed_at, (SELECT max(l.detected_at) FROM late_payments l WHERE l.transaction_id = t.uuid))
         AS quiet_since
     FROM transactions t
     WHERE t.status IN ('success', 'failed', 'expired') AND t.deposit_state <> 'reused'
       AND (t.status <> 'success' OR t.settlement_signature IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM late_payments l
         WHERE l.transaction_id = t.uuid AND l.settlement_signature IS NULL)
       AND ($1::timestamptz IS NULL OR (t.completed_at, t.uuid) < ($1::timestamptz, $2::uuid))
       AND (NOT $4::boolean OR t.deposit_state = 'pooled')
     ORDER BY t.completed_at DESC, t.uuid DESC LIMIT $3`,
    [cursor?.completedAt ?? null, cursor?.transactionId ?? null, limit, options.pooledOnly === true],
  );
  return rows.map((row) => ({
    transactionId: asString(row.uuid),
    completedAt: asDate(row.completed_at),
    reference: asString(row.reference),
    businessId: asString(row.business_id),
    crypto: asString(row.crypto) as CryptoCode,
    receivingAccount: asString(row.receiving_account),
    depositState: asString(row.deposit_state) as ClosedDeposit['depositState'],
    restingBalance:
      asBigInt(row.deposit_baseline) + (row.status === 'success' ? 0n : asBigInt(row.received_crypto)),
    lateReceivedCrypto: asBigInt(row.late_received_crypto),
    reusable: row.reusable === true,
    quietSince: asDate(row.quiet_since),
  }));
}

/**
 * Records a late payment of `deposit`'s transaction, if the transaction still holds the address and nothing was
 * recorded for it since `deposit` was read (another scan got there first: the same money must not count twice).
 * A 'pooled' address leaves the pool first, and a new quarantine starts; if an initiation took it meanwhile, the
 * money belongs to that new transaction and nothing is recorded here. Inside the caller's database transaction.
 * Answers the payment recorded, or undefined.
 */
export async function recordLatePayment(
  executor: SqlExecutor,
  deposit: ClosedDeposit,
  arrival: { amount: bigint; signature: string | null; now: Date },
): Promise<LatePayment | undefined> {
  const [holder] = await executor.query(
    'SELECT deposit_state, late_received_crypto FROM transactions WHERE uuid = $1 FOR UPDATE',
    [deposit.transactionId],
  );
  if (!holder || asBigInt(holder.late_received_crypto) !== deposit.lateReceivedCrypto) return undefined;
  const state = asString(holder.deposit_state);
  if (state === 'reused') return undefined;
  if (state === 'pooled') {
    const left = await executor.query(
      'DELETE FROM deposit_pool WHERE previous_transaction_id = $1 RETURNING deposit_key_index',
      [deposit.transactionId],
    );
    if (left.length === 0) return undefined;
  }
  const latePayment: LatePayment = {
    uuid: randomUUID(),
    transactionId: deposit.transactionId,
    businessId: deposit.businessId,
    crypto: deposit.crypto,
    amount: arrival.amount,
    signature: arrival.signature,
    detectedAt: arrival.now,
    settlementSignature: null,
  };
  await executor.query(
    `INSERT INTO late_payments (uuid, transaction_id, business_id, crypto, amount, signature, detected_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      latePayment.uuid,
      latePayment.transactionId,
      latePayment.businessId,
      latePayment.crypto,
      latePayment.amount,
      latePayment.signature,
      latePayment.detectedAt,
    ],
  );
  await executor.query(
    `UPDATE transactions SET deposit_state = 'held', late_received_crypto = late_received_crypto + $2
     WHERE uuid = $1`,
    [deposit.transactionId, arrival.amount],
  );
  return latePayment;
}

/** A transaction's late payments, oldest first. */
export async function listLatePayments(executor: SqlExecutor, transactionId: string): Promise<LatePayment[]> {
  const rows = await executor.query(
    'SELECT * FROM late_payments WHERE transaction_id = $1 ORDER BY detected_at, uuid',
    [transactionId],
  );
  return rows.map(toLatePayment);
}

/** Late payments credited whose sweep has not landed: their money is still in the deposit. */
export async function listUnsweptLatePayments(
  executor: SqlExecutor,
  businessId: string,
): Promise<(LatePayment & { receivingAccount: string; restingBalance: bigint })[]> {
  const rows = await executor.query(
    `SELECT l.*, COALESCE(t.deposit_token_account, t.deposit_address) AS receiving_account,
       t.deposit_baseline + CASE WHEN t.status = 'success' THEN 0 ELSE t.received_crypto END AS resting_balance
     FROM late_payments l JOIN transactions t ON t.uuid = l.transaction_id
     WHERE l.business_id = $1 AND l.settlement_signature IS NULL`,
    [businessId],
  );
  return rows.map((row) => ({
    ...toLatePayment(row),
    receivingAccount: asString(row.receiving_account),
    restingBalance: asBigInt(row.resting_balance),
  }));
}

export async function markLatePaymentSwept(
  executor: SqlExecutor,
  uuid: string,
  signature: string,
): Promise<void> {
  await executor.query(
    'UPDATE late_payments SET settlement_signature = $2 WHERE uuid = $1 AND settlement_signature IS NULL',
    [uuid, signature],
  );
}

function toLatePayment(row: Row): LatePayment {
  return {
    uuid: asString(row.uuid),
    transactionId: asString(row.transaction_id),
    businessId: asString(row.business_id),
    crypto: asString(row.crypto) as CryptoCode,
    amount: asBigInt(row.amount),
    signature: asNullableString(row.signature),
    detectedAt: asDate(row.detected_at),
    settlementSignature: asNullableString(row.settlement_signature),
  };
}
