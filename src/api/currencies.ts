/**
 * The currencies the service knows, with the facts every layer needs about them: whether they are crypto or
 * fiat, and how many decimal places their smallest unit has (amounts are integers of that unit everywhere).
 */
export const CRYPTO_CODES = ['USDT', 'USDC', 'SOL'] as const;
export const FIAT_CODES = ['NGN', 'KES', 'GHS', 'USD', 'ZAR', 'EUR', 'GBP', 'XOF', 'XAF'] as const;
export const CURRENCY_CODES = [...CRYPTO_CODES, ...FIAT_CODES] as const;

export type CryptoCode = (typeof CRYPTO_CODES)[number];
export type FiatCode = (typeof FIAT_CODES)[number];
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/**
 * Decimal places of each currency's base unit: lamports for SOL, SPL 6-decimal tokens, and for fiat the minor
 * unit of ISO 4217: cents, pence, kobo… except the CFA francs (XOF, XAF), which have none: whole francs.
 */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = {
  SOL: 9,
  USDC: 6,
  USDT: 6,
  NGN: 2,
  KES: 2,
  GHS: 2,
  USD: 2,
  ZAR: 2,
  EUR: 2,
  GBP: 2,
  XOF: 0,
  XAF: 0,
};

export function isCryptoCode(code: string): code is CryptoCode {
  return (CRYPTO_CODES as readonly string[]).includes(code);
}

export function isFiatCode(code: string): code is FiatCode {
  return (FIAT_CODES as readonly string[]).includes(code);
}
