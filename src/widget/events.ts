import type { PaymentLink } from '../api/schemas/payment-link.js';
import type { PublicVerifiedTransaction, TransactionStatus } from '../api/schemas/transaction.js';

/**
 * What the checkout tells the page around it: the hosted page sets its title from `ready`; the embed loader will
 * turn `success`, `failed` and `expired` into its public events.
 */
export type CheckoutEvent =
  | { type: 'ready'; link: PaymentLink }
  | { type: 'not_found'; linkId: string }
  | { type: 'inactive'; link: PaymentLink }
  | { type: 'started'; reference: string }
  | { type: 'status'; reference: string; status: TransactionStatus }
  | { type: 'success' | 'failed' | 'expired'; transaction: PublicVerifiedTransaction }
  | { type: 'error'; error: unknown };
