import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import { convertBaseUnits } from '../pricing/quote.js';
import { Rational } from '../pricing/rational.js';
import type { UsdRates } from '../pricing/rates.js';

export interface PayoutQuote {
  fee: bigint;
  amountInUsd: bigint;
  feeInUsd: bigint;
  /** What the recipient gets, in the local fiat: the amount less the fee. */
  amountInLocalFiat: bigint;
  feeInLocalFiat: bigint;
  usdPerCurrency: Rational;
  usdPerLocalFiat: Rational;
}

/** Prices a payout of `amount` base units of `currency`: the fee is taken from the amount, rounded up. */
export function quotePayout(input: {
  currency: CryptoCode;
  amount: bigint;
  localFiat: FiatCode;
  rates: UsdRates;
  feePercent: Rational;
}): PayoutQuote {
  const { currency, amount, localFiat, rates } = input;
  const fee = new Rational(amount).multiply(input.feePercent).divide(new Rational(100n)).toBaseUnitsCeil(0);
  const convert = (units: bigint, to: FiatCode) =>
    convertBaseUnits(units, currency, to, rates[currency], rates[to]);
  return {
    fee,
    amountInUsd: convert(amount, 'USD'),
    feeInUsd: convert(fee, 'USD'),
    amountInLocalFiat: convert(amount - fee, localFiat),
    feeInLocalFiat: convert(fee, localFiat),
    usdPerCurrency: rates[currency],
    usdPerLocalFiat: rates[localFiat],
  };
}
