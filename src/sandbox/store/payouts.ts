import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import type { PayoutStatus } from '../../api/schemas/payout.js';
import { Rational } from '../pricing/rational.js';
import type { Row, SqlExecutor } from './database.js';
import { ListCondition, selectCountedPage, type CountedPage, type PageRequest } from './list-query.js';
import { asBigInt, asDate, asNullableString, asString } from './rows.js';

/** A payout request as the service keeps it: amounts in base units, rates as exact fractions. */
export interface StoredPayout {
  uuid: string;
  reference: string;
  businessId: string;
  userId: string;
  channel: 'BANK' | 'ON_CHAIN';
  currency: CryptoCode;
  amount: bigint;
  fee: bigint;
  localFiat: FiatCode;
  amountInLocalFiat: bigint;
  amountInUsd: bigint;
  feeInUsd: bigint;
  feeInLocalFiat: bigint;
  usdPerCurrency: Rational;
  usdPerLocalFiat: Rational;
  accountNumber: string | null;
  accountName: string | null;
  bankIdentifier: string | null;
  bankName: string | null;
  address: string | null;
  status: PayoutStatus;
  isAutomated: boolean;
  automatedProcessor: string;
  reasonForDecline: string | null;
  withdrawalTxId: string | null;
  withdrawalTxHash: string | null;
  processingAgentId: string | null;
  environment: string;
  processingAt: Date | null;
  paidAt: Date | null;
  declinedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewPayout = Omit<StoredPayout, 'updatedAt'>;

export async function insertPayout(executor: SqlExecutor, payout: NewPayout): Promise<void> {
  await executor.query(
    `INSERT INTO payout_requests (uuid, reference, business_id, user_id, channel, currency, amount, fee, local_fiat,
       amount_in_local_fiat, amount_in_usd, fee_in_usd, fee_in_local_fiat, usd_per_currency, usd_per_local_fiat,
       account_number, account_name, bank_identifier, bank_name, address, status, is_automated, automated_processor,
       reason_for_decline, withdrawal_tx_id, withdrawal_tx_hash, processing_agent_id, environment, processing_at,
       paid_at, declined_at, cancelled_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $33)`,
    [
      payout.uuid,
      payout.reference,
      payout.businessId,
      payout.userId,
      payout.channel,
      payout.currency,
      payout.amount,
      payout.fee,
      payout.localFiat,
      payout.amountInLocalFiat,
      payout.amountInUsd,
      payout.feeInUsd,
      payout.feeInLocalFiat,
      payout.usdPerCurrency.toString(),
      payout.usdPerLocalFiat.toString(),
      payout.accountNumber,
      payout.accountName,
      payout.bankIdentifier,
      payout.bankName,
      payout.address,
      payout.status,
      payout.isAutomated,
      payout.automatedProcessor,
      payout.reasonForDecline,
      payout.withdrawalTxId,
      payout.withdrawalTxHash,
      payout.processingAgentId,
      payout.environment,
      payout.processingAt,
      payout.paidAt,
      payout.declinedAt,
      payout.cancelledAt,
      payout.createdAt,
    ],
  );
}

export async function findPayout(executor: SqlExecutor, uuid: string): Promise<StoredPayout | undefined> {
  const [row] = await executor.query('SELECT * FROM payout_requests WHERE uuid = $1', [uuid]);
  return row ? toStoredPayout(row) : undefined;
}

/** What `GET /v1/payout-requests` narrows a business's payouts to; an absent filter keeps every payout. */
export interface PayoutListFilters {
  status?: PayoutStatus | undefined;
  channel?: StoredPayout['channel'] | undefined;
}

/** The business's payouts that match `filters`. */
function payoutListCondition(businessId: string, filters: PayoutListFilters): ListCondition {
  return new ListCondition('business_id', businessId)
    .equals('status', filters.status)
    .equals('channel', filters.channel);
}

/** One page of the business's payouts that match `filters`, newest first, and how many match. */
export async function listPayouts(
  executor: SqlExecutor,
  businessId: string,
  filters: PayoutListFilters,
  page: PageRequest,
): Promise<CountedPage<StoredPayout>> {
  const { records, count } = await selectCountedPage(executor, {
    select: 'SELECT * FROM payout_requests',
    countFrom: 'payout_requests',
    condition: payoutListCondition(businessId, filters),
    orderBy: 'created_at DESC, uuid DESC',
    page,
  });
  return { records: records.map(toStoredPayout), count };
}

/**
 * Moves a payout from one of `from` to `to`, setting the given timestamps and fields, only if it is still in
 * one of `from`: of two racing changes (a cancel and the bank's processing), exactly one wins.
 */
export async function transitionPayout(
  executor: SqlExecutor,
  uuid: string,
  change: {
    from: readonly PayoutStatus[];
    to: PayoutStatus;
    at: Date;
    set?: Partial<Record<'processing_at' | 'paid_at' | 'declined_at' | 'cancelled_at', Date>> &
      Partial<Record<'reason_for_decline' | 'withdrawal_tx_id' | 'withdrawal_tx_hash', string>>;
  },
): Promise<StoredPayout | undefined> {
  const assignments = ['status = $2', 'updated_at = $3'];
  const params: unknown[] = [uuid, change.to, change.at];
  for (const [column, value] of Object.entries(change.set ?? {})) {
    params.push(value);
    assignments.push(`${column} = $${params.length}`);
  }
  params.push([...change.from]);
  const [row] = await executor.query(
    `UPDATE payout_requests SET ${assignments.join(', ')} WHERE uuid = $1 AND status = ANY($${params.length}::text[])
     RETURNING *`,
    params,
  );
  return row ? toStoredPayout(row) : undefined;
}

function toStoredPayout(row: Row): StoredPayout {
  const nullableDate = (value: unknown) => (value === null || value === undefined ? null : asDate(value));
  return {
    uuid: asString(row.uuid),
    reference: asString(row.reference),
    businessId: asString(row.business_id),
    userId: asString(row.user_id),
    channel: asString(row.channel) as StoredPayout['channel'],
    currency: asString(row.currency) as CryptoCode,
    amount: asBigInt(row.amount),
    fee: asBigInt(row.fee),
    localFiat: asString(row.local_fiat) as FiatCode,
    amountInLocalFiat: asBigInt(row.amount_in_local_fiat),
    amountInUsd: asBigInt(row.amount_in_usd),
    feeInUsd: asBigInt(row.fee_in_usd),
    feeInLocalFiat: asBigInt(row.fee_in_local_fiat),
    usdPerCurrency: Rational.parse(asString(row.usd_per_currency)),
    usdPerLocalFiat: Rational.parse(asString(row.usd_per_local_fiat)),
    accountNumber: asNullableString(row.account_number),
    accountName: asNullableString(row.account_name),
    bankIdentifier: asNullableString(row.bank_identifier),
    bankName: asNullableString(row.bank_name),
    address: asNullableString(row.address),
    status: asString(row.status) as PayoutStatus,
    isAutomated: Boolean(row.is_automated),
    automatedProcessor: asString(row.automated_processor),
    reasonForDecline: asNullableString(row.reason_for_decline),
    withdrawalTxId: asNullableString(row.withdrawal_tx_id),
    withdrawalTxHash: asNullableString(row.withdrawal_tx_hash),
    processingAgentId: asNullableString(row.processing_agent_id),
    environment: asString(row.environment),
    processingAt: nullableDate(row.processing_at),
    paidAt: nullableDate(row.paid_at),
    declinedAt: nullableDate(row.declined_at),
    cancelledAt: nullableDate(row.cancelled_at),
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
}
