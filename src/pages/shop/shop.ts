import type { CheckoutEventDetail, CheckoutEventType } from '../../embed/types.js';
import { readShopConfig } from './config.js';
import { logCheckoutEvent } from './events-log.js';

/**
 * The shop's own script (an external file: the CSP allows no inline script). The checkout itself comes from the
 * script tags in the page; this only listens to its DOM events, as a merchant's page would, and offers one
 * purchase through the JavaScript API (`CryptoCheckout.open`).
 */
const config = readShopConfig(document);
const TYPES: readonly CheckoutEventType[] = ['ready', 'success', 'failed', 'expired', 'close', 'error'];

/** The product an event is about: the card it came from, else the payment link it names. */
function productOf(event: Event, detail: CheckoutEventDetail): string {
  const card = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-product]') : null;
  if (card?.dataset.product) return card.dataset.product;
  const entry = Object.entries(config.links).find(([, id]) => id === detail.paymentLink);
  return entry?.[0] ?? detail.paymentLink;
}

for (const type of TYPES) {
  document.addEventListener(`crypto-checkout:${type}`, (event) => {
    logCheckoutEvent(event.detail, productOf(event, event.detail));
  });
}

const quickBuy = document.getElementById('quick-buy');
quickBuy?.addEventListener('click', () => {
  const paymentLink = config.links[quickBuy.dataset.product ?? ''];
  if (!window.CryptoCheckout || !paymentLink) {
    console.error('checkout.js has not loaded yet');
    return;
  }
  window.CryptoCheckout.open({
    paymentLink,
    serviceUrl: config.serviceUrl,
    theme: 'light',
    metadata: { product: quickBuy.dataset.product, channel: 'open' },
  });
});
// The JavaScript API is there once checkout.js has run: warm the checkout up on intent, as the buttons do.
for (const type of ['pointerenter', 'focus']) {
  quickBuy?.addEventListener(type, () => void window.CryptoCheckout?.preload().catch(() => undefined));
}
