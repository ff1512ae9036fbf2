import { InvalidRequestError } from '../../api/errors.js';
import { currencyBaseUnitsToNumber, currencyToBaseUnits } from '../../api/money.js';
import { conversionQuerySchema, type Conversion } from '../../api/schemas/conversion.js';
import type { z } from 'zod';
import { MESSAGES, sendCachedSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { convertBaseUnits } from '../pricing/quote.js';
import { isCurrencyActive } from '../store/currencies.js';

/** The query as validated: what a conversion depends on, besides the configured rates. */
type ConversionQuery = z.output<typeof conversionQuerySchema>;

export function registerConversionRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get(
    '/v1/cryptofiat-conversion',
    { config: { auth: 'none' }, schema: { querystring: conversionQuerySchema } },
    async (request, reply) => {
      const { from, to, amount } = request.query;
      // A refusal (an inactive currency) is thrown, never kept.
      return sendCachedSuccess(
        reply,
        context.readCaches.conversions,
        `${from} ${to} ${amount}`,
        async () => ({
          message: MESSAGES.queried,
          data: await convert(context, request.query),
        }),
      );
    },
  );
}

async function convert(context: ServiceContext, { from, to, amount }: ConversionQuery): Promise<Conversion> {
  for (const [field, code] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!(await isCurrencyActive(context.database, code))) {
      throw new InvalidRequestError(`${code} is not available for conversion`, {
        errors: [{ field, message: `${code} is inactive` }],
      });
    }
  }
  const { rates } = context.config;
  const units = currencyToBaseUnits(amount, from);
  const value = convertBaseUnits(units, from, to, rates[from], rates[to]);
  const conversion: Conversion = {
    from,
    to,
    amount: currencyBaseUnitsToNumber(units, from),
    rate: rates[from].divide(rates[to]).toDisplayNumber(),
    value: currencyBaseUnitsToNumber(value, to),
  };
  return conversion;
}
