import type { CryptoCode } from '../api/currencies.js';
import { ApiError, ConnectionError, ConflictError, ServerError } from '../api/errors.js';
import type { InitiatePaymentLinkTransactionRequest } from '../api/schemas/transaction.js';

/**
 * The customer's way through a payment-link checkout, as one reducer: fill in the details, start a transaction
 * (once, however often the button is pressed), then follow it by reference. What the transaction itself is doing
 * (waiting, partly paid, paid, …) is not kept here: it comes from verification (see checkout-status.ts).
 */

/** What the customer typed into the details form. */
export interface CheckoutDetails {
  email: string;
  firstName: string;
  lastName: string;
  cryptocurrency: CryptoCode;
}

/** Why the checkout came back to the details form instead of resuming a transaction. */
export type CheckoutNotice = 'resume_not_found' | 'resume_other_link';

export interface SubmissionError {
  /** The service's message (or the connection failure), for people. */
  message: string;
  /** Field errors the service (or the client's own validation) reported, by field name. */
  fields: Readonly<Record<string, string>>;
  /** A connection failure or a 5xx: nothing was decided, so the same request may simply be sent again. */
  transient: boolean;
}

/**
 * One attempt to start a transaction. `key` is its Idempotency-Key: sending the same body again with the same key
 * can never start a second transaction, so a retry after a lost answer reuses it.
 */
export interface Submission {
  key: string;
  body: InitiatePaymentLinkTransactionRequest;
  status: 'sending' | 'failed';
  error: SubmissionError | null;
  /** Where the submission was made: the details form, or the "start again" button of a closed transaction. */
  from: 'details' | 'restart';
}

export interface CheckoutFlowState {
  step: 'details' | 'tracking';
  /** The transaction being followed (step 'tracking'). */
  reference: string | null;
  /** True when the transaction was picked up again (after a reload) rather than started on this page. */
  resumed: boolean;
  /** Values to put into the details form (the last ones used), if any. */
  draft: CheckoutDetails | null;
  submission: Submission | null;
  notice: CheckoutNotice | null;
}

export type CheckoutFlowEvent =
  | {
      type: 'submit';
      body: InitiatePaymentLinkTransactionRequest;
      /** A new key to use if this is not a retry of the same request. */
      freshKey: string;
      from?: Submission['from'];
    }
  | { type: 'submit_succeeded'; key: string; reference: string }
  | { type: 'submit_failed'; key: string; error: SubmissionError }
  | { type: 'resume'; reference: string }
  | { type: 'resume_rejected'; notice: CheckoutNotice }
  | { type: 'change_details'; draft?: CheckoutDetails | null };

export const initialCheckoutFlowState: CheckoutFlowState = {
  step: 'details',
  reference: null,
  resumed: false,
  draft: null,
  submission: null,
  notice: null,
};

/** The state to open the checkout in: following `reference` when one is known (a reload), else the form. */
export function startCheckoutFlow(reference: string | undefined): CheckoutFlowState {
  return reference
    ? { ...initialCheckoutFlowState, step: 'tracking', reference, resumed: true }
    : initialCheckoutFlowState;
}

export function checkoutFlowReducer(state: CheckoutFlowState, event: CheckoutFlowEvent): CheckoutFlowState {
  switch (event.type) {
    case 'submit': {
      // A second press while the first is on its way (a double click) changes nothing.
      if (state.submission?.status === 'sending') return state;
      const previous = state.submission;
      const retry =
        previous !== null && previous.error?.transient === true && sameBody(previous.body, event.body);
      return {
        ...state,
        notice: null,
        submission: {
          key: retry ? previous.key : event.freshKey,
          body: event.body,
          status: 'sending',
          error: null,
          from: event.from ?? 'details',
        },
      };
    }
    case 'submit_succeeded': {
      if (state.submission?.key !== event.key) return state;
      return {
        step: 'tracking',
        reference: event.reference,
        resumed: false,
        draft: detailsFromBody(state.submission.body),
        submission: null,
        notice: null,
      };
    }
    case 'submit_failed': {
      if (state.submission?.key !== event.key) return state;
      return { ...state, submission: { ...state.submission, status: 'failed', error: event.error } };
    }
    case 'resume':
      return { ...state, step: 'tracking', reference: event.reference, resumed: true, submission: null };
    case 'resume_rejected':
      return { ...state, step: 'details', reference: null, resumed: false, notice: event.notice };
    case 'change_details':
      return {
        ...state,
        step: 'details',
        reference: null,
        resumed: false,
        submission: null,
        notice: null,
        draft: event.draft === undefined ? state.draft : event.draft,
      };
  }
}

/** Whether a submission is on its way (the button that made it should be disabled and say so). */
export function isSubmitting(state: CheckoutFlowState): boolean {
  return state.submission?.status === 'sending';
}

/**
 * The body of `POST /v1/payment-links/:id/transactions` for what the customer typed: trimmed, with empty
 * optional names left out (the service refuses blank ones).
 */
export function initiationBody(details: CheckoutDetails): InitiatePaymentLinkTransactionRequest {
  const firstName = details.firstName.trim();
  const lastName = details.lastName.trim();
  return {
    email: details.email.trim(),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    cryptocurrency: details.cryptocurrency,
  };
}

/**
 * The details for "start again" (or "change details") after a transaction closed: the customer this page sent
 * (its draft) with the closed transaction's currency. Verification tells the checkout nothing about the customer,
 * so after a reload, when this page never saw them, the e-mail and names are blank and the form asks again.
 */
export function detailsForRestart(
  draft: CheckoutDetails | null,
  cryptocurrency: CryptoCode,
): CheckoutDetails {
  return { email: '', firstName: '', lastName: '', ...draft, cryptocurrency };
}

/** Whether "start again" can start the next transaction at once, or needs the form for a forgotten e-mail. */
export function canRestartAtOnce(details: CheckoutDetails): boolean {
  return details.email.trim() !== '';
}

function detailsFromBody(body: InitiatePaymentLinkTransactionRequest): CheckoutDetails {
  return {
    email: body.email,
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    cryptocurrency: body.cryptocurrency,
  };
}

function sameBody(
  a: InitiatePaymentLinkTransactionRequest,
  b: InitiatePaymentLinkTransactionRequest,
): boolean {
  return (
    a.email === b.email &&
    a.firstName === b.firstName &&
    a.lastName === b.lastName &&
    a.cryptocurrency === b.cryptocurrency
  );
}

/**
 * What a failed initiation tells the customer. Only a connection failure, a 5xx, or a 409 "still being
 * processed" leaves the outcome open, so only those are retried with the same Idempotency-Key; any other
 * answer is final for that body (the service would replay it), and a corrected form gets a new key anyway.
 */
export function submissionErrorFrom(error: unknown): SubmissionError {
  if (!(error instanceof ApiError)) {
    return { message: error instanceof Error ? error.message : String(error), fields: {}, transient: true };
  }
  const fields: Record<string, string> = {};
  for (const fieldError of error.errors) {
    const field = fieldError.field.split('.')[0] ?? fieldError.field;
    if (field && !(field in fields)) fields[field] = fieldError.message;
  }
  const transient =
    error instanceof ConnectionError ||
    error instanceof ServerError ||
    (error instanceof ConflictError && /still being processed|just released/i.test(error.message));
  return { message: error.message, fields, transient };
}
