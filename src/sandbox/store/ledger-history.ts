import type { SqlExecutor } from './database.js';
import { asBigInt, asString } from './rows.js';

/** A token balance as JSON-RPC shows it in `preTokenBalances` / `postTokenBalances`. */
export interface TokenBalanceJson {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string };
}

/** Everything the ledger remembers of a processed transaction, for getTransaction and friends. */
export interface LedgerTransactionRecord {
  signature: string;
  slot: bigint;
  blockTime: number;
  /** The signed transaction as it was sent, base64. */
  wireTransaction: string;
  version: 'legacy' | 0;
  err: unknown;
  fee: bigint;
  accountKeys: string[];
  preBalances: string[];
  postBalances: string[];
  preTokenBalances: TokenBalanceJson[];
  postTokenBalances: TokenBalanceJson[];
  logMessages: string[];
  computeUnitsConsumed: bigint;
}

export async function insertLedgerTransaction(
  executor: SqlExecutor,
  record: LedgerTransactionRecord,
): Promise<void> {
  await executor.query(
    `INSERT INTO ledger_transactions (signature, slot, block_time, wire_transaction, version, err, fee, pre_balances,
       post_balances, pre_token_balances, post_token_balances, log_messages, compute_units_consumed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      record.signature,
      record.slot,
      record.blockTime,
      record.wireTransaction,
      String(record.version),
      record.err === null ? null : JSON.stringify(record.err),
      record.fee,
      JSON.stringify(record.preBalances),
      JSON.stringify(record.postBalances),
      JSON.stringify(record.preTokenBalances),
      JSON.stringify(record.postTokenBalances),
      JSON.stringify(record.logMessages),
      record.computeUnitsConsumed,
    ],
  );
  // One statement for every account the transaction touched (a pool refill's touches some twenty).
  await executor.query(
    `INSERT INTO ledger_address_signatures (address, signature, slot)
     SELECT address, $2, $3 FROM unnest($1::text[]) AS a(address) ON CONFLICT DO NOTHING`,
    [[...new Set(record.accountKeys)], record.signature, record.slot],
  );
}

export async function findLedgerTransaction(
  executor: SqlExecutor,
  signature: string,
): Promise<Omit<LedgerTransactionRecord, 'accountKeys'> | undefined> {
  const [row] = await executor.query('SELECT * FROM ledger_transactions WHERE signature = $1', [signature]);
  if (!row) return undefined;
  const version = asString(row.version);
  return {
    signature: asString(row.signature),
    slot: asBigInt(row.slot),
    blockTime: Number(asBigInt(row.block_time)),
    wireTransaction: asString(row.wire_transaction),
    version: version === 'legacy' ? 'legacy' : 0,
    err: row.err ?? null,
    fee: asBigInt(row.fee),
    preBalances: row.pre_balances as string[],
    postBalances: row.post_balances as string[],
    preTokenBalances: row.pre_token_balances as TokenBalanceJson[],
    postTokenBalances: row.post_token_balances as TokenBalanceJson[],
    logMessages: row.log_messages as string[],
    computeUnitsConsumed: asBigInt(row.compute_units_consumed),
  };
}

export interface AddressSignature {
  signature: string;
  slot: bigint;
  blockTime: number;
  err: unknown;
}

/** Signatures that touched `address`, newest first, optionally only those older than `before`. */
export async function listSignaturesForAddress(
  executor: SqlExecutor,
  address: string,
  options: { limit: number; before?: string | undefined; until?: string | undefined },
): Promise<AddressSignature[]> {
  const params: unknown[] = [address, options.limit];
  let beforeClause = '';
  if (options.before) {
    params.push(options.before);
    beforeClause = `AND s.slot < (SELECT slot FROM ledger_transactions WHERE signature = $${params.length})`;
  }
  let untilClause = '';
  if (options.until) {
    params.push(options.until);
    untilClause = `AND s.slot > (SELECT slot FROM ledger_transactions WHERE signature = $${params.length})`;
  }
  const rows = await executor.query(
    `SELECT s.signature, s.slot, t.block_time, t.err FROM ledger_address_signatures s
     JOIN ledger_transactions t ON t.signature = s.signature
     WHERE s.address = $1 ${beforeClause} ${untilClause} ORDER BY s.slot DESC LIMIT $2`,
    params,
  );
  return rows.map((row) => ({
    signature: asString(row.signature),
    slot: asBigInt(row.slot),
    blockTime: Number(asBigInt(row.block_time)),
    err: row.err ?? null,
  }));
}

/** The newest successful transaction that touched `address`, if any. */
export async function latestSuccessfulSignature(
  executor: SqlExecutor,
  address: string,
): Promise<string | undefined> {
  const [row] = await executor.query(
    `SELECT s.signature FROM ledger_address_signatures s JOIN ledger_transactions t ON t.signature = s.signature
     WHERE s.address = $1 AND t.err IS NULL ORDER BY s.slot DESC LIMIT 1`,
    [address],
  );
  return row ? asString(row.signature) : undefined;
}

/** What replaying a recorded transaction needs: the signed transaction and what it did to balances. */
export interface ReplayableTransaction {
  signature: string;
  slot: bigint;
  wireTransaction: string;
  err: unknown;
  preBalances: string[];
  postBalances: string[];
}

/** Recorded transactions after `afterSlot`, in the order they were processed, at most `limit` of them. */
export async function listLedgerTransactionsAfter(
  executor: SqlExecutor,
  afterSlot: bigint,
  limit: number,
): Promise<ReplayableTransaction[]> {
  const rows = await executor.query(
    `SELECT signature, slot, wire_transaction, err, pre_balances, post_balances FROM ledger_transactions
     WHERE slot > $1 ORDER BY slot LIMIT $2`,
    [afterSlot, limit],
  );
  return rows.map((row) => ({
    signature: asString(row.signature),
    slot: asBigInt(row.slot),
    wireTransaction: asString(row.wire_transaction),
    err: row.err ?? null,
    preBalances: row.pre_balances as string[],
    postBalances: row.post_balances as string[],
  }));
}
