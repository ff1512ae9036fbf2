import { useCallback, useEffect, useId, useRef } from 'react';
import { NotFoundError } from '../../api/errors.js';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import type { PublicVerifiedTransaction } from '../../api/schemas/transaction.js';
import type { CheckoutSubject } from '../checkout-subject.js';
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
import type { CheckoutStrings } from '../strings/index.js';
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
 * Which checkout the transaction belongs to: a payment link's, whose flow can start over and resumes references
 * it remembered (checked against the link); or the checkout of one transaction a merchant's server opened
 * (ReferenceCheckout), which has neither.
 */
type TransactionViewProps =
  | { reference: string; link: PaymentLink; flow: CheckoutFlow; subject?: undefined }
  | { reference: string; subject: CheckoutSubject; link?: undefined; flow?: undefined };

/**
 * One transaction followed to its end by verification polling: the payment screen while it is open, then the
 * screen of its outcome. Status changes are announced once each; the outcome is reported to the page once.
 */
export function TransactionView({ reference, link, flow, subject }: TransactionViewProps) {
  const shown: CheckoutSubject = link ?? subject;
  const { strings, emit, resumeStore } = useCheckoutEnvironment();
  const announce = useAnnounce();
  const id = useId();
  const verification = useVerification(reference);
  const initiated = useInitiatedTransaction(reference);
  const network = networkForCluster(clusterOfLink(shown));
  const transaction = verification.data;
  const view: PaymentView | undefined = transaction
    ? describePayment(transaction, network, shown.business.name)
    : initiated
      ? describeInitiatedPayment(initiated)
      : undefined;
  const state = flow?.state;
  const rejectResume = flow?.rejectResume;

  // A reference that was remembered (or typed into the URL) must exist and be this link's.
  const resumed = state?.resumed ?? false;
  const error = verification.error;
  useEffect(() => {
    if (!resumed || !link || !rejectResume) return;
    if (error instanceof NotFoundError || (error && !transaction && !isTransientFailure(error))) {
      rejectResume('resume_not_found');
    } else if (transaction && !transactionFitsLink(transaction, link)) {
      rejectResume('resume_other_link');
    }
  }, [resumed, error, transaction, link, rejectResume]);
  // A remembered reference that turned out to be another link's is not this checkout's to show or report.
  const foreign = Boolean(resumed && link && transaction && !transactionFitsLink(transaction, link));

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
    if (!transaction || foreign) return;
    const { status } = transaction;
    // Reported once per status, not on every poll.
    if (reportedStatus.current === `${reference}:${status}`) return;
    reportedStatus.current = `${reference}:${status}`;
    emit({ type: 'status', reference, status });
    if (status === 'success' || status === 'failed' || status === 'expired') {
      if (link) resumeStore.closed(link.id);
      emit({ type: status, transaction });
    }
  }, [reference, transaction, emit, resumeStore, link, foreign]);

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
          {flow ? (
            <p className="cc-actions">
              <button
                type="button"
                className="cc-button cc-button-secondary"
                onClick={() => flow.changeDetails()}
              >
                {strings.changeDetails}
              </button>
            </p>
          ) : null}
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
  if (foreign) return null;

  const restart = flow ? restartActions(flow, transaction) : {};

  switch (view.screen) {
    case 'awaiting_payment':
    case 'partially_paid':
      return (
        <PaymentScreen
          view={view}
          link={shown}
          reopenUrl={link ? resumeStore.reopenUrl(link.id, reference) : undefined}
          onElapsed={onElapsed}
          connectionTrouble={verification.isError && isTransientFailure(verification.error)}
          // Back to the form with this page's details and the open transaction forgotten (it stays open on the
          // service until it expires; anything still sent to its address is credited to it). A transaction a
          // merchant's server opened has its currency fixed by that server: no choice to go back to.
          onChooseAnotherCurrency={
            flow ? () => flow.changeDetails(detailsForRestart(flow.state.draft, view.crypto)) : undefined
          }
        />
      );
    case 'paid':
      return <PaidScreen view={view} link={shown} reference={reference} />;
    case 'underpaid':
      return <FailedScreen view={view} link={shown} reference={reference} {...restart} />;
    case 'expired':
      return <ExpiredScreen link={shown} reference={reference} {...restart} />;
  }
}

/** Start again (a new transaction for the same customer and currency), or back to the form. */
function restartActions(flow: CheckoutFlow, transaction: PublicVerifiedTransaction | undefined) {
  const { state, submit, changeDetails } = flow;
  const restartDetails = transaction ? detailsForRestart(state.draft, transaction.crypto) : undefined;
  return {
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
}
