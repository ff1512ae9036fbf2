import { useCallback, useEffect, useId, useRef } from 'react';
import { NotFoundError } from '../../api/errors.js';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import { networkForCluster } from '../../api/solana-cluster.js';
import {
  announcementKey,
  describeInitiatedPayment,
  describePayment,
  type PaymentView,
} from '../../core/checkout-status.js';
import { canRestartAtOnce, detailsForRestart, initiationBody } from '../../core/checkout-flow.js';
import { clusterOfLink } from '../../core/cluster.js';
import { isTransientFailure } from '../../core/polling.js';
import { transactionFitsLink } from '../../core/resume.js';
import { useAnnounce, useCheckoutEnvironment } from '../context.js';
import { useInitiatedTransaction, useVerification } from '../hooks/queries.js';
import type { CheckoutFlow } from '../hooks/useCheckoutFlow.js';
import type { CheckoutStrings } from '../strings.js';
import { Heading } from './Heading.js';
import { Notice } from './Notice.js';
import { PaymentScreen } from './PaymentScreen.js';
import { ExpiredScreen, FailedScreen, PaidScreen } from './ResultScreens.js';

function announcementFor(view: PaymentView, strings: CheckoutStrings): string {
  switch (view.screen) {
    case 'awaiting_payment':
      return strings.announceWaiting(view.due, view.crypto);
    case 'partially_paid':
      return strings.announcePartial(view.received, view.due, view.crypto);
    case 'paid':
      return strings.announcePaid;
    case 'underpaid':
      return strings.announceFailed;
    case 'expired':
      return strings.announceExpired;
  }
}

/**
 * One transaction followed to its end by verification polling: the payment screen while it is open, then the
 * screen of its outcome. Status changes are announced once each; the outcome is reported to the page once.
 */
export function TransactionView({
  reference,
  link,
  flow,
}: {
  reference: string;
  link: PaymentLink;
  flow: CheckoutFlow;
}) {
  const { strings, emit, resumeStore } = useCheckoutEnvironment();
  const announce = useAnnounce();
  const id = useId();
  const verification = useVerification(reference);
  const initiated = useInitiatedTransaction(reference);
  const network = networkForCluster(clusterOfLink(link));
  const transaction = verification.data;
  const view: PaymentView | undefined = transaction
    ? describePayment(transaction, network, link.business.name)
    : initiated
      ? describeInitiatedPayment(initiated)
      : undefined;
  const { state, rejectResume, submit, changeDetails } = flow;

  // A reference that was remembered (or typed into the URL) must exist and be this link's.
  const resumed = state.resumed;
  const error = verification.error;
  useEffect(() => {
    if (!resumed) return;
    if (error instanceof NotFoundError || (error && !transaction && !isTransientFailure(error))) {
      rejectResume('resume_not_found');
    } else if (transaction && !transactionFitsLink(transaction, link)) {
      rejectResume('resume_other_link');
    }
  }, [resumed, error, transaction, link, rejectResume]);

  const lastAnnounced = useRef<string | null>(null);
  const key = view ? announcementKey(view) : null;
  useEffect(() => {
    if (!view || key === null || key === lastAnnounced.current) return;
    // The first screen is not announced after a reload: its heading says it. Every change afterwards is.
    if (lastAnnounced.current !== null || !resumed) announce(announcementFor(view, strings));
    lastAnnounced.current = key;
  }, [key, view, announce, strings, resumed]);

  const reportedStatus = useRef<string | null>(null);
  useEffect(() => {
    if (!transaction || (resumed && !transactionFitsLink(transaction, link))) return;
    const { status } = transaction;
    // Reported once per status, not on every poll.
    if (reportedStatus.current === `${reference}:${status}`) return;
    reportedStatus.current = `${reference}:${status}`;
    emit({ type: 'status', reference, status });
    if (status === 'success' || status === 'failed' || status === 'expired') {
      resumeStore.closed(link.id);
      emit({ type: status, transaction });
    }
  }, [reference, transaction, emit, resumeStore, link, resumed]);

  const { refetch } = verification;
  const onElapsed = useCallback(() => void refetch(), [refetch]);

  if (!view) {
    // A remembered reference that cannot be verified sends the flow back to the form (effect above).
    if (error && !isTransientFailure(error) && resumed) return null;
    if (error && !isTransientFailure(error)) {
      return (
        <section className="cc-screen" aria-labelledby={`${id}-title`}>
          <Heading depth={1} screenTitle id={`${id}-title`}>
            {strings.loadFailedTitle}
          </Heading>
          <Notice tone="error">
            <p>{error.message}</p>
          </Notice>
          <p className="cc-actions">
            <button type="button" className="cc-button cc-button-secondary" onClick={() => changeDetails()}>
              {strings.changeDetails}
            </button>
          </p>
        </section>
      );
    }
    return (
      <section className="cc-screen" aria-labelledby={`${id}-title`} aria-busy="true">
        <Heading depth={1} id={`${id}-title`}>
          {strings.loadingPayment}
        </Heading>
        <div className="cc-skeleton" aria-hidden="true" />
        {error ? (
          <Notice tone="info">
            <p>{strings.connectionTrouble}</p>
          </Notice>
        ) : null}
      </section>
    );
  }
  if (resumed && transaction && !transactionFitsLink(transaction, link)) return null;

  const restartDetails = transaction ? detailsForRestart(state.draft, transaction.crypto) : undefined;
  const restart = {
    onStartAgain: () => {
      if (!restartDetails) return;
      if (canRestartAtOnce(restartDetails)) submit(initiationBody(restartDetails), 'restart');
      else changeDetails(restartDetails);
    },
    onChangeDetails: () => changeDetails(restartDetails),
    starting: state.submission?.from === 'restart' && state.submission.status === 'sending',
    startError:
      state.submission?.from === 'restart' && state.submission.status === 'failed'
        ? (state.submission.error?.message ?? null)
        : null,
  };

  switch (view.screen) {
    case 'awaiting_payment':
    case 'partially_paid':
      return (
        <PaymentScreen
          view={view}
          link={link}
          onElapsed={onElapsed}
          connectionTrouble={verification.isError && isTransientFailure(verification.error)}
        />
      );
    case 'paid':
      return <PaidScreen view={view} link={link} reference={reference} />;
    case 'underpaid':
      return <FailedScreen view={view} link={link} reference={reference} {...restart} />;
    case 'expired':
      return <ExpiredScreen link={link} reference={reference} {...restart} />;
  }
}
