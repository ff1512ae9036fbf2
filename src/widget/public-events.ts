import { ApiError } from '../api/errors.js';
import type { PublicVerifiedTransaction, TransactionStatus } from '../api/schemas/transaction.js';
import type { CheckoutEvent } from './events.js';

/**
 * What an embedded checkout tells the merchant's page (script tag, `CryptoCheckout` API, React `<Checkout>`):
 * the public face of the widget's own CheckoutEvent. Every event names the payment link, the transaction's
 * reference and its last known status (null before a transaction is started).
 */
export type CheckoutEventType = 'ready' | 'success' | 'failed' | 'expired' | 'close' | 'error';

export interface CheckoutEventDetail {
  type: CheckoutEventType;
  paymentLink: string;
  reference: string | null;
  status: TransactionStatus | null;
  /**
   * success, failed, expired: the transaction as verification returned it to the checkout, i.e. its public view
   * (status and amounts; nothing about the customer). Confirm the payment on your server with the secret key.
   */
  transaction?: PublicVerifiedTransaction;
  /** error: what went wrong. */
  error?: { code: string; message: string };
}

/** Error codes an `error` event carries. */
export type CheckoutErrorCode =
  | 'invalid_options'
  | 'load_failed'
  | 'payment_link_not_found'
  | 'payment_link_inactive'
  | 'request_failed'
  | (string & {});

export function errorInfo(
  error: unknown,
  fallbackCode: CheckoutErrorCode,
): { code: string; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: fallbackCode, message: error.message };
  return { code: fallbackCode, message: String(error) };
}

/**
 * Follows one checkout's widget events and turns them into public ones: remembers the reference and status so
 * that `close` and `error` can carry them too.
 */
export class PublicEventTracker {
  reference: string | null = null;
  status: TransactionStatus | null = null;

  constructor(readonly paymentLink: string) {}

  /** The public event for a widget event, if it has one. */
  translate(event: CheckoutEvent): CheckoutEventDetail | undefined {
    switch (event.type) {
      case 'ready':
        return this.detail('ready');
      case 'not_found':
        return this.detail('error', {
          error: { code: 'payment_link_not_found', message: `Payment link ${event.linkId} was not found` },
        });
      case 'inactive':
        return this.detail('error', {
          error: {
            code: 'payment_link_inactive',
            message: `Payment link ${event.link.id} is no longer active`,
          },
        });
      case 'started':
        this.reference = event.reference;
        this.status = 'pending';
        return undefined;
      case 'status':
        this.reference = event.reference;
        this.status = event.status;
        return undefined;
      case 'success':
      case 'failed':
      case 'expired':
        this.reference = event.transaction.reference;
        this.status = event.transaction.status;
        return this.detail(event.type, { transaction: event.transaction });
      case 'error':
        return this.detail('error', { error: errorInfo(event.error, 'request_failed') });
    }
  }

  detail(
    type: CheckoutEventType,
    extra: Pick<CheckoutEventDetail, 'transaction' | 'error'> = {},
  ): CheckoutEventDetail {
    return { type, paymentLink: this.paymentLink, reference: this.reference, status: this.status, ...extra };
  }
}
