import { randomUUID } from 'node:crypto';
import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import type { TransactionStatus } from '../../api/schemas/transaction.js';
import type { Customer } from '../../api/schemas/customer.js';
import type { TransactionQuote } from '../pricing/quote.js';
import { Rational } from '../pricing/rational.js';
import type { Row, SqlExecutor } from './database.js';
import { ListCondition, selectCountedPage, type CountedPage, type PageRequest } from './list-query.js';
import { normaliseEmail, toCustomer } from './customers.js';
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
  /** Where payments land: the deposit address for SOL, its associated token account for USDC/USDT. */
  receivingAccount: string;
  /** The receiving account's balance before any payment; what arrives is the rise above it. */
  depositBaseline: bigint;
  /** The Solana Pay reference key payments carry, so they can be found on the ledger by it. */
  paymentReferenceKey: string;
  businessName: string;
  paymentLinkName: string | null;
  expectedCrypto: bigint;
  feeCrypto: bigint;
  expectedUsd: bigint;
  expectedBaseFiat: bigint;
  expectedPrimaryFiat: bigint;
  receivedCrypto: bigint;
  /** What reached the deposit after the transaction closed (late payments, each credited and swept on its own). */
  lateReceivedCrypto: bigint;
  usdPerCrypto: Rational;
  usdPerBaseFiat: Rational;
  usdPerPrimaryFiat: Rational;
  metadata: unknown;
  /** Whether the metadata is the merchant's own: sent with the secret key, or signed with it (signedMetadata). */
  metadataVerified: boolean;
  /** Where the hosted checkout sends the customer once paid (a merchant's server chose it); null: nowhere. */
  redirectUrl: string | null;
  environment: string;
  origin: string;
  status: TransactionStatus;
  failureReason: string | null;
  cryptoTransactionHash: string | null;
  expiresAt: Date;
  completedAt: Date | null;
  createdAt: Date;
}

/** PostgreSQL's SQLSTATE for a sequence past its MAXVALUE (sequence_generator_limit_exceeded). */
const SEQUENCE_EXHAUSTED = '2200H';

/**
 * A derivation index no other transaction has had or will have, for a new deposit address. It comes from a
 * sequence, outside any transaction, so that the address can be made ready on the ledger before the transaction
 * is stored; an index whose initiation then fails is simply never used. After 2^31 indices (the hardened
 * range) the sequence refuses, and so does every initiation: this seed has no deposit addresses left.
 */
export async function allocateDepositKeyIndex(executor: SqlExecutor): Promise<number> {
  const [index] = await allocateDepositKeyIndices(executor, 1);
  if (index === undefined) throw new Error('the deposit key sequence answered no index');
  return index;
}

/**
 * `count` derivation indices at once, for a batch of pooled deposits: one statement rather than one per index.
 * The same sequence as allocateDepositKeyIndex, with the same refusal once it is spent.
 */
export async function allocateDepositKeyIndices(executor: SqlExecutor, count: number): Promise<number[]> {
  try {
    const rows = await executor.query(
      "SELECT nextval('deposit_key_indices') AS index FROM generate_series(1, $1)",
      [count],
    );
    return rows.map((row) => Number(asBigInt(row.index)));
  } catch (error) {
    if ((error as { code?: unknown }).code === SEQUENCE_EXHAUSTED) {
      throw new Error(
        'every deposit key index (0 to 2^31 - 1) of this database has been used: no new deposit address can be derived',
        { cause: error },
      );
    }
    throw error;
  }
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
    deposit: {
      address: string;
      /** The derivation index the address was derived at (allocateDepositKeyIndex); the key itself is never stored. */
      keyIndex: number;
      receivingAccount: string;
      baseline: bigint;
      referenceKey: string;
    };
    metadata: unknown;
    metadataVerified: boolean;
    redirectUrl: string | null;
    origin: string;
    /** Who initiated it on a public route (counted by countOpenTransactions); null for a merchant's server. */
    clientIp: string | null;
    now: Date;
    ttlSeconds: number;
  },
): Promise<StoredTransaction | undefined> {
  const { quote } = input;
  // One statement stores the row and answers it as SELECT_STORED_TRANSACTION reads it (initiation runs it on
  // every request): RETURNING the row with its customer, business name and link name, looked up by key. On
  // PGlite that costs a third less than a CTE joined as SELECT_STORED_TRANSACTION joins, and half as much as
  // reading the row back.
  const [inserted] = await executor.query(
    `INSERT INTO transactions (uuid, reference, business_id, user_id, customer_id, payment_link_id, crypto,
       base_fiat, primary_fiat, deposit_address, deposit_key_index, expected_crypto, fee_crypto, expected_usd,
       expected_base_fiat, expected_primary_fiat, usd_per_crypto, usd_per_base_fiat, usd_per_primary_fiat,
       metadata, environment, origin, status, expires_at, created_at, deposit_token_account, deposit_baseline,
       payment_reference_key, client_ip, metadata_verified, redirect_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       'pending', $23, $24, $25, $26, $27, $28, $29, $30)
     ON CONFLICT (reference) DO NOTHING
     RETURNING *,
       (SELECT row_to_json(c.*) FROM customers c WHERE c.uuid = customer_id) AS customer,
       (SELECT b.name FROM businesses b WHERE b.uuid = business_id) AS business_name,
       (SELECT l.name FROM payment_links l WHERE l.uuid = payment_link_id) AS payment_link_name`,
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
      input.deposit.keyIndex,
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
      input.deposit.receivingAccount === input.deposit.address ? null : input.deposit.receivingAccount,
      input.deposit.baseline,
      input.deposit.referenceKey,
      input.clientIp,
      input.metadata !== undefined && input.metadata !== null && input.metadataVerified,
      input.redirectUrl,
    ],
  );
  // No row: the reference was taken.
  return inserted ? toStoredTransaction(inserted) : undefined;
}

