/**
 * `crypto-checkout/react`: the checkout as a React component, for merchants whose site is a React app.
 *
 *   import { Checkout } from 'crypto-checkout/react';
 *   <Checkout paymentLink="…" serviceUrl="https://checkout.example" onSuccess={(event) => …} />
 */
export { Checkout } from './widget/react/Checkout.js';
export type { CheckoutEventHandler, CheckoutProps } from './widget/react/Checkout.js';
export type { CheckoutEventDetail, CheckoutEventType } from './widget/public-events.js';
export type { CheckoutTheme } from './widget/context.js';
