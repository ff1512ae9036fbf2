import {
  createBankPayoutRequestSchema,
  createCryptoPayoutRequestSchema,
  payoutRequestListQuerySchema,
  type PayoutRequestPage,
  type PayoutType,
} from '../../api/schemas/payout.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import { effectRecorder, registerEffectReplay } from '../http/idempotency.js';
import { findPayout, listPayouts, type StoredPayout } from '../store/payouts.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { cancelPayout } from '../payouts/change-payout.js';
import { createBankPayout, createCryptoPayout } from '../payouts/create-payout.js';
import { toBankPayout, toPayoutRequest } from '../views/payouts.js';
import { idParamsSchema } from '../../api/schemas/common.js';

/** The stored channel of each payout type the list filters on, as its creation route names it. */
const CHANNEL_OF_PAYOUT_TYPE: Readonly<Record<PayoutType, StoredPayout['channel']>> = {
  bank: 'BANK',
  crypto: 'ON_CHAIN',
};

export function registerPayoutRoutes(app: ServiceApp, context: ServiceContext): void {
  // A payout request whose process died before it answered: the payout as recovery has left it.
  registerEffectReplay(app, 'payout', async (id) => {
    const payout = await findPayout(context.database, id);
    if (!payout) throw new Error(`payout ${id} recorded for an Idempotency-Key is missing`);
    const data = payout.channel === 'BANK' ? toBankPayout(payout) : toPayoutRequest(payout);
    return { statusCode: 201, body: { success: true, message: MESSAGES.submitted, data } };
  });

  app.post(
    '/v1/payout-requests/bank',
    { config: { auth: 'secret' }, schema: { body: createBankPayoutRequestSchema } },
    async (request, reply) => {
      const payout = await createBankPayout(context, requireBusiness(request), request.body, {
        recordEffect: effectRecorder(request),
      });
      return sendSuccess(reply, MESSAGES.submitted, toBankPayout(payout), 201);
    },
  );

  app.post(
    '/v1/payout-requests/crypto',
    { config: { auth: 'secret' }, schema: { body: createCryptoPayoutRequestSchema } },
    async (request, reply) => {
      const payout = await createCryptoPayout(context, requireBusiness(request), request.body, {
        recordEffect: effectRecorder(request),
      });
      return sendSuccess(reply, MESSAGES.submitted, toPayoutRequest(payout), 201);
    },
  );

  app.get(
    '/v1/payout-requests',
    { config: { auth: 'secret' }, schema: { querystring: payoutRequestListQuerySchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const { limit, page, status, type } = request.query;
      const filters = { status, channel: type === undefined ? undefined : CHANNEL_OF_PAYOUT_TYPE[type] };
      const payouts = await listPayouts(context.database, businessId, filters, { limit, page });
      // Each payout in the payout-request record, as cancellation, processing and webhooks show it: the bank
      // record is what a bank payout's creation answers, and a list mixes bank and crypto payouts.
      const data: PayoutRequestPage = { records: payouts.records.map(toPayoutRequest), count: payouts.count };
      return sendSuccess(reply, MESSAGES.queried, data);
    },
  );

  app.delete(
    '/v1/payout-request/:id',
    { config: { auth: 'secret' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const payout = await cancelPayout(context, requireBusiness(request), request.params.id);
      return sendSuccess(reply, MESSAGES.cancelled, toPayoutRequest(payout));
    },
  );
}
