import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import { ConflictError, InvalidRequestError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import { generateTransactionReference } from '../domain/random.js';
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
import { allocateDepositKeyIndex, insertTransaction, type StoredTransaction } from '../store/transactions.js';

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
    paymentLinkId?: string | undefined;
    origin: TransactionOrigin;
    recordEffect?: RecordEffect | undefined;
  },
): Promise<StoredTransaction> {
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
      origin: request.origin,
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
  return transaction;
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
