import type { PaymentLink } from '../api/schemas/payment-link.js';

/**
 * Whom the customer pays, as the payment and result screens show it: a payment link, or the checkout of one
 * transaction a merchant's server opened (its business, and where it sends the customer once paid).
 */
export type CheckoutSubject = Pick<
  PaymentLink,
  'business' | 'successMessage' | 'redirectLink' | 'network' | 'environment'
>;
