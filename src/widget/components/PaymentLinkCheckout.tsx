import { useEffect } from 'react';
import { InvalidRequestError, NotFoundError } from '../../api/errors.js';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import { useCheckoutEnvironment } from '../context.js';
import { usePaymentLink } from '../hooks/queries.js';
import { useCheckoutFlow } from '../hooks/useCheckoutFlow.js';
import { DetailsForm } from './DetailsForm.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { LinkSummary } from './LinkSummary.js';
import { LoadFailedCard, LoadingCard, MessageCard } from './MessageCards.js';
import { TransactionView } from './TransactionView.js';

/**
 * The whole checkout of a payment link: what is paid for beside the step the customer is at (details, then the
 * transaction until it ends). Renders its own root (`.cc-checkout`); put it inside a <CheckoutProvider>.
 */
export function PaymentLinkCheckout({ linkId }: { linkId: string }) {
  return (
    <CheckoutFrame>
      <LinkLoader linkId={linkId} />
    </CheckoutFrame>
  );
}

function LinkLoader({ linkId }: { linkId: string }) {
  const { strings, emit } = useCheckoutEnvironment();
  const link = usePaymentLink(linkId);
  // An id that is not even a UUID is refused by the client before sending: as unknown as any other.
  const notFound = link.error instanceof NotFoundError || link.error instanceof InvalidRequestError;

  const data = link.data;
  // Turned off by its merchant: said plainly, with nothing to fill in (initiation would answer 409 anyway).
  const inactive = data?.active === false;
  useEffect(() => {
    if (data) emit(inactive ? { type: 'inactive', link: data } : { type: 'ready', link: data });
  }, [data, inactive, emit]);
  useEffect(() => {
    if (notFound) emit({ type: 'not_found', linkId });
  }, [notFound, linkId, emit]);

  if (data && inactive) {
    return (
      <MessageCard screen="inactive" title={strings.inactiveTitle}>
        <p className="cc-lead">{strings.inactiveBody(data.business.name)}</p>
      </MessageCard>
    );
  }
  if (data) return <Checkout link={data} />;
  if (link.isPending) return <LoadingCard />;
  if (!notFound) return <LoadFailedCard onRetry={() => void link.refetch()} />;
  return (
    <MessageCard screen="not_found" title={strings.notFoundTitle}>
      <p className="cc-lead">{strings.notFoundBody}</p>
    </MessageCard>
  );
}

function Checkout({ link }: { link: PaymentLink }) {
  const flow = useCheckoutFlow(link.id);
  const { state } = flow;
  return (
    <div className="cc-card cc-layout">
      <LinkSummary link={link} />
      <div className="cc-main">
        {state.step === 'tracking' && state.reference ? (
          <TransactionView key={state.reference} reference={state.reference} link={link} flow={flow} />
        ) : (
          <DetailsForm link={link} flow={flow} />
        )}
      </div>
    </div>
  );
}