/** How many transactions are still open for one client or one link, and when the first of them closes. */
export interface OpenTransactionCount {
  open: number;
  /** When the open one that closes first reaches the end of its window; null when none is open. */
  firstExpiresAt: Date | null;
}

/**
 * The transactions still open (pending or pending_settlement) that `clientIp` initiated, and those on
 * `paymentLinkId`, each through its partial index on open rows. An argument left undefined is not counted.
 */
export async function countOpenTransactions(
  executor: SqlExecutor,
  of: { clientIp?: string | undefined; paymentLinkId?: string | undefined },
): Promise<{ byClientIp: OpenTransactionCount; byPaymentLink: OpenTransactionCount }> {
  const [row] = await executor.query(
    `SELECT by_ip.open AS ip_open, by_ip.first AS ip_first, by_link.open AS link_open, by_link.first AS link_first
     FROM (SELECT count(*)::int AS open, min(expires_at) AS first FROM transactions
           WHERE client_ip = $1 AND status IN ('pending', 'pending_settlement')) AS by_ip,
          (SELECT count(*)::int AS open, min(expires_at) AS first FROM transactions
           WHERE payment_link_id = $2 AND status IN ('pending', 'pending_settlement')) AS by_link`,
    [of.clientIp ?? null, of.paymentLinkId ?? null],
  );
  const count = (open: unknown, first: unknown): OpenTransactionCount => ({
    open: Number(open ?? 0),
    firstExpiresAt: first === null || first === undefined ? null : asDate(first),
  });
  return {
    byClientIp: count(row?.ip_open, row?.ip_first),
    byPaymentLink: count(row?.link_open, row?.link_first),
  };
}

/** A transaction with its customer, business name and link name, as toStoredTransaction reads it. */
const SELECT_STORED_TRANSACTION = `SELECT t.*, row_to_json(c.*) AS customer, b.name AS business_name,
       l.name AS payment_link_name
     FROM transactions t JOIN customers c ON c.uuid = t.customer_id JOIN businesses b ON b.uuid = t.business_id
     LEFT JOIN payment_links l ON l.uuid = t.payment_link_id`;

/** What the hosted checkout of one transaction shows beside it (checkoutSessionSchema), by reference. */
export async function findCheckoutSession(
  executor: SqlExecutor,
  reference: string,
): Promise<
  | {
      businessName: string;
      logoImagePath: string | null;
      paymentLinkId: string | null;
      baseFiat: FiatCode;
      expectedBaseFiat: bigint;
      redirectUrl: string | null;
    }
  | undefined
> {
  const [row] = await executor.query(
    `SELECT b.name AS business_name, b.logo_image_path, t.payment_link_id, t.base_fiat, t.expected_base_fiat,
            t.redirect_url
       FROM transactions t JOIN businesses b ON b.uuid = t.business_id
      WHERE t.reference = $1`,
    [reference],
  );
  if (!row) return undefined;
  return {
    businessName: asString(row.business_name),
    logoImagePath: asNullableString(row.logo_image_path),
    paymentLinkId: asNullableString(row.payment_link_id),
    baseFiat: asString(row.base_fiat) as FiatCode,
    expectedBaseFiat: asBigInt(row.expected_base_fiat),
    redirectUrl: asNullableString(row.redirect_url),
  };
}

