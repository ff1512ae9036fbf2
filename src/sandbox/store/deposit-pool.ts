import type { CryptoCode } from '../../api/currencies.js';
import type { SqlExecutor } from './database.js';
import { asBigInt, asString } from './rows.js';

/** A deposit opened ahead: its address derived at `keyIndex`, its receiving account ready on the chain. */
export interface PooledDeposit {
  keyIndex: number;
  crypto: CryptoCode;
  address: string;
  receivingAccount: string;
  /** What the receiving account held once opened: what counts as received is the rise above it. */
  baseline: bigint;
}

/** A deposit being opened: recorded before its ledger transaction is sent. */
export type OpeningDeposit = Omit<PooledDeposit, 'baseline'>;

/**
 * Takes one ready deposit of `crypto` out of the pool, inside the caller's database transaction (the
 * initiation's): if that transaction rolls back, the deposit is back in the pool. SKIP LOCKED: concurrent
 * initiations each take another one rather than wait on the same. A deposit back from quarantine passes from
 * the transaction that held it to the caller's (the earlier one is marked 'reused'), in the same statement.
 */
export async function takePooledDeposit(
  executor: SqlExecutor,
  crypto: CryptoCode,
): Promise<PooledDeposit | undefined> {
  const [row] = await executor.query(
    `WITH taken AS (
       DELETE FROM deposit_pool WHERE deposit_key_index = (
         SELECT deposit_key_index FROM deposit_pool WHERE crypto = $1 AND state = 'ready'
         ORDER BY deposit_key_index LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING deposit_key_index, crypto, deposit_address, receiving_account, baseline, previous_transaction_id),
     superseded AS (
       UPDATE transactions SET deposit_state = 'reused'
       WHERE uuid = (SELECT previous_transaction_id FROM taken) AND deposit_state = 'pooled')
     SELECT * FROM taken`,
    [crypto],
  );
  if (!row) return undefined;
  return {
    keyIndex: Number(row.deposit_key_index),
    crypto: asString(row.crypto) as CryptoCode,
    address: asString(row.deposit_address),
    receivingAccount: asString(row.receiving_account),
    baseline: asBigInt(row.baseline),
  };
}

/**
 * Puts a deposit whose quarantine is over back in the pool, ready, from the balance read just now, inside the
 * caller's database transaction. Only when its transaction still holds it at rest (closed, 'held', nothing
 * late under way); answers whether it went back.
 */
export async function returnDepositToPool(
  executor: SqlExecutor,
  deposit: { transactionId: string; baseline: bigint; now: Date },
): Promise<boolean> {
  const [returned] = await executor.query(
    `WITH released AS (
       UPDATE transactions t SET deposit_state = 'pooled'
       WHERE t.uuid = $1 AND t.deposit_state = 'held' AND t.deposit_key_index IS NOT NULL
         AND t.status IN ('success', 'failed', 'expired')
         AND NOT EXISTS (SELECT 1 FROM late_payments l
           WHERE l.transaction_id = t.uuid AND l.settlement_signature IS NULL)
       RETURNING t.deposit_key_index, t.crypto, t.deposit_address,
         COALESCE(t.deposit_token_account, t.deposit_address) AS receiving_account)
     INSERT INTO deposit_pool (deposit_key_index, crypto, deposit_address, receiving_account, state, baseline,
       created_at, previous_transaction_id)
     SELECT deposit_key_index, crypto, deposit_address, receiving_account, 'ready', $2, $3, $1 FROM released
     RETURNING deposit_key_index`,
    [deposit.transactionId, deposit.baseline, deposit.now],
  );
  return returned !== undefined;
}

/** How many deposits of each currency the pool holds, ready or being opened. */
export async function countPooledDeposits(executor: SqlExecutor): Promise<Map<CryptoCode, number>> {
  const rows = await executor.query('SELECT crypto, count(*) AS count FROM deposit_pool GROUP BY crypto');
  return new Map(rows.map((row) => [asString(row.crypto) as CryptoCode, Number(row.count)]));
}

export async function insertOpeningDeposits(
  executor: SqlExecutor,
  deposits: readonly OpeningDeposit[],
  now: Date,
): Promise<void> {
  if (deposits.length === 0) return;
  // One statement for the whole batch: the refill records hundreds at a time.
  await executor.query(
    `INSERT INTO deposit_pool (deposit_key_index, crypto, deposit_address, receiving_account, state, created_at)
     SELECT key_index, crypto, address, receiving_account, 'opening', $5
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS d(key_index, crypto, address, receiving_account)`,
    [
      deposits.map((deposit) => deposit.keyIndex),
      deposits.map((deposit) => deposit.crypto),
      deposits.map((deposit) => deposit.address),
      deposits.map((deposit) => deposit.receivingAccount),
      now,
    ],
  );
}

/** Deposits whose opening was recorded before `createdBefore` and is not known to have landed. */
export async function listOpeningDeposits(
  executor: SqlExecutor,
  createdBefore: Date,
): Promise<OpeningDeposit[]> {
  const rows = await executor.query(
    `SELECT deposit_key_index, crypto, deposit_address, receiving_account FROM deposit_pool
     WHERE state = 'opening' AND created_at < $1 ORDER BY deposit_key_index`,
    [createdBefore],
  );
  return rows.map((row) => ({
    keyIndex: Number(row.deposit_key_index),
    crypto: asString(row.crypto) as CryptoCode,
    address: asString(row.deposit_address),
    receivingAccount: asString(row.receiving_account),
  }));
}

/** Marks a batch ready, each with the balance it starts from, in one statement. */
export async function markDepositsReady(
  executor: SqlExecutor,
  deposits: readonly { keyIndex: number; baseline: bigint }[],
): Promise<void> {
  if (deposits.length === 0) return;
  await executor.query(
    `UPDATE deposit_pool p SET state = 'ready', baseline = d.baseline
     FROM unnest($1::int[], $2::bigint[]) AS d(key_index, baseline)
     WHERE p.deposit_key_index = d.key_index`,
    [deposits.map((deposit) => deposit.keyIndex), deposits.map((deposit) => deposit.baseline.toString())],
  );
}

/** The pool's newest deposit, for the start-up check that the seed is the one its addresses came from. */
export async function newestPooledDeposit(
  executor: SqlExecutor,
): Promise<{ keyIndex: number; address: string } | undefined> {
  const [row] = await executor.query(
    'SELECT deposit_key_index, deposit_address FROM deposit_pool ORDER BY deposit_key_index DESC LIMIT 1',
  );
  return row
    ? { keyIndex: Number(row.deposit_key_index), address: asString(row.deposit_address) }
    : undefined;
}
