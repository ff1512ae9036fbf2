import type { CryptoCode } from '../../api/currencies.js';
import type { Row, SqlExecutor } from './database.js';
import { asBigInt, asDate, asNullableString, asString } from './rows.js';

/**
 * Why the service moves money on the ledger. Each purpose belongs to one record (`sourceId`): a transaction's
 * sweep (and each late payment's), a payout's transfer out or its return from the escrow, a swap's input to the
 * pool or its output.
 */
export const INTENT_PURPOSES = [
  'payment_sweep',
  'late_payment_sweep',
  'payout_transfer',
  'payout_return',
  'swap_input',
  'swap_output',
] as const;
export type IntentPurpose = (typeof INTENT_PURPOSES)[number];

/** `pending` until the ledger shows the transfer (`landed`) or shows it never will (`failed`, `expired`). */
export type IntentStatus = 'pending' | 'landed' | 'failed' | 'expired';

/**
 * A ledger transfer the service has decided to make, stored (signed, with its signature) in the same database
 * transaction as the business change it belongs to, before it is sent. Whatever happens next, the signature
 * tells from the ledger whether it happened.
 */
export interface LedgerIntent {
  uuid: string;
  purpose: IntentPurpose;
  sourceId: string;
  businessId: string;
  currency: CryptoCode;
  /**
   * What the transfer does to the business's funds on the ledger when it lands (its settlement wallet, with
   * payments not swept yet): negative when it takes money out, positive when it brings money in. Until it
   * lands, the books already count it and the ledger does not: reconciliation adds it to the ledger side.
   */
  fundsChange: bigint;
  signature: string;
  /** The signed transaction, base64: sent again as it is while its blockhash is valid. */
  wireTransaction: string;
  lastValidBlockHeight: bigint;
  status: IntentStatus;
  failure: string | null;
  createdAt: Date;
}

export type NewLedgerIntent = Omit<LedgerIntent, 'status' | 'failure'>;

export async function insertLedgerIntent(executor: SqlExecutor, intent: NewLedgerIntent): Promise<void> {
  await executor.query(
    `INSERT INTO ledger_intents (uuid, purpose, source_id, business_id, currency, funds_change, signature,
       wire_transaction, last_valid_block_height, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10)`,
    [
      intent.uuid,
      intent.purpose,
      intent.sourceId,
      intent.businessId,
      intent.currency,
      intent.fundsChange,
      intent.signature,
      intent.wireTransaction,
      intent.lastValidBlockHeight,
      intent.createdAt,
    ],
  );
}

/**
 * Ends a pending intent. Answers the intent as it was, or undefined when it was no longer pending (somebody else
 * resolved it first), so that exactly one resolver acts on each outcome.
 */
export async function resolveLedgerIntent(
  executor: SqlExecutor,
  uuid: string,
  outcome: { status: Exclude<IntentStatus, 'pending'>; failure?: string; at: Date },
): Promise<LedgerIntent | undefined> {
  const [row] = await executor.query(
    `UPDATE ledger_intents SET status = $2, failure = $3, resolved_at = $4 WHERE uuid = $1 AND status = 'pending'
     RETURNING *`,
    [uuid, outcome.status, outcome.failure ?? null, outcome.at],
  );
  return row ? toLedgerIntent(row) : undefined;
}

/** Pending intents created before `createdBefore`, oldest first. */
export async function listPendingLedgerIntents(
  executor: SqlExecutor,
  options: { createdBefore: Date; limit: number },
): Promise<LedgerIntent[]> {
  const rows = await executor.query(
    `SELECT * FROM ledger_intents WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
    [options.createdBefore, options.limit],
  );
  return rows.map(toLedgerIntent);
}

/** The pending intents of one record (a payout, a swap, a transaction). */
export async function listPendingLedgerIntentsOf(
  executor: SqlExecutor,
  sourceId: string,
): Promise<LedgerIntent[]> {
  const rows = await executor.query(
    `SELECT * FROM ledger_intents WHERE status = 'pending' AND source_id = $1 ORDER BY created_at`,
    [sourceId],
  );
  return rows.map(toLedgerIntent);
}

/** Whether `purpose` of `sourceId` has landed on the ledger. */
export async function hasLandedLedgerIntent(
  executor: SqlExecutor,
  purpose: IntentPurpose,
  sourceId: string,
): Promise<boolean> {
  const rows = await executor.query(
    `SELECT 1 FROM ledger_intents WHERE purpose = $1 AND source_id = $2 AND status = 'landed' LIMIT 1`,
    [purpose, sourceId],
  );
  return rows.length > 0;
}

/**
 * For reconciliation: per business and currency, what pending intents will change on the ledger, except
 * payment and late-payment sweeps (money not swept yet is counted from its deposit account itself).
 */
export async function listPendingFundsChanges(
  executor: SqlExecutor,
  businessId: string,
): Promise<{ currency: CryptoCode; fundsChange: bigint; signature: string }[]> {
  const rows = await executor.query(
    `SELECT currency, funds_change, signature FROM ledger_intents
     WHERE business_id = $1 AND status = 'pending' AND purpose NOT IN ('payment_sweep', 'late_payment_sweep')`,
    [businessId],
  );
  return rows.map((row) => ({
    currency: asString(row.currency) as CryptoCode,
    fundsChange: asBigInt(row.funds_change),
    signature: asString(row.signature),
  }));
}

function toLedgerIntent(row: Row): LedgerIntent {
  return {
    uuid: asString(row.uuid),
    purpose: asString(row.purpose) as IntentPurpose,
    sourceId: asString(row.source_id),
    businessId: asString(row.business_id),
    currency: asString(row.currency) as CryptoCode,
    fundsChange: asBigInt(row.funds_change),
    signature: asString(row.signature),
    wireTransaction: asString(row.wire_transaction),
    lastValidBlockHeight: asBigInt(row.last_valid_block_height),
    status: asString(row.status) as IntentStatus,
    failure: asNullableString(row.failure),
    createdAt: asDate(row.created_at),
  };
}
