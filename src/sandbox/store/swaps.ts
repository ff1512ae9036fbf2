import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import type { SwapStatus } from '../../api/schemas/swap.js';
import { Rational } from '../pricing/rational.js';
import type { Row, SqlExecutor } from './database.js';
import { ListCondition, selectCountedPage, type CountedPage, type PageRequest } from './list-query.js';
import { asBigInt, asDate, asString } from './rows.js';

/** A swap as the service keeps it: amounts in base units of their currencies, rates as exact fractions. */
export interface StoredSwap {
  uuid: string;
  businessId: string;
  userId: string;
  inputCurrency: CryptoCode;
  outputCurrency: CryptoCode;
  inputAmount: bigint;
  fee: bigint;
  minOutputAmount: bigint;
  actualOutputAmount: bigint | null;
  localFiat: FiatCode;
  amountInLocalFiat: bigint;
  amountInUsd: bigint;
  feeInUsd: bigint;
  usdPerInput: Rational;
  usdPerOutput: Rational;
  usdPerLocalFiat: Rational;
  status: SwapStatus;
  environment: string;
  completeAfter: Date;
  completedAt: Date | null;
  createdAt: Date;
}

export async function insertSwap(executor: SqlExecutor, swap: StoredSwap): Promise<void> {
  await executor.query(
    `INSERT INTO swaps (uuid, business_id, user_id, input_currency, output_currency, input_amount, fee,
       min_output_amount, actual_output_amount, local_fiat, amount_in_local_fiat, amount_in_usd, fee_in_usd,
       usd_per_input, usd_per_output, usd_per_local_fiat, status, environment, complete_after, completed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
    [
      swap.uuid,
      swap.businessId,
      swap.userId,
      swap.inputCurrency,
      swap.outputCurrency,
      swap.inputAmount,
      swap.fee,
      swap.minOutputAmount,
      swap.actualOutputAmount,
      swap.localFiat,
      swap.amountInLocalFiat,
      swap.amountInUsd,
      swap.feeInUsd,
      swap.usdPerInput.toString(),
      swap.usdPerOutput.toString(),
      swap.usdPerLocalFiat.toString(),
      swap.status,
      swap.environment,
      swap.completeAfter,
      swap.completedAt,
      swap.createdAt,
    ],
  );
}

export async function findSwap(executor: SqlExecutor, uuid: string): Promise<StoredSwap | undefined> {
  const [row] = await executor.query('SELECT * FROM swaps WHERE uuid = $1', [uuid]);
  return row ? toStoredSwap(row) : undefined;
}

/** What `GET /v1/swaps` narrows a business's swaps to; an absent filter keeps every swap. */
export interface SwapListFilters {
  status?: SwapStatus | undefined;
}

/** The business's swaps that match `filters`. */
function swapListCondition(businessId: string, filters: SwapListFilters): ListCondition {
  return new ListCondition('business_id', businessId).equals('status', filters.status);
}

/** One page of the business's swaps that match `filters`, newest first, and how many match. */
export async function listSwaps(
  executor: SqlExecutor,
  businessId: string,
  filters: SwapListFilters,
  page: PageRequest,
): Promise<CountedPage<StoredSwap>> {
  const { records, count } = await selectCountedPage(executor, {
    select: 'SELECT * FROM swaps',
    countFrom: 'swaps',
    condition: swapListCondition(businessId, filters),
    orderBy: 'created_at DESC, uuid DESC',
    page,
  });
  return { records: records.map(toStoredSwap), count };
}

/**
 * Pending swaps whose delay has passed by `now`, oldest first; not those whose input is still on its way to the
 * pool (after a crash, recovery settles that first).
 */
export async function listDueSwaps(executor: SqlExecutor, now: Date, limit: number): Promise<string[]> {
  const rows = await executor.query(
    `SELECT s.uuid FROM swaps s WHERE s.status = 'PENDING' AND s.complete_after <= $1
       AND NOT EXISTS (SELECT 1 FROM ledger_intents i
         WHERE i.source_id = s.uuid AND i.purpose = 'swap_input' AND i.status = 'pending')
     ORDER BY s.complete_after LIMIT $2`,
    [now, limit],
  );
  return rows.map((row) => asString(row.uuid));
}

/** Finishes a PENDING swap; answers undefined if it was no longer pending (another run finished it). */
export async function finishSwap(
  executor: SqlExecutor,
  uuid: string,
  outcome: { status: 'COMPLETED' | 'FAILED'; actualOutputAmount: bigint | null; completedAt: Date },
): Promise<StoredSwap | undefined> {
  const [row] = await executor.query(
    `UPDATE swaps SET status = $2, actual_output_amount = $3, completed_at = $4
     WHERE uuid = $1 AND status = 'PENDING' RETURNING *`,
    [uuid, outcome.status, outcome.actualOutputAmount, outcome.completedAt],
  );
  return row ? toStoredSwap(row) : undefined;
}

function toStoredSwap(row: Row): StoredSwap {
  return {
    uuid: asString(row.uuid),
    businessId: asString(row.business_id),
    userId: asString(row.user_id),
    inputCurrency: asString(row.input_currency) as CryptoCode,
    outputCurrency: asString(row.output_currency) as CryptoCode,
    inputAmount: asBigInt(row.input_amount),
    fee: asBigInt(row.fee),
    minOutputAmount: asBigInt(row.min_output_amount),
    actualOutputAmount: row.actual_output_amount === null ? null : asBigInt(row.actual_output_amount),
    localFiat: asString(row.local_fiat) as FiatCode,
    amountInLocalFiat: asBigInt(row.amount_in_local_fiat),
    amountInUsd: asBigInt(row.amount_in_usd),
    feeInUsd: asBigInt(row.fee_in_usd),
    usdPerInput: Rational.parse(asString(row.usd_per_input)),
    usdPerOutput: Rational.parse(asString(row.usd_per_output)),
    usdPerLocalFiat: Rational.parse(asString(row.usd_per_local_fiat)),
    status: asString(row.status) as SwapStatus,
    environment: asString(row.environment),
    completeAfter: asDate(row.complete_after),
    completedAt: row.completed_at === null ? null : asDate(row.completed_at),
    createdAt: asDate(row.created_at),
  };
}
