import type { FastifyRequest } from 'fastify';
import { encodeTransferRequestUri } from '../../api/solana-pay-uri.js';
import type {
  InitiatedTransaction,
  PublicVerifiedTransaction,
  VerifiedTransaction,
} from '../../api/schemas/transaction.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import { convertBaseUnits } from '../pricing/quote.js';
import { Rational } from '../pricing/rational.js';
import type { StoredTransaction } from '../store/transactions.js';
import { paymentNetworkOf, type PaymentNetwork } from './payment-network.js';
import type { ServiceContext } from '../context.js';
import { publicOriginOf } from '../http/public-origin.js';
import { isOpenStatus } from '../domain/transaction-lifecycle.js';
import { checkoutUrlFor } from './checkout-url.js';

/** How a stored transaction is shown on the wire: base units become JSON numbers, rates display numbers. */

/** The initiation answer; `origin` (publicOriginOf) gives it the hosted checkout's address. */
/**
 * The answer to the request that initiated `transaction` (or to its replay): on the service's payment network,
 * with the hosted pages' addresses at the origin the request came to.
 */
export function initiatedTransactionAnswer(
  transaction: StoredTransaction,
  context: Pick<ServiceContext, 'config' | 'chain'>,
  request: FastifyRequest,
): InitiatedTransaction {
  return toInitiatedTransaction(
    transaction,
    paymentNetworkOf(context),
    publicOriginOf(request, context.config.publicUrl),
  );
}

export function toInitiatedTransaction(
  transaction: StoredTransaction,
  network: PaymentNetwork,
  origin: string,
): InitiatedTransaction {
  const { crypto } = transaction;
  return {
    id: transaction.uuid,
    email: transaction.customer.email,
    address: transaction.depositAddress,
    reference: transaction.reference,
    expectedAmountInUSD: currencyBaseUnitsToNumber(transaction.expectedUsd, 'USD'),
    expectedAmountInCrypto: currencyBaseUnitsToNumber(transaction.expectedCrypto, crypto),
    feeInCrypto: currencyBaseUnitsToNumber(transaction.feeCrypto, crypto),
    expectedAmountWithFeeInCrypto: currencyBaseUnitsToNumber(
      transaction.expectedCrypto + transaction.feeCrypto,
      crypto,
    ),
    crypto,
    baseFiat: transaction.baseFiat,
    baseFiatToUSDRate: transaction.usdPerBaseFiat.toDisplayNumber(),
    usdToCryptoRate: transaction.usdPerCrypto.reciprocal().toDisplayNumber(),
    expiresAt: transaction.expiresAt.toISOString(),
    paymentUri: paymentUriFor(transaction, network),
    checkoutUrl: checkoutUrlFor(transaction, origin),
  };
}

/** What the customer still has to send: the whole amount with fee until something arrives. */
export function amountStillDue(transaction: StoredTransaction): bigint {
  const due = transaction.expectedCrypto + transaction.feeCrypto - transaction.receivedCrypto;
  return due > 0n ? due : 0n;
}

/** The Solana Pay URI for what is still due on an open transaction, in the chain's token. */
export function paymentUriFor(transaction: StoredTransaction, network: PaymentNetwork): string {
  const splToken = transaction.crypto === 'SOL' ? undefined : network.mints[transaction.crypto];
  // Initiation refuses a currency that is inactive on the cluster (devnet's USDT), so this is a bug if reached.
  if (transaction.crypto !== 'SOL' && splToken === undefined) {
    throw new Error(`${transaction.crypto} has no mint on ${network.cluster}`);
  }
  return encodeTransferRequestUri({
    recipient: transaction.depositAddress,
    crypto: transaction.crypto,
    amountInBaseUnits: amountStillDue(transaction),
    splToken,
    references: [transaction.paymentReferenceKey],
    label: transaction.businessName,
    message: transaction.paymentLinkName ?? `Payment ${transaction.reference}`,
  });
}

