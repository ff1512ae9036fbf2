import {
  createSwapRequestSchema,
  swapListQuerySchema,
  swapQuoteQuerySchema,
  type SwapPage,
  type SwapWithBusiness,
} from '../../api/schemas/swap.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import { effectRecorder, registerEffectReplay } from '../http/idempotency.js';
import { findSwap, listSwaps } from '../store/swaps.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { getBusinessWithUser } from '../store/businesses.js';
import { createSwap, getSwap, quoteSwapRequest } from '../swaps/swap-operations.js';
import { toSwap } from '../views/swaps.js';
import { idParamsSchema } from '../../api/schemas/common.js';

export function registerSwapRoutes(app: ServiceApp, context: ServiceContext): void {
  // A swap request whose process died before it answered: the swap as recovery has left it.
  registerEffectReplay(app, 'swap', async (id) => {
    const swap = await findSwap(context.database, id);
    if (!swap) throw new Error(`swap ${id} recorded for an Idempotency-Key is missing`);
    return { statusCode: 201, body: { success: true, message: MESSAGES.submitted, data: toSwap(swap) } };
  });

  app.post(
    '/v1/swaps',
    { config: { auth: 'secret' }, schema: { body: createSwapRequestSchema } },
    async (request, reply) => {
      const swap = await createSwap(context, requireBusiness(request), request.body, {
        recordEffect: effectRecorder(request),
      });
      return sendSuccess(reply, MESSAGES.submitted, toSwap(swap), 201);
    },
  );

  // No id segment, so the list never reaches `/v1/swaps/:id` (whose id must be a uuid), nor that route this one.
  app.get(
    '/v1/swaps',
    { config: { auth: 'secret' }, schema: { querystring: swapListQuerySchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const { limit, page, status } = request.query;
      const swaps = await listSwaps(context.database, businessId, { status }, { limit, page });
      // Every swap on the page is the business's own, so its record (with its user) is read once and shared.
      const business = await getBusinessWithUser(context.database, businessId);
      const data: SwapPage = {
        records: swaps.records.map((swap): SwapWithBusiness => ({ ...toSwap(swap), business })),
        count: swaps.count,
      };
      return sendSuccess(reply, MESSAGES.queried, data);
    },
  );

  // A static segment: Fastify's router prefers it to `/v1/swaps/:id`, whose id must be a uuid anyway.
  app.get(
    '/v1/swaps/quote',
    { config: { auth: 'secret' }, schema: { querystring: swapQuoteQuerySchema } },
    async (request, reply) => {
      const quote = quoteSwapRequest(context, requireBusiness(request), request.query);
      return sendSuccess(reply, MESSAGES.queried, quote);
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
