import { CRYPTO_CODES } from '../../api/currencies.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import type { Balance } from '../../api/schemas/balance.js';
import { getBalances } from '../balances/movements.js';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';

/**
 * The authenticated business's balance in each crypto currency, zero included, so that a console lists every
 * currency it can pay out or swap. Secret key only.
 */
export function registerBalanceRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get('/v1/balances', { config: { auth: 'secret' } }, async (request, reply) => {
    const balances = await getBalances(context.database, requireBusiness(request).record.uuid);
    const data: Balance[] = CRYPTO_CODES.map((currency) => ({
      currency,
      amount: currencyBaseUnitsToNumber(balances.get(currency) ?? 0n, currency),
    }));
    return sendSuccess(reply, MESSAGES.queried, data);
  });
}
