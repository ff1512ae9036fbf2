import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import type { SwapQuote as SwapQuoteView } from '../../api/schemas/swap.js';
import type { SwapQuote } from '../swaps/swap-quote.js';

/** A priced swap as `GET /v1/swaps/quote` answers it: amounts as the swap itself shows them. */
export function toSwapQuote(
  request: {
    inputCurrency: CryptoCode;
    outputCurrency: CryptoCode;
    inputAmount: bigint;
    localFiat: FiatCode;
  },
  quote: SwapQuote,
  quotedAt: Date,
): SwapQuoteView {
  const { inputCurrency, outputCurrency, localFiat } = request;
  return {
    inputCryptocurrency: inputCurrency,
    outputCryptocurrency: outputCurrency,
    inputCryptocurrencyAmount: currencyBaseUnitsToNumber(request.inputAmount, inputCurrency),
    feeInCrypto: currencyBaseUnitsToNumber(quote.fee, inputCurrency),
    feeInUSD: currencyBaseUnitsToNumber(quote.feeInUsd, 'USD'),
    conversionRate: quote.usdPerInput.divide(quote.usdPerOutput).toDisplayNumber(),
    expectedOutputCryptocurrencyAmount: currencyBaseUnitsToNumber(quote.expectedOutput, outputCurrency),
    minOutputCryptocurrencyAmount: currencyBaseUnitsToNumber(quote.minOutput, outputCurrency),
    localFiat,
    amountInLocalFiat: currencyBaseUnitsToNumber(quote.amountInLocalFiat, localFiat),
    amountInUSD: currencyBaseUnitsToNumber(quote.amountInUsd, 'USD'),
    usdToLocalFiatRate: quote.usdPerLocalFiat.reciprocal().toDisplayNumber(),
    quotedAt: quotedAt.toISOString(),
  };
}
