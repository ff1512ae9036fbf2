import { InvalidRequestError } from '../../api/errors.js';
import { currencyBaseUnitsToNumber, currencyToBaseUnits } from '../../api/money.js';
import { conversionQuerySchema, type Conversion } from '../../api/schemas/conversion.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { convertBaseUnits } from '../pricing/quote.js';
import { isCurrencyActive } from '../store/currencies.js';

export function registerConversionRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get(
    '/v1/cryptofiat-conversion',
    { config: { auth: 'none' }, schema: { querystring: conversionQuerySchema } },
    async (request, reply) => {
      const { from, to, amount } = request.query;
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
      return sendSuccess(reply, MESSAGES.queried, conversion);
    },
  );
}
