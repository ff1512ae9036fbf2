import { useId, type ReactNode } from 'react';
import { useCheckoutEnvironment } from '../context.js';
import { Heading } from './Heading.js';
import { ResultIcon } from './Icon.js';
import { Notice } from './Notice.js';

/**
 * The cards a checkout shows before it has anything to sell: loading, a message in place of the checkout (not
 * found, no longer active), or a failed load with a way to try again. Shared by the payment link's checkout and
 * the checkout of one transaction.
 */

export function LoadingCard() {
  const { strings } = useCheckoutEnvironment();
  return (
    <div className="cc-card cc-message-card" aria-busy="true">
      <p className="cc-loading">
        <span className="cc-spinner" aria-hidden="true" />
        {strings.loading}
      </p>
    </div>
  );
}

/** A screen of its own that says why there is no checkout here (`screen` names it for tests and styles). */
export function MessageCard({
  screen,
  title,
  children,
}: {
  screen: string;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="cc-card cc-message-card">
      <section className="cc-screen" aria-labelledby={`${id}-title`} data-screen={screen}>
        <ResultIcon name="question" />
        <Heading depth={0} screenTitle id={`${id}-title`}>
          {title}
        </Heading>
        {children}
      </section>
    </div>
  );
}

/** The checkout's first request failed for a reason that may pass: say so, and offer to try again. */
export function LoadFailedCard({ onRetry }: { onRetry: () => void }) {
  const { strings } = useCheckoutEnvironment();
  return (
    <MessageCard screen="load_failed" title={strings.loadFailedTitle}>
      <Notice tone="error">
        <p>{strings.loadFailedBody}</p>
      </Notice>
      <p className="cc-actions">
        <button type="button" className="cc-button cc-button-primary" onClick={onRetry}>
          {strings.tryAgain}
        </button>
      </p>
    </MessageCard>
  );
}
