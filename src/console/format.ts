import { CURRENCY_DECIMALS, isFiatCode, type CurrencyCode } from '../api/currencies.js';
import type { ConsoleLocale } from './context.js';

/**
 * Numbers, money and times as the merchant's language writes them (Intl). Fiat is written as currency
 * (`₦25,000.00`, `25 000,00 €`); crypto codes are not ISO 4217 currencies, so they are written as a number with
 * up to their base unit's decimals followed by the code (`0.125 SOL`).
 */

export function formatMoney(amount: number, currency: string, locale: ConsoleLocale): string {
  if (isFiatCode(currency)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  }
  const decimals = CURRENCY_DECIMALS[currency as CurrencyCode] ?? 9;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(amount);
  return `${number}\u00a0${currency}`;
}

export function formatNumber(value: number, locale: ConsoleLocale): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDateTime(iso: string, locale: ConsoleLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
