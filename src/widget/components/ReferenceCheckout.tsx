import { useEffect, useMemo } from 'react';
import { InvalidRequestError, NotFoundError } from '../../api/errors.js';
import type { CheckoutSession } from '../../api/schemas/transaction.js';
import { useCheckoutEnvironment } from '../context.js';
import type { CheckoutSubject } from '../checkout-subject.js';
import { useCheckoutSession } from '../hooks/queries.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { LinkSummary, type SummarySubject } from './LinkSummary.js';
import { LoadFailedCard, LoadingCard, MessageCard } from './MessageCards.js';
import { TransactionView } from './TransactionView.js';

/**
 * The checkout of one transaction a merchant's server opened (`checkoutUrl`, `CryptoCheckout.open({ reference })`):
 * whom the customer pays and how much beside the payment screen, followed to its end like any other. There is no
 * details form and no starting over: the price and the metadata are the merchant's, given when it opened it.
 * Renders its own root (`.cc-checkout`); put it inside a <CheckoutProvider>.
 */
export function ReferenceCheckout({ reference }: { reference: string }) {
  return (
    <CheckoutFrame>
      <SessionLoader reference={reference} />
    </CheckoutFrame>
  );
}

function SessionLoader({ reference }: { reference: string }) {
  const { strings, emit } = useCheckoutEnvironment();
  const session = useCheckoutSession(reference);
  const notFound = session.error instanceof NotFoundError || session.error instanceof InvalidRequestError;
  useEffect(() => {
    if (notFound) emit({ type: 'error', error: session.error });
  }, [notFound, session.error, emit]);

  if (session.data) return <SessionCheckout session={session.data} />;
  if (session.isPending) return <LoadingCard />;
  if (!notFound) return <LoadFailedCard onRetry={() => void session.refetch()} />;
  return (
    <MessageCard screen="not_found" title={strings.paymentNotFoundTitle}>
      <p className="cc-lead">{strings.paymentNotFoundBody}</p>
    </MessageCard>
  );
}

function SessionCheckout({ session }: { session: CheckoutSession }) {
  const { strings } = useCheckoutEnvironment();
  const subject = useMemo(() => {
    const environment = session.network === 'mainnet-beta' ? 'LIVE' : 'TEST';
    const summary: SummarySubject = {
      business: session.business,
      name: strings.checkoutTitle(session.business.name),
      description: '',
      amount: session.amount,
      baseFiat: session.baseFiat,
      network: session.network,
      environment,
    };
    const screens: CheckoutSubject = {
      business: session.business,
      successMessage: null,
      redirectLink: session.redirectUrl,
      network: session.network,
      environment,
    };
    return { summary, screens };
  }, [session, strings]);
  return (
    <div className="cc-card cc-layout">
      <LinkSummary link={subject.summary} />
      <div className="cc-main">
        <TransactionView reference={session.reference} subject={subject.screens} />
      </div>
    </div>
  );
}
