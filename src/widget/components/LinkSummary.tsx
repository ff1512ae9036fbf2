import type { PaymentLink } from '../../api/schemas/payment-link.js';
import { clusterOfLink } from '../../core/cluster.js';
import { safeImageUrl } from '../../core/links.js';
import { useCheckoutEnvironment } from '../context.js';
import { formatFiat } from '../strings/index.js';
import { Heading } from './Heading.js';

/** What a summary shows: a payment link, or what a transaction's checkout says of itself (ReferenceCheckout). */
export type SummarySubject = Pick<
  PaymentLink,
  'business' | 'name' | 'description' | 'amount' | 'baseFiat' | 'network' | 'environment'
>;

/** Who is paid and for what: the business (logo and name), the link's name, description and fiat price. */
export function LinkSummary({ link }: { link: SummarySubject }) {
  const { strings, serviceUrl } = useCheckoutEnvironment();
  const logo = safeImageUrl(link.business.logoImagePath, serviceUrl);
  // The badge says which money this is: the sandbox's, devnet's (valueless, on a public network), or, with no
  // badge, real money on mainnet-beta.
  const cluster = clusterOfLink(link);
  const badge =
    cluster === 'localnet' ? strings.testModeBadge : cluster === 'devnet' ? strings.devnetBadge : null;
  return (
    <header className="cc-summary">
      <div className="cc-business">
        {logo ? <img className="cc-logo" src={logo} alt="" width={40} height={40} /> : null}
        {/* The merchant's own words, in whatever language and direction they wrote them (dir="auto", <bdi>). */}
        <span className="cc-business-name" dir="auto">
          {link.business.name}
        </span>
        {badge ? (
          <span className="cc-badge" data-testid="cluster-badge">
            {badge}
          </span>
        ) : null}
      </div>
      <Heading depth={0} className="cc-link-name">
        <bdi>{link.name}</bdi>
      </Heading>
      {link.description ? (
        <p className="cc-description" dir="auto">
          {link.description}
        </p>
      ) : null}
      <p className="cc-price">
        <span className="cc-price-label">{strings.amountToPay}</span>
        <span className="cc-price-amount" data-testid="fiat-amount">
          {formatFiat(link.amount, link.baseFiat, strings)}
        </span>
      </p>
    </header>
  );
}
