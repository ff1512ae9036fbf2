import { useEffect, useId, useState } from 'react';
import type { CheckoutSubject } from '../checkout-subject.js';
import type { CheckoutView } from '../../core/checkout-status.js';
import { hostOf, safeRedirectUrl, secondsLeft, withPaymentOutcome } from '../../core/links.js';
import { useCheckoutEnvironment } from '../context.js';
import { AmountText, amountPhrases } from './Amount.js';
import { ResultIcon } from './Icon.js';
import { Heading } from './Heading.js';
import { Notice } from './Notice.js';

function Reference({ reference }: { reference: string }) {
  const { strings } = useCheckoutEnvironment();
  return (
    <p className="cc-reference">
      {strings.referenceLabel}: <code dir="ltr">{reference}</code>
    </p>
  );
}

/**
 * The merchant's redirect after a payment: shown with a visible countdown, a link to go at once, and a way to
 * stay (a page that moves by itself must let people stop it: WCAG 2.2.1).
 */
function Redirect({ url }: { url: string }) {
  const { strings, redirect, redirectDelayMs } = useCheckoutEnvironment();
  const [left, setLeft] = useState(redirectDelayMs);
  const [staying, setStaying] = useState(false);
  const host = hostOf(url);

  useEffect(() => {
    if (staying) return;
    const deadline = Date.now() + redirectDelayMs;
    const timer = setInterval(() => {
      const remaining = deadline - Date.now();
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        redirect(url);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [staying, redirect, redirectDelayMs, url]);

  if (staying) {
    return (
      <p className="cc-actions">
        <a className="cc-button cc-button-primary" href={url}>
          {strings.continueTo(host)}
        </a>
      </p>
    );
  }
  return (
    <div className="cc-redirect">
      <p data-testid="redirect-notice">{strings.redirectingIn(host, secondsLeft(left))}</p>
      <p className="cc-actions">
        <a className="cc-button cc-button-primary" href={url}>
          {strings.continueNow}
        </a>
        <button type="button" className="cc-button cc-button-secondary" onClick={() => setStaying(true)}>
          {strings.stayHere}
        </button>
      </p>
    </div>
  );
}

/** Paid (in full or more): thanks, any excess, the merchant's message, and their redirect if they set one. */
export function PaidScreen({
  view,
  link,
  reference,
}: {
  view: CheckoutView;
  link: CheckoutSubject;
  reference: string;
}) {
  const { strings, redirectMode } = useCheckoutEnvironment();
  const id = useId();
  const merchantRedirect = redirectMode === 'after-success' ? safeRedirectUrl(link.redirectLink) : undefined;
  const redirectUrl =
    merchantRedirect && withPaymentOutcome(merchantRedirect, { reference, status: 'success' });
  const business = link.business.name;
  return (
    <section
      className="cc-screen cc-result cc-result-paid"
      aria-labelledby={`${id}-title`}
      data-screen="paid"
    >
      <ResultIcon name="check" />
      <Heading depth={1} screenTitle id={`${id}-title`}>
        {strings.paidTitle}
      </Heading>
      <p className="cc-lead">
        <AmountText
          text={strings.paidBody(view.received, view.crypto, business)}
          amounts={amountPhrases(view.crypto, view.received)}
        />
      </p>
      {view.excess !== '0' ? (
        <Notice tone="info">
          <p data-testid="excess-note">
            <AmountText
              text={strings.excessNote(view.excess, view.crypto, business)}
              amounts={amountPhrases(view.crypto, view.excess)}
            />
          </p>
        </Notice>
      ) : null}
      {link.successMessage ? (
        <figure className="cc-merchant-message">
          <figcaption>{strings.merchantMessage}</figcaption>
          <blockquote data-testid="success-message" dir="auto">
            {link.successMessage}
          </blockquote>
        </figure>
      ) : null}
      <Reference reference={reference} />
      {redirectUrl ? <Redirect url={redirectUrl} /> : null}
    </section>
  );
}

interface RestartProps {
  onStartAgain: () => void;
  onChangeDetails: () => void;
  starting: boolean;
  startError: string | null;
}

/**
 * A checkout of a payment link can start over; the checkout of one transaction a merchant's server opened cannot
 * (its price is the merchant's to set again), so it shows no restart actions.
 */
type OptionalRestart = RestartProps | { [Name in keyof RestartProps]?: undefined };

function canRestart(restart: OptionalRestart): restart is RestartProps {
  return restart.onStartAgain !== undefined;
}

function RestartActions({
  primaryLabel,
  onStartAgain,
  onChangeDetails,
  starting,
  startError,
}: RestartProps & { primaryLabel: string }) {
  const { strings } = useCheckoutEnvironment();
  return (
    <>
      {startError ? (
        <Notice tone="error" alert>
          <p>{strings.startFailed(startError)}</p>
        </Notice>
      ) : null}
      <p className="cc-actions">
        <button
          type="button"
          className="cc-button cc-button-primary"
          aria-disabled={starting}
          onClick={() => {
            if (!starting) onStartAgain();
          }}
        >
          {starting ? (
            <>
              <span className="cc-spinner" aria-hidden="true" />
              {strings.starting}
            </>
          ) : (
            primaryLabel
          )}
        </button>
        <button type="button" className="cc-button cc-button-secondary" onClick={onChangeDetails}>
          {strings.changeDetails}
        </button>
      </p>
    </>
  );
}

/** The window closed with too little received: what arrived, the service's reason, and a way to start over. */
export function FailedScreen({
  view,
  link,
  reference,
  ...restart
}: { view: CheckoutView; link: CheckoutSubject; reference: string } & OptionalRestart) {
  const { strings } = useCheckoutEnvironment();
  const id = useId();
  return (
    <section
      className="cc-screen cc-result cc-result-failed"
      aria-labelledby={`${id}-title`}
      data-screen="underpaid"
    >
      <ResultIcon name="alert" />
      <Heading depth={1} screenTitle id={`${id}-title`}>
        {strings.failedTitle}
      </Heading>
      <p className="cc-lead">
        <AmountText
          text={strings.failedBody(view.received, view.expected, view.crypto)}
          amounts={amountPhrases(view.crypto, view.received, view.expected)}
        />
      </p>
      {view.failureReason ? (
        <p className="cc-failure-reason" data-testid="failure-reason">
          <span className="cc-field-label">{strings.failureDetails}: </span>
          {view.failureReason}
        </p>
      ) : null}
      <p>{strings.failedContact(link.business.name)}</p>
      <Reference reference={reference} />
      {canRestart(restart) ? <RestartActions primaryLabel={strings.startNewPayment} {...restart} /> : null}
    </section>
  );
}

/** The window closed with nothing received: start again (a new transaction) or change the details. */
export function ExpiredScreen({
  link,
  reference,
  ...restart
}: { link: CheckoutSubject; reference: string } & OptionalRestart) {
  const { strings } = useCheckoutEnvironment();
  const id = useId();
  return (
    <section
      className="cc-screen cc-result cc-result-expired"
      aria-labelledby={`${id}-title`}
      data-screen="expired"
    >
      <ResultIcon name="clock" />
      <Heading depth={1} screenTitle id={`${id}-title`}>
        {strings.expiredTitle}
      </Heading>
      <p className="cc-lead">{strings.expiredBody}</p>
      <p>{strings.expiredContact(link.business.name)}</p>
      <Reference reference={reference} />
      {canRestart(restart) ? <RestartActions primaryLabel={strings.startAgain} {...restart} /> : null}
    </section>
  );
}
