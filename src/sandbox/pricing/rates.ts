import { CURRENCY_CODES, type CurrencyCode } from '../../api/currencies.js';
import { Rational } from './rational.js';

/** The USD value of one whole unit of each currency, as configured. */
export type UsdRates = Readonly<Record<CurrencyCode, Rational>>;

/**
 * Embedded defaults: plausible sandbox prices; override any of them with the RATES_USD setting. The CFA francs
 * are pegged to the euro at 655.957 francs, so their defaults are the euro's rate over that parity (and
 * RATES_USD should move them with the euro's).
 */
export const DEFAULT_USD_RATES: Readonly<Record<CurrencyCode, string>> = {
  USD: '1',
  USDT: '1',
  USDC: '1',
  SOL: '150',
  NGN: '1/1600',
  KES: '1/129',
  GHS: '1/15.5',
  ZAR: '1/18.2',
  EUR: '1.08',
  GBP: '1.27',
  XOF: '1.08/655.957',
  XAF: '1.08/655.957',
};

/**
 * Reads the RATES_USD setting: a JSON object such as {"SOL":"162.5","NGN":"1/1550"}; currencies it leaves out
 * keep their default. Throws an Error naming the bad entry.
 */
export function parseUsdRates(json: string | undefined): UsdRates {
  const overrides: Record<string, unknown> = json ? parseJsonObject(json) : {};
  const rates = {} as Record<CurrencyCode, Rational>;
  for (const key of Object.keys(overrides)) {
    if (!(CURRENCY_CODES as readonly string[]).includes(key)) {
      throw new Error(`RATES_USD: unknown currency "${key}" (known: ${CURRENCY_CODES.join(', ')})`);
    }
  }
  for (const code of CURRENCY_CODES) {
    const value = overrides[code] ?? DEFAULT_USD_RATES[code];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(
        `RATES_USD: the rate of ${code} must be a decimal or fraction string such as "150" or "1/1600"`,
      );
    }
    let rate: Rational;
    try {
      rate = Rational.parse(String(value));
    } catch {
      throw new Error(
        `RATES_USD: the rate of ${code} ("${value}") is not a decimal or fraction such as "1/1600"`,
      );
    }
    if (rate.numerator <= 0n) throw new Error(`RATES_USD: the rate of ${code} must be greater than 0`);
    if (code === 'USD' && rate.numerator !== rate.denominator) {
      throw new Error('RATES_USD: USD is the unit of every rate; its rate is always 1');
    }
    rates[code] = rate;
  }
  return rates;
}

function parseJsonObject(json: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('RATES_USD must be a JSON object such as {"SOL":"150","NGN":"1/1600"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('RATES_USD must be a JSON object such as {"SOL":"150","NGN":"1/1600"}');
  }
  return parsed as Record<string, unknown>;
}