export function toVerifiedTransaction(
  transaction: StoredTransaction,
  network: PaymentNetwork,
): VerifiedTransaction {
  const { crypto, baseFiat, primaryFiat, receivedCrypto, expectedCrypto, feeCrypto } = transaction;
  const expectedWithFee = expectedCrypto + feeCrypto;
  const excess = receivedCrypto > expectedWithFee ? receivedCrypto - expectedWithFee : 0n;
  const receivedIn = (currency: typeof baseFiat | 'USD', usdPerCurrency: Rational) =>
    currencyBaseUnitsToNumber(
      convertBaseUnits(receivedCrypto, crypto, currency, transaction.usdPerCrypto, usdPerCurrency),
      currency,
    );
  const { customer } = transaction;
  const isOpen = isOpenStatus(transaction.status);
  return {
    uuid: transaction.uuid,
    reference: transaction.reference,
    cryptoTransactionHash: transaction.cryptoTransactionHash,
    expectedAmountInCrypto: currencyBaseUnitsToNumber(expectedCrypto, crypto),
    expectedAmountInUSD: currencyBaseUnitsToNumber(transaction.expectedUsd, 'USD'),
    expectedAmountInBaseFiat: currencyBaseUnitsToNumber(transaction.expectedBaseFiat, baseFiat),
    expectedAmountInBusinessPrimaryFiat: currencyBaseUnitsToNumber(
      transaction.expectedPrimaryFiat,
      primaryFiat,
    ),
    receivedAmountInCrypto: currencyBaseUnitsToNumber(receivedCrypto, crypto),
    receivedAmountInUSD: receivedIn('USD', Rational.ONE),
    receivedAmountInBaseFiat: receivedIn(baseFiat, transaction.usdPerBaseFiat),
    receivedAmountInBusinessPrimaryFiat: receivedIn(primaryFiat, transaction.usdPerPrimaryFiat),
    excessAmountReceivedInCrypto: currencyBaseUnitsToNumber(excess, crypto),
    lateAmountReceivedInCrypto: currencyBaseUnitsToNumber(transaction.lateReceivedCrypto, crypto),
    feeInCrypto: currencyBaseUnitsToNumber(feeCrypto, crypto),
    expectedAmountInCryptoPlusFee: currencyBaseUnitsToNumber(expectedWithFee, crypto),
    crypto,
    baseFiat,
    businessPrimaryFiat: primaryFiat,
    baseFiatToUSDRate: transaction.usdPerBaseFiat.toDisplayNumber(),
    baseFiatToBusinessPrimaryFiatRate: transaction.usdPerBaseFiat
      .divide(transaction.usdPerPrimaryFiat)
      .toDisplayNumber(),
    usdToCryptoRate: transaction.usdPerCrypto.reciprocal().toDisplayNumber(),
    address: transaction.depositAddress,
    metadata: transaction.metadata,
    metadataVerified: transaction.metadataVerified,
    paymentLinkId: transaction.paymentLinkId,
    environment: transaction.environment,
    origin: transaction.origin,
    businessId: transaction.businessId,
    userId: transaction.userId,
    customerId: customer.uuid,
    expiresAt: transaction.expiresAt.toISOString(),
    completedAt: transaction.completedAt?.toISOString() ?? null,
    status: transaction.status,
    failureReason: transaction.failureReason,
    createdAtDateOnly: transaction.createdAt.toISOString().slice(0, 10),
    createdAt: transaction.createdAt.toISOString(),
    customer: { ...customer, createdAtDateOnly: customer.createdAt.slice(0, 10) },
    ...(isOpen && amountStillDue(transaction) > 0n
      ? { paymentUri: paymentUriFor(transaction, network) }
      : {}),
    network: network.cluster,
  };
}

/**
 * What verification tells anyone holding the reference, without the owner's secret key: the status and amounts
 * the payer needs, nothing about who they are or the merchant's data (see publicVerifiedTransactionSchema). Named
 * field by field, so a field added to the full view stays private until someone decides otherwise here.
 */
export function toPublicVerifiedTransaction(
  transaction: StoredTransaction,
  network: PaymentNetwork,
): PublicVerifiedTransaction {
  const full = toVerifiedTransaction(transaction, network);
  return {
    reference: full.reference,
    status: full.status,
    failureReason: full.failureReason,
    crypto: full.crypto,
    baseFiat: full.baseFiat,
    origin: full.origin,
    expectedAmountInBaseFiat: full.expectedAmountInBaseFiat,
    expectedAmountInCrypto: full.expectedAmountInCrypto,
    feeInCrypto: full.feeInCrypto,
    expectedAmountInCryptoPlusFee: full.expectedAmountInCryptoPlusFee,
    receivedAmountInCrypto: full.receivedAmountInCrypto,
    excessAmountReceivedInCrypto: full.excessAmountReceivedInCrypto,
    cryptoTransactionHash: full.cryptoTransactionHash,
    address: full.address,
    expiresAt: full.expiresAt,
    completedAt: full.completedAt,
    ...(full.paymentUri === undefined ? {} : { paymentUri: full.paymentUri }),
    network: network.cluster,
  };
}
