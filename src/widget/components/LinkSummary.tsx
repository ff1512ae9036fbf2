import type { PaymentLink } from '../../api/schemas/payment-link.js';
import { safeImageUrl } from '../../core/links.js';
import { useCheckoutEnvironment } from '../context.js';
import { formatFiat } from '../strings.js';
import { Heading } from './Heading.js';

/** Who is paid and for what: the business (logo and name), the link's name, description and fiat price. */
export function LinkSummary({ link }: { link: PaymentLink }) {
  const { strings, serviceUrl } = useCheckoutEnvironment();
  const logo = safeImageUrl(link.business.logoImagePath, serviceUrl);
  const testMode = link.environment === 'TEST';
  return (
    <header className="cc-summary">
      <div className="cc-business">
        {logo ? <img className="cc-logo" src={logo} alt="" width={40} height={40} /> : null}
        <span className="cc-business-name">{link.business.name}</span>
        {testMode ? <span className="cc-badge">{strings.testModeBadge}</span> : null}
      </div>
      <Heading depth={0} className="cc-link-name">
        {link.name}
      </Heading>
      {link.description ? <p className="cc-description">{link.description}</p> : null}
      <p className="cc-price">
        <span className="cc-price-label">{strings.amountToPay}</span>
        <span className="cc-price-amount" data-testid="fiat-amount">
          {formatFiat(link.amount, link.baseFiat, strings)}
        </span>
      </p>
    </header>
  );
}
