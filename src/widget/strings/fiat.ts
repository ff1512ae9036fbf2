import type { CheckoutStrings } from './types.js';

/** A fiat price in the customer's language ("NGN 25,000.00", "25 000,00 NGN"). */
export function formatFiat(amount: number, currency: string, strings: CheckoutStrings): string {
  try {
    return new Intl.NumberFormat(strings.locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
