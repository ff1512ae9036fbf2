import { idParamsSchema } from '../../api/schemas/payment-link.js';
import { createSwapRequestSchema, type SwapWithBusiness } from '../../api/schemas/swap.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { getBusinessWithUser } from '../store/businesses.js';
import { createSwap, getSwap } from '../swaps/swap-operations.js';
import { toSwap } from '../views/swaps.js';

export function registerSwapRoutes(app: ServiceApp, context: ServiceContext): void {
  app.post(
    '/v1/swaps',
    { config: { auth: 'secret' }, schema: { body: createSwapRequestSchema } },
    async (request, reply) => {
      const swap = await createSwap(context, requireBusiness(request), request.body);
      return sendSuccess(reply, MESSAGES.submitted, toSwap(swap), 201);
    },
  );

  app.get(
    '/v1/swaps/:id',
    { config: { auth: 'secret' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const swap = await getSwap(context, requireBusiness(request), request.params.id);
      const data: SwapWithBusiness = {
        ...toSwap(swap),
        business: await getBusinessWithUser(context.database, swap.businessId),
      };
      return sendSuccess(reply, MESSAGES.queried, data);
    },
  );
}
