import { CURRENCY_DECIMALS, type CurrencyCode } from '../../api/currencies.js';
import type { ConsoleLocale } from '../context.js';

/**
 * How the console writes money and time: through `Intl`, in the console's language. Crypto codes are not ISO 4217
 * (USDC has four letters), so `style: 'currency'` would throw on them; the number is formatted and the code
 * follows it, for every currency alike.
 */

const INTL_LOCALES: Record<ConsoleLocale, string> = { en: 'en-GB', fr: 'fr-FR' };

export function intlLocale(locale: ConsoleLocale): string {
  return INTL_LOCALES[locale];
}

/** "1,234.5 USDC" / "1 234,5 USDC": never more digits than the currency's base unit. */
export function formatMoney(amount: number, currency: CurrencyCode, locale: ConsoleLocale): string {
  const number = new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits: CURRENCY_DECIMALS[currency],
  }).format(amount);
  return `${number} ${currency}`;
}

/** A plain number in the console's language (a rate, a count). */
export function formatNumber(value: number, locale: ConsoleLocale, maximumFractionDigits = 6): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

/** An instant, as date and time in the reader's time zone. */
export function formatDateTime(timestamp: string, locale: ConsoleLocale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(timestamp),
  );
}

/** A day of the movements series (`YYYY-MM-DD`, a UTC day), written short: "22 Nov" / "22 nov.". */
export function formatDay(day: string, locale: ConsoleLocale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