export async function findTransactionByReference(
  executor: SqlExecutor,
  reference: string,
): Promise<StoredTransaction | undefined> {
  const [row] = await executor.query(`${SELECT_STORED_TRANSACTION} WHERE t.reference = $1`, [reference]);
  return row ? toStoredTransaction(row) : undefined;
}

export async function findTransactionById(
  executor: SqlExecutor,
  uuid: string,
): Promise<StoredTransaction | undefined> {
  const [row] = await executor.query(`${SELECT_STORED_TRANSACTION} WHERE t.uuid = $1`, [uuid]);
  return row ? toStoredTransaction(row) : undefined;
}

/** What `GET /v1/transactions` narrows a business's transactions by; each filter left undefined is not applied. */
export interface TransactionListFilters {
  status?: TransactionStatus | undefined;
  crypto?: CryptoCode | undefined;
  paymentLinkId?: string | undefined;
  /** Inclusive. */
  createdFrom?: Date | undefined;
  /** Exclusive. */
  createdTo?: Date | undefined;
  /** A customer's e-mail, in any letter case. */
  email?: string | undefined;
}

/** How many transactions, of every business, have their window open (pending or pending_settlement). */
export async function countAllOpenTransactions(executor: SqlExecutor): Promise<number> {
  const [row] = await executor.query(
    "SELECT count(*)::int AS open FROM transactions WHERE status IN ('pending', 'pending_settlement')",
  );
  return Number(row?.open ?? 0);
}

/** The business's transactions that match `filters`, over `transactions t`. */
function transactionListCondition(businessId: string, filters: TransactionListFilters): ListCondition {
  return (
    new ListCondition('t.business_id', businessId)
      .equals('t.status', filters.status)
      .equals('t.crypto', filters.crypto)
      .equals('t.payment_link_id', filters.paymentLinkId)
      .where(filters.createdFrom, (value) => `t.created_at >= ${value}`)
      .where(filters.createdTo, (value) => `t.created_at < ${value}`)
      // Customers' e-mails are stored normalised (lower case), so the normalised filter matches any letter case
      // with a plain equality, through the (business_id, email) index.
      .where(
        filters.email === undefined ? undefined : normaliseEmail(filters.email),
        (value) =>
          `t.customer_id IN (SELECT m.uuid FROM customers m WHERE m.business_id = $1 AND m.email = ${value})`,
      )
  );
}

/**
 * One page of the business's transactions that match `filters`, newest first (the reference breaks ties), and how
 * many match. Statuses are as stored: the expiry job closes transactions past their window within
 * EXPIRY_SWEEP_INTERVAL_MS, and re-reading every deposit of a page from the chain would make a list as slow as
 * that many verifications.
 */
export async function listTransactions(
  executor: SqlExecutor,
  businessId: string,
  filters: TransactionListFilters,
  page: PageRequest,
): Promise<CountedPage<StoredTransaction>> {
  const { records, count } = await selectCountedPage(executor, {
    select: SELECT_STORED_TRANSACTION,
    countFrom: 'transactions t',
    condition: transactionListCondition(businessId, filters),
    orderBy: 't.created_at DESC, t.reference DESC',
    page,
  });
  return { records: records.map(toStoredTransaction), count };
}

/**
 * Records a status decided by the lifecycle rules; only a still-open transaction changes. A success adds the
 * price to the customer's total spend, in the same database transaction, so it is counted exactly once. A final
 * status forgets who initiated it (`client_ip`): the address is kept only as long as it counts against the
 * client's open-transaction cap.
 */
export async function updateTransactionStatus(
  executor: SqlExecutor,
  uuid: string,
  change: { status: TransactionStatus; failureReason: string | null; completedAt: Date | null },
): Promise<boolean> {
  const [changed] = await executor.query(
    `UPDATE transactions SET status = $2, failure_reason = $3, completed_at = $4,
       client_ip = CASE WHEN $2 IN ('pending', 'pending_settlement') THEN client_ip END
     WHERE uuid = $1 AND status IN ('pending', 'pending_settlement') RETURNING customer_id, expected_usd`,
    [uuid, change.status, change.failureReason, change.completedAt],
  );
  if (changed && change.status === 'success') {
    await executor.query('UPDATE customers SET total_spend_usd = total_spend_usd + $2 WHERE uuid = $1', [
      changed.customer_id,
      changed.expected_usd,
    ]);
  }
  return changed !== undefined;
}

