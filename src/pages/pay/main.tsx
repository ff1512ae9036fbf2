import { mountCheckout, resolveStrings, type CheckoutEvent } from '../../widget/index.js';
import { readPayPageOptions, urlResumeStore } from './page-options.js';
import './pay.css';

/**
 * The hosted payment page: `/pay/<linkId>` (a payment link's checkout) or `/checkout/<reference>` (the checkout
 * of one transaction a merchant's server opened: its `checkoutUrl`), the checkout widget on a page of its own,
 * served by the service (pages and API on one origin). `?lang=fr` picks the language, `?theme=light|dark` the
 * colours.
 */
const container = document.getElementById('root');
if (!container) throw new Error('pay/index.html has no #root element');

const options = readPayPageOptions(window.location);
const strings = resolveStrings(options.locale);
document.documentElement.lang = strings.locale;
if (options.theme !== 'auto') document.documentElement.dataset.theme = options.theme;

function onEvent(event: CheckoutEvent): void {
  if (event.type === 'ready') document.title = `${event.link.name} · ${event.link.business.name}`;
  if (event.type === 'not_found') document.title = strings.notFoundTitle;
  if (event.type === 'inactive') document.title = `${strings.inactiveTitle} · ${event.link.business.name}`;
}

mountCheckout(container, {
  ...(options.reference === undefined
    ? { paymentLinkId: options.linkId ?? '' }
    : { reference: options.reference }),
  serviceUrl: window.location.origin,
  locale: options.locale,
  theme: options.theme,
  headingLevel: 1,
  // The hosted page is the merchant's page of its own: it goes on to the link's redirect once paid.
  redirectMode: 'after-success',
  signedMetadata: options.signedMetadata,
  resumeStore: urlResumeStore(window.history, window.location),
  onEvent,
});
