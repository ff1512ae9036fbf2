import type { CheckoutEventDetail } from '../../embed/types.js';

/**
 * The shop's "Order activity" list: what a merchant's page would do with the checkout's events (here, show
 * them). Each entry carries the event, the product and the reference as data attributes.
 */
export function logCheckoutEvent(detail: CheckoutEventDetail, product: string): void {
  const list = document.getElementById('shop-events');
  if (!list) return;
  document.querySelector('.orders-empty')?.remove();
  const item = document.createElement('li');
  item.dataset.event = detail.type;
  item.dataset.product = product;
  if (detail.reference) item.dataset.reference = detail.reference;
  const what: Record<CheckoutEventDetail['type'], string> = {
    ready: 'checkout ready',
    success: 'paid, order confirmed',
    failed: 'payment failed',
    expired: 'payment window expired',
    close: 'checkout closed',
    error: `error: ${detail.error?.message ?? 'unknown'}`,
  };
  const label = document.createElement('strong');
  label.textContent = product;
  item.append(label, ` · ${what[detail.type]}`);
  if (detail.reference) {
    const reference = document.createElement('code');
    reference.textContent = detail.reference;
    item.append(' · ', reference);
  }
  if (detail.status) item.append(` (${detail.status})`);
  list.prepend(item);
}
