/**
 * What the merchant pastes to put a payment link's checkout on their site, in the README's own forms ("Put the
 * checkout on your page"), filled in with the link and this service's address.
 */

export function hostedPageUrl(origin: string, linkId: string): string {
  return `${origin}/pay/${encodeURIComponent(linkId)}`;
}

export function scriptTagSnippet(origin: string, linkId: string): string {
  return `<script src="${origin}/checkout.js" data-payment-link="${linkId}" async></script>`;
}

export function reactSnippet(origin: string, linkId: string): string {
  return [
    "import { Checkout } from 'crypto-checkout/react';",
    '',
    '<Checkout',
    `  paymentLink="${linkId}"`,
    `  serviceUrl="${origin}"`,
    '  onSuccess={(event) => confirmOrder(event.reference)}',
    '/>;',
  ].join('\n');
}
