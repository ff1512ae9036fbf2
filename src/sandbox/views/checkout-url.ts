import type { StoredTransaction } from '../store/transactions.js';

/**
 * The hosted page where a customer pays one transaction: its payment link's page resuming it
 * (`/pay/<linkId>?reference=…`, which shows what the link sells), or, for a transaction a merchant's server
 * opened, the checkout page of that transaction alone (`/checkout/<reference>`).
 */
export function checkoutUrlFor(
  transaction: Pick<StoredTransaction, 'reference' | 'paymentLinkId'>,
  origin: string,
): string {
  const reference = encodeURIComponent(transaction.reference);
  return transaction.paymentLinkId
    ? `${origin}/pay/${encodeURIComponent(transaction.paymentLinkId)}?reference=${reference}`
    : `${origin}/checkout/${reference}`;
}
