import { currencyListQuerySchema } from '../../api/schemas/currency.js';
import { MESSAGES, sendCachedSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { listCurrencies } from '../store/currencies.js';

export function registerCurrencyRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get(
    '/v1/currencies',
    { config: { auth: 'none' }, schema: { querystring: currencyListQuerySchema } },
    async (request, reply) =>
      sendCachedSuccess(reply, context.readCaches.currencies, JSON.stringify(request.query), async () => ({
        message: MESSAGES.queried,
        data: await listCurrencies(context.database, request.query),
      })),
  );
}
