import { CURRENCY_DECIMALS } from '../api/currencies.js';
import { formatBaseUnits, toBaseUnits } from '../api/money.js';
import { formatCryptoAmount } from './amount-format.js';
import type {
  InitiatedTransaction,
  PublicVerifiedTransaction,
  TransactionStatus,
} from '../api/schemas/transaction.js';
import type { SolanaNetwork } from '../api/solana-mints.js';
import { paymentUriForCheckout } from './payment-uri.js';

/**
 * What the customer sees for a transaction, decided from verification alone: which screen, and the exact
 * amounts on it (computed in base units, so "still due" is never off by a floating-point hair).
 */
export type CheckoutScreen = 'awaiting_payment' | 'partially_paid' | 'paid' | 'underpaid' | 'expired';

export interface CheckoutView {
  screen: CheckoutScreen;
  status: TransactionStatus;
  final: boolean;
  crypto: PublicVerifiedTransaction['crypto'];
  /** Decimal strings, exact: what was asked (amount with fee), what arrived, what is still due, any excess. */
  expected: string;
  /** What was asked, itemised: the price in crypto before the fee, and the network and service fee. */
  amountBeforeFee: string;
  fee: string;
  received: string;
  due: string;
  excess: string;
  failureReason: string | null;
}

const SCREEN_BY_STATUS: Readonly<Record<TransactionStatus, CheckoutScreen>> = {
  pending: 'awaiting_payment',
  pending_settlement: 'partially_paid',
  success: 'paid',
  failed: 'underpaid',
  expired: 'expired',
};

export function isFinalStatus(status: TransactionStatus): boolean {
  return status === 'success' || status === 'failed' || status === 'expired';
}

export function describeCheckout(transaction: PublicVerifiedTransaction): CheckoutView {
  const decimals = CURRENCY_DECIMALS[transaction.crypto];
  const expected = toBaseUnits(transaction.expectedAmountInCryptoPlusFee, decimals);
  const received = toBaseUnits(transaction.receivedAmountInCrypto, decimals);
  const due = expected > received ? expected - received : 0n;
  return {
    screen: SCREEN_BY_STATUS[transaction.status],
    status: transaction.status,
    final: isFinalStatus(transaction.status),
    crypto: transaction.crypto,
    expected: formatBaseUnits(expected, decimals),
    amountBeforeFee: formatCryptoAmount(transaction.expectedAmountInCrypto, transaction.crypto),
    fee: formatCryptoAmount(transaction.feeInCrypto, transaction.crypto),
    received: formatBaseUnits(received, decimals),
    due: formatBaseUnits(due, decimals),
    excess: formatBaseUnits(toBaseUnits(transaction.excessAmountReceivedInCrypto, decimals), decimals),
    failureReason: transaction.failureReason,
  };
}

/** Everything the payment screen shows: the view above plus where to pay, what to scan and until when. */
export interface PaymentView extends CheckoutView {
  reference: string;
  address: string;
  /** The Solana Pay URI for what is still due; null once nothing more can (or needs to) be paid. */
  paymentUri: string | null;
  expiresAt: string;
}

/**
 * The payment screen for a verified transaction. The QR code asks for what is still due: the service's own
 * `paymentUri` (it holds the reference key and label) or, without one, a URI built for the remainder.
 */
export function describePayment(
  transaction: PublicVerifiedTransaction,
  network: SolanaNetwork,
  label?: string,
): PaymentView {
  const view = describeCheckout(transaction);
  const open = !view.final && view.due !== '0';
  return {
    ...view,
    reference: transaction.reference,
    address: transaction.address,
    paymentUri: open ? paymentUriForCheckout(transaction, network, label) : null,
    expiresAt: transaction.expiresAt,
  };
}

/**
 * The payment screen straight from initiation, before the first verification answers: nothing has arrived
 * yet, so everything is still due.
 */
export function describeInitiatedPayment(transaction: InitiatedTransaction): PaymentView | undefined {
  if (!transaction.expiresAt || !transaction.paymentUri) return undefined;
  const decimals = CURRENCY_DECIMALS[transaction.crypto];
  const expected = formatBaseUnits(
    toBaseUnits(transaction.expectedAmountWithFeeInCrypto, decimals),
    decimals,
  );
  return {
    screen: 'awaiting_payment',
    status: 'pending',
    final: false,
    crypto: transaction.crypto,
    expected,
    amountBeforeFee: formatCryptoAmount(transaction.expectedAmountInCrypto, transaction.crypto),
    fee: formatCryptoAmount(transaction.feeInCrypto, transaction.crypto),
    received: '0',
    due: expected,
    excess: '0',
    failureReason: null,
    reference: transaction.reference,
    address: transaction.address,
    paymentUri: transaction.paymentUri,
    expiresAt: transaction.expiresAt,
  };
}

/**
 * A key that changes exactly when the customer should hear about a change: another screen, or (while partly
 * paid) another amount received.
 */
export function announcementKey(view: Pick<CheckoutView, 'screen' | 'received'>): string {
  return `${view.screen}:${view.received}`;
}
