import { randomUUID } from 'node:crypto';
import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import type { TransactionStatus } from '../../api/schemas/transaction.js';
import type { Customer } from '../../api/schemas/customer.js';
import type { TransactionQuote } from '../pricing/quote.js';
import { Rational } from '../pricing/rational.js';
import type { Row, SqlExecutor } from './database.js';
import { toCustomer } from './customers.js';
import { asBigInt, asDate, asNullableString, asString } from './rows.js';

/** A transaction as the service keeps it: amounts in base units, rates as exact fractions. */
export interface StoredTransaction {
  uuid: string;
  reference: string;
  businessId: string;
  userId: string;
  customer: Customer;
  paymentLinkId: string | null;
  crypto: CryptoCode;
  baseFiat: FiatCode;
  primaryFiat: FiatCode;
  depositAddress: string;
  expectedCrypto: bigint;
  feeCrypto: bigint;
  expectedUsd: bigint;
  expectedBaseFiat: bigint;
  expectedPrimaryFiat: bigint;
  receivedCrypto: bigint;
  usdPerCrypto: Rational;
  usdPerBaseFiat: Rational;
  usdPerPrimaryFiat: Rational;
  metadata: unknown;
  environment: string;
  origin: string;
  status: TransactionStatus;
  failureReason: string | null;
  cryptoTransactionHash: string | null;
  expiresAt: Date;
  completedAt: Date | null;
  createdAt: Date;
}

/** Stores a new transaction. Answers undefined when the reference is already taken (the caller says 409). */
export async function insertTransaction(
  executor: SqlExecutor,
  input: {
    reference: string;
    business: { uuid: string; userId: string; context: string };
    customerId: string;
    paymentLinkId: string | null;
    quote: TransactionQuote;
    deposit: { address: string; secretSeed: string };
    metadata: unknown;
    origin: string;
    now: Date;
    ttlSeconds: number;
  },
): Promise<StoredTransaction | undefined> {
  const { quote } = input;
  const inserted = await executor.query(
    `INSERT INTO transactions (uuid, reference, business_id, user_id, customer_id, payment_link_id, crypto,
       base_fiat, primary_fiat, deposit_address, deposit_secret_seed, expected_crypto, fee_crypto, expected_usd,
       expected_base_fiat, expected_primary_fiat, usd_per_crypto, usd_per_base_fiat, usd_per_primary_fiat,
       metadata, environment, origin, status, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       'pending', $23, $24)
     ON CONFLICT (reference) DO NOTHING
     RETURNING uuid`,
    [
      randomUUID(),
      input.reference,
      input.business.uuid,
      input.business.userId,
      input.customerId,
      input.paymentLinkId,
      quote.crypto,
      quote.baseFiat,
      quote.primaryFiat,
      input.deposit.address,
      input.deposit.secretSeed,
      quote.amountInCrypto,
      quote.feeInCrypto,
      quote.amountInUsd,
      quote.amountInBaseFiat,
      quote.amountInPrimaryFiat,
      quote.usdPerCrypto.toString(),
      quote.usdPerBaseFiat.toString(),
      quote.usdPerPrimaryFiat.toString(),
      input.metadata === undefined ? null : JSON.stringify(input.metadata),
      input.business.context,
      input.origin,
      new Date(input.now.getTime() + input.ttlSeconds * 1000),
      input.now,
    ],
  );
  if (inserted.length === 0) return undefined;
  return findTransactionByReference(executor, input.reference);
}

export async function findTransactionByReference(
  executor: SqlExecutor,
  reference: string,
): Promise<StoredTransaction | undefined> {
  const [row] = await executor.query(
    `SELECT t.*, row_to_json(c.*) AS customer FROM transactions t JOIN customers c ON c.uuid = t.customer_id
     WHERE t.reference = $1`,
    [reference],
  );
  return row ? toStoredTransaction(row) : undefined;
}

/** Records a status decided by the lifecycle rules; only a still-open transaction is changed. */
export async function updateTransactionStatus(
  executor: SqlExecutor,
  uuid: string,
  change: { status: TransactionStatus; failureReason: string | null; completedAt: Date | null },
): Promise<void> {
  await executor.query(
    `UPDATE transactions SET status = $2, failure_reason = $3, completed_at = $4
     WHERE uuid = $1 AND status IN ('pending', 'pending_settlement')`,
    [uuid, change.status, change.failureReason, change.completedAt],
  );
}

/** References of open transactions whose window has closed by `now`. */
export async function listDueOpenTransactions(executor: SqlExecutor, now: Date): Promise<string[]> {
  const rows = await executor.query(
    `SELECT reference FROM transactions
     WHERE status IN ('pending', 'pending_settlement') AND expires_at <= $1 ORDER BY expires_at LIMIT 500`,
    [now],
  );
  return rows.map((row) => asString(row.reference));
}

function toStoredTransaction(row: Row): StoredTransaction {
  return {
    uuid: asString(row.uuid),
    reference: asString(row.reference),
    businessId: asString(row.business_id),
    userId: asString(row.user_id),
    customer: toCustomer(row.customer as Row),
    paymentLinkId: asNullableString(row.payment_link_id),
    crypto: asString(row.crypto) as CryptoCode,
    baseFiat: asString(row.base_fiat) as FiatCode,
    primaryFiat: asString(row.primary_fiat) as FiatCode,
    depositAddress: asString(row.deposit_address),
    expectedCrypto: asBigInt(row.expected_crypto),
    feeCrypto: asBigInt(row.fee_crypto),
    expectedUsd: asBigInt(row.expected_usd),
    expectedBaseFiat: asBigInt(row.expected_base_fiat),
    expectedPrimaryFiat: asBigInt(row.expected_primary_fiat),
    receivedCrypto: asBigInt(row.received_crypto),
    usdPerCrypto: Rational.parse(asString(row.usd_per_crypto)),
    usdPerBaseFiat: Rational.parse(asString(row.usd_per_base_fiat)),
    usdPerPrimaryFiat: Rational.parse(asString(row.usd_per_primary_fiat)),
    metadata: row.metadata ?? null,
    environment: asString(row.environment),
    origin: asString(row.origin),
    status: asString(row.status) as TransactionStatus,
    failureReason: asNullableString(row.failure_reason),
    cryptoTransactionHash: asNullableString(row.crypto_transaction_hash),
    expiresAt: asDate(row.expires_at),
    completedAt: row.completed_at === null ? null : asDate(row.completed_at),
    createdAt: asDate(row.created_at),
  };
}
