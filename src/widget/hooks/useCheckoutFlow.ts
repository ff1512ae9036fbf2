import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { generateIdempotencyKey } from '../../api/idempotency-key.js';
import type { InitiatePaymentLinkTransactionRequest } from '../../api/schemas/transaction.js';
import {
  checkoutFlowReducer,
  startCheckoutFlow,
  submissionErrorFrom,
  type CheckoutDetails,
  type CheckoutFlowEvent,
  type CheckoutFlowState,
  type CheckoutNotice,
  type Submission,
} from '../../core/checkout-flow.js';
import { useCheckoutEnvironment } from '../context.js';
import { checkoutKeys } from './queries.js';

/**
 * The core reducer in a tiny synchronous store: a press reads the state it changes in the same tick, so a double
 * click sees the first submission already on its way and does nothing (React state would only show it after a
 * re-render).
 */
class FlowStore {
  #state: CheckoutFlowState;
  readonly #listeners = new Set<() => void>();

  constructor(initial: CheckoutFlowState) {
    this.#state = initial;
  }

  readonly getState = (): CheckoutFlowState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  dispatch(event: CheckoutFlowEvent): CheckoutFlowState {
    const next = checkoutFlowReducer(this.#state, event);
    if (next !== this.#state) {
      this.#state = next;
      for (const listener of this.#listeners) listener();
    }
    return next;
  }
}

export interface CheckoutFlow {
  state: CheckoutFlowState;
  /** Starts a transaction with these details (once: ignored while one is being started). */
  submit(body: InitiatePaymentLinkTransactionRequest, from?: Submission['from']): void;
  /** Back to the details form (prefilled with `draft` when given); forgets the transaction in progress. */
  changeDetails(draft?: CheckoutDetails | null): void;
  /** A remembered reference could not be resumed: back to the form, saying why. */
  rejectResume(notice: CheckoutNotice): void;
}

/** The checkout of one payment link: the flow state, remembered across reloads by the resume store. */
export function useCheckoutFlow(linkId: string): CheckoutFlow {
  const { client, resumeStore, emit, initiationExtras } = useCheckoutEnvironment();
  const queryClient = useQueryClient();
  const [store] = useState(() => new FlowStore(startCheckoutFlow(resumeStore.load(linkId))));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    // A reference resumed from one place (session storage) is written back to all (the hosted page's URL).
    const { resumed, reference } = store.getState();
    if (resumed && reference) resumeStore.save(linkId, reference);
  }, [linkId, resumeStore, store]);

  const submit = useCallback(
    (body: InitiatePaymentLinkTransactionRequest, from: Submission['from'] = 'details') => {
      const before = store.getState();
      const after = store.dispatch({ type: 'submit', body, freshKey: generateIdempotencyKey(), from });
      const submission = after.submission;
      if (after === before || submission?.status !== 'sending') return;
      const { key } = submission;
      // The merchant's metadata rides along with the customer's details (the flow itself knows only those).
      const request = { ...submission.body, ...initiationExtras };
      client.paymentLinks.initiateTransaction(linkId, request, { idempotencyKey: key }).then(
        (transaction) => {
          queryClient.setQueryData(checkoutKeys.initiated(transaction.reference), transaction);
          resumeStore.save(linkId, transaction.reference);
          store.dispatch({ type: 'submit_succeeded', key, reference: transaction.reference });
          emit({ type: 'started', reference: transaction.reference });
        },
        (error: unknown) => {
          store.dispatch({ type: 'submit_failed', key, error: submissionErrorFrom(error) });
          emit({ type: 'error', error });
        },
      );
    },
    [client, emit, initiationExtras, linkId, queryClient, resumeStore, store],
  );

  const changeDetails = useCallback(
    (draft?: CheckoutDetails | null) => {
      resumeStore.clear(linkId);
      store.dispatch({ type: 'change_details', draft });
    },
    [linkId, resumeStore, store],
  );

  const rejectResume = useCallback(
    (notice: CheckoutNotice) => {
      resumeStore.clear(linkId);
      store.dispatch({ type: 'resume_rejected', notice });
    },
    [linkId, resumeStore, store],
  );

  return { state, submit, changeDetails, rejectResume };
}
