import { CURRENCY_DECIMALS, type CurrencyCode } from './currencies.js';

/**
 * Conversions between decimal amounts (as people and JSON write them) and integer base units (as the service
 * stores and computes them). Nothing here goes through floating-point arithmetic: a JSON number is read through
 * its shortest decimal string, which is exactly the digits its writer meant.
 */

export class AmountFormatError extends Error {
  readonly code = 'amount_format';
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Writes a finite non-negative number as a plain decimal string, expanding exponent notation (1e-7 → 0.0000001). */
export function numberToDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new AmountFormatError('must be a finite number');
  if (value < 0) throw new AmountFormatError('must not be negative');
  const text = String(value);
  const exponentMatch = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponentMatch) return text;
  const [, whole = '', fraction = '', exponentText = '0'] = exponentMatch;
  const digits = whole + fraction;
  const pointPosition = whole.length + Number(exponentText);
  if (pointPosition <= 0) return `0.${'0'.repeat(-pointPosition)}${digits}`;
  if (pointPosition >= digits.length) return digits + '0'.repeat(pointPosition - digits.length);
  return `${digits.slice(0, pointPosition)}.${digits.slice(pointPosition)}`;
}

/** Counts the decimal places a number is written with (0.10 and 0.1 both have one). */
export function decimalPlaces(value: number | string): number {
  const text = typeof value === 'number' ? numberToDecimalString(value) : value;
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) throw new AmountFormatError('is not a plain decimal number');
  return (match[2] ?? '').replace(/0+$/, '').length;
}

/**
 * Reads a decimal amount into base units with the given number of decimals, refusing (not rounding) any amount
 * written with more precision than the unit can hold.
 */
export function toBaseUnits(value: number | string, decimals: number): bigint {
  const text = typeof value === 'number' ? numberToDecimalString(value) : value.trim();
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) throw new AmountFormatError('is not a plain decimal number');
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new AmountFormatError(`has more than ${decimals} decimal places`);
  }
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Writes base units as a plain decimal string without trailing zeros (1500000 at 6 decimals → "1.5"). */
export function formatBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The JSON number for base units: the number whose shortest representation is the exact decimal. */
export function baseUnitsToNumber(units: bigint, decimals: number): number {
  return Number(formatBaseUnits(units, decimals));
}

export function currencyToBaseUnits(value: number | string, currency: CurrencyCode): bigint {
  return toBaseUnits(value, CURRENCY_DECIMALS[currency]);
}

export function currencyBaseUnitsToNumber(units: bigint, currency: CurrencyCode): number {
  return baseUnitsToNumber(units, CURRENCY_DECIMALS[currency]);
}
