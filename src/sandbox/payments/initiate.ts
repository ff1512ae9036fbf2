import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import { ConflictError, InvalidRequestError, RateLimitError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import { generateTransactionReference } from '../domain/random.js';
import { withRetryAfter } from '../domain/retry-after.js';
import { deriveDepositAddress } from '../domain/deposit-key-derivation.js';
import { generateSolanaAddress } from '../domain/solana-keypair.js';
import { quoteTransaction } from '../pricing/quote.js';
import { prepareDeposit } from './prepare-deposit.js';
import type { BusinessAccount } from '../store/businesses.js';
import { isCurrencyActiveWhileRunning } from '../store/currencies.js';
import { findOrCreateCustomer, type NewCustomer } from '../store/customers.js';
import type { RecordEffect } from '../store/idempotency-keys.js';
import type { SqlExecutor } from '../store/database.js';
import { takePooledDeposit, type PooledDeposit } from '../store/deposit-pool.js';
import {
  allocateDepositKeyIndex,
  countOpenTransactions,
  insertTransaction,
  type OpenTransactionCount,
  type StoredTransaction,
} from '../store/transactions.js';

/** Who initiated: the merchant's own integration, or a customer on a hosted payment link. */
export type TransactionOrigin = 'THIRD_PARTY' | 'PAYMENT_LINK';

/**
 * Opens a transaction: prices it, gives it its own deposit address, records the customer (created for a new
 * e-mail) and starts its window. A reference the caller chose must be new.
 */
export async function initiateTransaction(
  context: ServiceContext,
  request: {
    business: BusinessAccount;
    crypto: CryptoCode;
    baseFiat: FiatCode;
    amountInBaseFiat: bigint;
    customer: NewCustomer;
    reference?: string | undefined;
    metadata?: unknown;
    /** The metadata is the merchant's own: sent with the secret key, or a signed token (checkout-metadata.ts). */
    metadataVerified: boolean;
    /** Where the hosted checkout sends the customer once paid (a merchant's server chose it). */
    redirectUrl?: string | undefined;
    paymentLinkId?: string | undefined;
    origin: TransactionOrigin;
    recordEffect?: RecordEffect | undefined;
    /**
     * The client's IP (http/rate-limits.ts, clientAddressOf) on the routes anyone may call (a payment link, or a
     * public key): recorded with the transaction while it is open, and capped (OPEN_TRANSACTIONS_PER_IP).
     * Undefined for a merchant's server, whose one address initiates for all its customers.
     */
    clientIp?: string | undefined;
  },
): Promise<StoredTransaction> {
  await refuseBeyondOpenTransactionCaps(context, {
    clientIp: request.clientIp,
    paymentLinkId: request.origin === 'PAYMENT_LINK' ? request.paymentLinkId : undefined,
  });
  const field = request.origin === 'PAYMENT_LINK' ? 'cryptocurrency' : 'crypto';
  if (!(await isCurrencyActiveWhileRunning(context.database, request.crypto))) {
    throw new InvalidRequestError(`${request.crypto} is not accepted at the moment`, {
      errors: [{ field, message: `${request.crypto} is inactive` }],
    });
  }
  const business = request.business.record;
  const quote = quoteTransaction({
    crypto: request.crypto,
    baseFiat: request.baseFiat,
    primaryFiat: request.business.primaryFiat,
    amountInBaseFiat: request.amountInBaseFiat,
    rates: context.config.rates,
    feePercent: context.config.feePercent,
  });
  const reference = request.reference ?? generateTransactionReference();
  const insert = async (executor: SqlExecutor, deposit: NewDeposit): Promise<StoredTransaction> => {
    const customer = await findOrCreateCustomer(executor, business, request.customer);
    const inserted = await insertTransaction(executor, {
      reference,
      business,
      customerId: customer.uuid,
      paymentLinkId: request.paymentLinkId ?? null,
      quote,
      deposit: {
        ...deposit,
        // A Solana Pay reference is only an identifier; nobody needs to sign for it.
        referenceKey: generateSolanaAddress(),
      },
      metadata: request.metadata,
      metadataVerified: request.metadataVerified,
      redirectUrl: request.redirectUrl ?? null,
      origin: request.origin,
      clientIp: request.clientIp ?? null,
      now: context.now(),
      ttlSeconds: context.config.transactionTtlSeconds,
    });
    if (!inserted) {
      // Thrown, so that the database transaction rolls back: a deposit taken from the pool goes back to it.
      throw new ConflictError(
        `A transaction with reference ${reference} already exists; references are single-use`,
        { errors: [{ field: 'reference', message: 'has already been used' }] },
      );
    }
    await request.recordEffect?.(executor, { kind: 'transaction', id: inserted.uuid });
    return inserted;
  };
  // Usually one database transaction: a deposit opened ahead is taken from the pool (payments/deposit-pool.ts)
  // and the transaction stored with it, with no ledger round trip.
  const pooled = await context.database.transaction(async (executor) => {
    const deposit = await takePooledDeposit(executor, request.crypto);
    return deposit && insert(executor, deposit);
  });
  let transaction = pooled;
  if (!transaction) {
    // Ledger work never happens inside a database transaction.
    const deposit = await openDepositNow(context, request.crypto);
    transaction = await context.database.transaction(async (executor) => insert(executor, deposit));
  }
  // Watched from before anyone learns the address, so the detector sees the very first payment.
  context.deposits.watch(transaction);
  // A new transaction is a change too: the business's live stream (the console's payments table) shows it at once.
  context.transactionChanges.publish(transaction.reference);
  return transaction;
}

/**
 * Each open transaction holds a deposit address until it closes, so a client initiating in a loop could empty the
 * deposit pool (and, off localnet, spend rent on new addresses) for everyone: a client IP, and a payment link, may
 * have only so many open at once (OPEN_TRANSACTIONS_PER_IP, OPEN_TRANSACTIONS_PER_LINK; 0: no cap). The answer is
 * a 429 whose Retry-After is when the first of them closes.
 *
 * Counted before the insert, not under a lock: requests from one client racing each other can each see the count
 * below the cap and go over it by as many as are in flight at once, which the request rate limit bounds. A lock
 * per client or link would serialise every initiation on a busy link to make an abuse cap exact.
 */
async function refuseBeyondOpenTransactionCaps(
  context: ServiceContext,
  of: { clientIp: string | undefined; paymentLinkId: string | undefined },
): Promise<void> {
  const { openTransactionsPerIp, openTransactionsPerLink } = context.config.rateLimits;
  const clientIp = openTransactionsPerIp > 0 ? of.clientIp : undefined;
  const paymentLinkId = openTransactionsPerLink > 0 ? of.paymentLinkId : undefined;
  if (clientIp === undefined && paymentLinkId === undefined) return;
  const counts = await countOpenTransactions(context.database, { clientIp, paymentLinkId });
  if (clientIp !== undefined && counts.byClientIp.open >= openTransactionsPerIp) {
    throw openTransactionCapError(
      context,
      counts.byClientIp,
      `Too many unfinished payments from your network: at most ${openTransactionsPerIp} may be open at once. ` +
        'Finish or wait out one of them, then try again.',
    );
  }
  if (paymentLinkId !== undefined && counts.byPaymentLink.open >= openTransactionsPerLink) {
    throw openTransactionCapError(
      context,
      counts.byPaymentLink,
      `Too many unfinished payments on this payment link: at most ${openTransactionsPerLink} may be open at once. ` +
        'Try again shortly.',
    );
  }
}

/** A 429 carrying, for the error handler's Retry-After, the seconds until the first open transaction closes. */
function openTransactionCapError(
  context: ServiceContext,
  count: OpenTransactionCount,
  message: string,
): RateLimitError {
  const untilFirstCloses =
    count.firstExpiresAt === null ? 0 : count.firstExpiresAt.getTime() - context.now().getTime();
  return withRetryAfter(new RateLimitError(message), untilFirstCloses / 1000);
}

type NewDeposit = Pick<PooledDeposit, 'address' | 'keyIndex' | 'receivingAccount' | 'baseline'>;

/**
 * With the pool empty (a burst beyond its size, or DEPOSIT_POOL_SIZE=0): the deposit is made ready on the ledger
 * now (funded to rent-exemption for SOL, its token account opened for USDC/USDT), so that the customer's very
 * first payment, however small, can land. Its address is derived from the deposit seed at an index of its own;
 * the database keeps the index, never the key, which is derived again only to sign the sweep
 * (balances/deposit-signer.ts).
 */
async function openDepositNow(context: ServiceContext, crypto: CryptoCode): Promise<NewDeposit> {
  const keyIndex = await allocateDepositKeyIndex(context.database);
  const address = deriveDepositAddress(context.depositSeed, keyIndex);
  const prepared = await prepareDeposit(context.chain, address, crypto, context.custody.feePayer);
  return { address, keyIndex, receivingAccount: prepared.receivingAccount, baseline: prepared.baseline };
}
