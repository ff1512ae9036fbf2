import { CURRENCY_DECIMALS, type CryptoCode, type FiatCode } from '../../api/currencies.js';
import { convertBaseUnits } from '../pricing/quote.js';
import { Rational } from '../pricing/rational.js';
import type { UsdRates } from '../pricing/rates.js';

/** How far below the quoted output a swap may complete before it fails instead (0.5%). */
export const SWAP_SLIPPAGE_TOLERANCE = new Rational(5n, 1000n);

export interface SwapQuote {
  fee: bigint;
  expectedOutput: bigint;
  minOutput: bigint;
  amountInUsd: bigint;
  feeInUsd: bigint;
  amountInLocalFiat: bigint;
  usdPerInput: Rational;
  usdPerOutput: Rational;
  usdPerLocalFiat: Rational;
}

/** Prices a swap: the fee is taken from the input (rounded up), the output rounded down. */
export function quoteSwap(input: {
  inputCurrency: CryptoCode;
  outputCurrency: CryptoCode;
  inputAmount: bigint;
  localFiat: FiatCode;
  rates: UsdRates;
  feePercent: Rational;
}): SwapQuote {
  const { inputCurrency, outputCurrency, inputAmount, localFiat, rates } = input;
  const fee = new Rational(inputAmount)
    .multiply(input.feePercent)
    .divide(new Rational(100n))
    .toBaseUnitsCeil(0);
  const expectedOutput = outputFor(inputAmount - fee, inputCurrency, outputCurrency, rates);
  const minOutput = new Rational(expectedOutput)
    .multiply(Rational.ONE.subtract(SWAP_SLIPPAGE_TOLERANCE))
    .toBaseUnitsFloor(0);
  const toFiat = (units: bigint, fiat: FiatCode) =>
    convertBaseUnits(units, inputCurrency, fiat, rates[inputCurrency], rates[fiat]);
  return {
    fee,
    expectedOutput,
    minOutput,
    amountInUsd: toFiat(inputAmount, 'USD'),
    feeInUsd: toFiat(fee, 'USD'),
    amountInLocalFiat: toFiat(inputAmount, localFiat),
    usdPerInput: rates[inputCurrency],
    usdPerOutput: rates[outputCurrency],
    usdPerLocalFiat: rates[localFiat],
  };
}

/** The output base units `netInput` buys at the given rates, rounded down. */
export function outputFor(
  netInput: bigint,
  inputCurrency: CryptoCode,
  outputCurrency: CryptoCode,
  rates: UsdRates,
): bigint {
  return Rational.fromBaseUnits(netInput, CURRENCY_DECIMALS[inputCurrency])
    .multiply(rates[inputCurrency])
    .divide(rates[outputCurrency])
    .toBaseUnitsFloor(CURRENCY_DECIMALS[outputCurrency]);
}
