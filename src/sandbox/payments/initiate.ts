import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import { ConflictError, InvalidRequestError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import { generateTransactionReference } from '../domain/random.js';
import { deriveDepositAddress } from '../domain/deposit-key-derivation.js';
import { generateSolanaKeypair } from '../domain/solana-keypair.js';
import { quoteTransaction } from '../pricing/quote.js';
import { prepareDeposit } from './prepare-deposit.js';
import type { BusinessAccount } from '../store/businesses.js';
import { isCurrencyActive } from '../store/currencies.js';
import { findOrCreateCustomer, type NewCustomer } from '../store/customers.js';
import type { RecordEffect } from '../store/idempotency-keys.js';
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
  if (!(await isCurrencyActive(context.database, request.crypto))) {
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
  // The deposit is made ready on the ledger first (funded to rent-exemption for SOL, its token account opened
  // for USDC/USDT), so that the customer's very first payment, however small, can land.
  // Its address is derived from the deposit seed at an index of its own; the database keeps the index, never
  // the key, which is derived again only to sign the sweep (balances/deposit-signer.ts).
  const keyIndex = await allocateDepositKeyIndex(context.database);
  const address = deriveDepositAddress(context.depositSeed, keyIndex);
  const prepared = await prepareDeposit(context.chain, address, request.crypto, context.custody.feePayer);
  const deposit = {
    address,
    keyIndex,
    receivingAccount: prepared.receivingAccount,
    baseline: prepared.baseline,
    // A Solana Pay reference is only an identifier; nobody needs to sign for it.
    referenceKey: generateSolanaKeypair().address,
  };
  const transaction = await context.database.transaction(async (executor) => {
    const customer = await findOrCreateCustomer(executor, business, request.customer);
    const inserted = await insertTransaction(executor, {
      reference,
      business,
      customerId: customer.uuid,
      paymentLinkId: request.paymentLinkId ?? null,
      quote,
      deposit,
      metadata: request.metadata,
      origin: request.origin,
      now: context.now(),
      ttlSeconds: context.config.transactionTtlSeconds,
    });
    if (inserted) await request.recordEffect?.(executor, { kind: 'transaction', id: inserted.uuid });
    return inserted;
  });
  if (!transaction) {
    throw new ConflictError(
      `A transaction with reference ${reference} already exists; references are single-use`,
      {
        errors: [{ field: 'reference', message: 'has already been used' }],
      },
    );
  }
  // Watched from before anyone learns the address, so the detector sees the very first payment.
  context.deposits.watch(transaction);
  return transaction;
}
