import {
  CURRENCY_DECIMALS,
  type CryptoCode,
  type CurrencyCode,
  type FiatCode,
} from '../../api/currencies.js';
import { Rational } from './rational.js';
import type { UsdRates } from './rates.js';

/** What a customer is asked to pay for a fiat price, all in base units, with the rates it was priced at. */
export interface TransactionQuote {
  crypto: CryptoCode;
  baseFiat: FiatCode;
  primaryFiat: FiatCode;
  amountInBaseFiat: bigint;
  amountInUsd: bigint;
  amountInPrimaryFiat: bigint;
  amountInCrypto: bigint;
  feeInCrypto: bigint;
  usdPerCrypto: Rational;
  usdPerBaseFiat: Rational;
  usdPerPrimaryFiat: Rational;
}

const HUNDRED = new Rational(100n);

/**
 * Prices `amountInBaseFiat` (base units of `baseFiat`) in `crypto`. The crypto amount and the fee are rounded up
 * to the crypto's base unit so that the merchant is never paid less than the price.
 */
export function quoteTransaction(input: {
  crypto: CryptoCode;
  baseFiat: FiatCode;
  primaryFiat: FiatCode;
  amountInBaseFiat: bigint;
  rates: UsdRates;
  feePercent: Rational;
}): TransactionQuote {
  const { crypto, baseFiat, primaryFiat, amountInBaseFiat, rates, feePercent } = input;
  const usdValue = Rational.fromBaseUnits(amountInBaseFiat, CURRENCY_DECIMALS[baseFiat]).multiply(
    rates[baseFiat],
  );
  const amountInCrypto = usdValue.divide(rates[crypto]).toBaseUnitsCeil(CURRENCY_DECIMALS[crypto]);
  const feeInCrypto = new Rational(amountInCrypto).multiply(feePercent).divide(HUNDRED).toBaseUnitsCeil(0);
  return {
    crypto,
    baseFiat,
    primaryFiat,
    amountInBaseFiat,
    amountInUsd: usdValue.toBaseUnitsRounded(CURRENCY_DECIMALS.USD),
    amountInPrimaryFiat: usdValue
      .divide(rates[primaryFiat])
      .toBaseUnitsRounded(CURRENCY_DECIMALS[primaryFiat]),
    amountInCrypto,
    feeInCrypto,
    usdPerCrypto: rates[crypto],
    usdPerBaseFiat: rates[baseFiat],
    usdPerPrimaryFiat: rates[primaryFiat],
  };
}

/** Converts base units of one currency to base units of another at the given USD rates, rounding half up. */
export function convertBaseUnits(
  units: bigint,
  from: CurrencyCode,
  to: CurrencyCode,
  usdPerFrom: Rational,
  usdPerTo: Rational,
): bigint {
  return Rational.fromBaseUnits(units, CURRENCY_DECIMALS[from])
    .multiply(usdPerFrom)
    .divide(usdPerTo)
    .toBaseUnitsRounded(CURRENCY_DECIMALS[to]);
}
