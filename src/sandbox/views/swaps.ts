import type { Swap } from '../../api/schemas/swap.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import type { StoredSwap } from '../store/swaps.js';

export function toSwap(swap: StoredSwap): Swap {
  return {
    uuid: swap.uuid,
    inputCryptocurrency: swap.inputCurrency,
    outputCryptocurrency: swap.outputCurrency,
    inputCryptocurrencyAmount: currencyBaseUnitsToNumber(swap.inputAmount, swap.inputCurrency),
    localFiat: swap.localFiat,
    amountInLocalFiat: currencyBaseUnitsToNumber(swap.amountInLocalFiat, swap.localFiat),
    amountInUSD: currencyBaseUnitsToNumber(swap.amountInUsd, 'USD'),
    feeInCrypto: currencyBaseUnitsToNumber(swap.fee, swap.inputCurrency),
    feeInUSD: currencyBaseUnitsToNumber(swap.feeInUsd, 'USD'),
    minOutputCryptocurrencyAmount: currencyBaseUnitsToNumber(swap.minOutputAmount, swap.outputCurrency),
    actualOutputCryptocurrencyAmount:
      swap.actualOutputAmount === null
        ? null
        : currencyBaseUnitsToNumber(swap.actualOutputAmount, swap.outputCurrency),
    conversionRate: swap.usdPerInput.divide(swap.usdPerOutput).toDisplayNumber(),
    usdToLocalFiatRate: swap.usdPerLocalFiat.reciprocal().toDisplayNumber(),
    userId: swap.userId,
    businessId: swap.businessId,
    status: swap.status,
    environment: swap.environment,
    completedAt: swap.completedAt?.toISOString() ?? null,
    createdAtDateOnly: swap.createdAt.toISOString().slice(0, 10),
    createdAt: swap.createdAt.toISOString(),
  };
}