/**
 * Records what has arrived at a transaction's deposit while its window was open, with the ledger signature that
 * brought the latest of it. Only an open transaction changes.
 */
export async function recordReceivedAmount(
  executor: SqlExecutor,
  uuid: string,
  received: { amount: bigint; signature: string },
): Promise<void> {
  await executor.query(
    `UPDATE transactions SET received_crypto = $2, crypto_transaction_hash = $3
     WHERE uuid = $1 AND status IN ('pending', 'pending_settlement')`,
    [uuid, received.amount, received.signature],
  );
}

/** Open transactions whose receiving account is one of `accounts` (those a ledger transaction touched). */
export async function listOpenTransactionsReceivingAt(
  executor: SqlExecutor,
  accounts: readonly string[],
): Promise<string[]> {
  const rows = await executor.query(
    `SELECT reference FROM transactions WHERE status IN ('pending', 'pending_settlement')
     AND COALESCE(deposit_token_account, deposit_address) = ANY($1::text[])`,
    [accounts],
  );
  return rows.map((row) => asString(row.reference));
}

/** What the deposit detector needs of an open transaction to watch its deposit. */
export type WatchedDeposit = Pick<StoredTransaction, 'reference' | 'receivingAccount' | 'crypto' | 'status'>;

/**
 * Every open transaction's deposit, as the detector watches it: a narrow read of one table (it runs every few
 * seconds, and just after start, with thousands open).
 */
export async function listOpenDeposits(executor: SqlExecutor): Promise<WatchedDeposit[]> {
  const rows = await executor.query(
    `SELECT reference, crypto, status, COALESCE(deposit_token_account, deposit_address) AS receiving_account
     FROM transactions WHERE status IN ('pending', 'pending_settlement')`,
  );
  return rows.map((row) => ({
    reference: asString(row.reference),
    receivingAccount: asString(row.receiving_account),
    crypto: asString(row.crypto) as CryptoCode,
    status: asString(row.status) as TransactionStatus,
  }));
}

/** Every open transaction, oldest first: for the start-up catch-up, which must miss none. */
export async function listOpenTransactions(executor: SqlExecutor): Promise<StoredTransaction[]> {
  const rows = await executor.query(
    `${SELECT_STORED_TRANSACTION} WHERE t.status IN ('pending', 'pending_settlement') ORDER BY t.created_at`,
  );
  return rows.map(toStoredTransaction);
}

/** The newest open transactions, at most `limit`. */
export async function listRecentOpenTransactions(
  executor: SqlExecutor,
  limit: number,
): Promise<StoredTransaction[]> {
  const rows = await executor.query(
    `${SELECT_STORED_TRANSACTION} WHERE t.status IN ('pending', 'pending_settlement')
     ORDER BY t.created_at DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toStoredTransaction);
}

/** Open transactions whose window has closed by `now`, at most `limit`, the longest overdue first. */
export async function listDueOpenTransactions(
  executor: SqlExecutor,
  now: Date,
  limit: number,
): Promise<StoredTransaction[]> {
  const rows = await executor.query(
    `${SELECT_STORED_TRANSACTION} WHERE t.status IN ('pending', 'pending_settlement') AND t.expires_at <= $1
     ORDER BY t.expires_at LIMIT $2`,
    [now, limit],
  );
  return rows.map(toStoredTransaction);
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
    receivingAccount: asNullableString(row.deposit_token_account) ?? asString(row.deposit_address),
    depositBaseline: asBigInt(row.deposit_baseline),
    paymentReferenceKey: asString(row.payment_reference_key),
    businessName: asString(row.business_name),
    paymentLinkName: asNullableString(row.payment_link_name),
    expectedCrypto: asBigInt(row.expected_crypto),
    feeCrypto: asBigInt(row.fee_crypto),
    expectedUsd: asBigInt(row.expected_usd),
    expectedBaseFiat: asBigInt(row.expected_base_fiat),
    expectedPrimaryFiat: asBigInt(row.expected_primary_fiat),
    receivedCrypto: asBigInt(row.received_crypto),
    lateReceivedCrypto: asBigInt(row.late_received_crypto),
    usdPerCrypto: Rational.parse(asString(row.usd_per_crypto)),
    usdPerBaseFiat: Rational.parse(asString(row.usd_per_base_fiat)),
    usdPerPrimaryFiat: Rational.parse(asString(row.usd_per_primary_fiat)),
    metadata: row.metadata ?? null,
    metadataVerified: row.metadata_verified === true,
    redirectUrl: asNullableString(row.redirect_url),
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
