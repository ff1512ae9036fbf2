import type { CryptoCode } from '../../api/currencies.js';

/** Query keys of the checkout's cache, all under one prefix so they never collide with a host app's. */
export const checkoutKeys = {
  paymentLink: (id: string) => ['crypto-checkout', 'payment-link', id] as const,
  checkoutSession: (reference: string) => ['crypto-checkout', 'checkout-session', reference] as const,
  conversion: (from: string, to: CryptoCode, amount: number) =>
    ['crypto-checkout', 'conversion', from, to, amount] as const,
  verification: (reference: string) => ['crypto-checkout', 'verification', reference] as const,
  initiated: (reference: string) => ['crypto-checkout', 'initiated', reference] as const,
};
