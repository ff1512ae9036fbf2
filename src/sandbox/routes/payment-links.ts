import { NotFoundError } from '../../api/errors.js';
import { currencyToBaseUnits } from '../../api/money.js';
import { createPaymentLinkRequestSchema, idParamsSchema } from '../../api/schemas/payment-link.js';
import { initiatePaymentLinkTransactionRequestSchema } from '../../api/schemas/transaction.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendCachedSuccess, sendSuccess } from '../http/envelope.js';
import { effectRecorder } from '../http/idempotency.js';
import { clientAddressOf } from '../http/rate-limits.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { initiateTransaction } from '../payments/initiate.js';
import { getBusiness } from '../store/businesses.js';
import { findPaymentLink, insertPaymentLink } from '../store/payment-links.js';
import { toInitiatedTransaction } from '../views/transactions.js';
import { paymentNetworkOf } from '../views/payment-network.js';

export function registerPaymentLinkRoutes(app: ServiceApp, context: ServiceContext): void {
  app.post(
    '/v1/payment-links',
    { config: { auth: 'secret' }, schema: { body: createPaymentLinkRequestSchema } },
    async (request, reply) => {
      const business = requireBusiness(request).record;
      const { body } = request;
      const link = await insertPaymentLink(context.database, {
        businessId: business.uuid,
        name: body.name,
        description: body.description,
        baseFiat: body.baseFiat,
        amountInBaseUnits: currencyToBaseUnits(body.amount, body.baseFiat),
        successMessage: body.successMessage,
        redirectLink: body.redirectLink,
        environment: business.context,
      });
      return sendSuccess(
        reply,
        MESSAGES.created,
        { ...link.record, network: context.config.solanaCluster },
        201,
      );
    },
  );

  app.get(
    '/v1/payment-links/:id',
    { config: { auth: 'none' }, schema: { params: idParamsSchema } },
    async (request, reply) =>
      // What the hosted page asks for on every visit: from memory after the first.
      sendCachedSuccess(reply, context.readCaches.paymentLinks, request.params.id, async () => {
        const link = await findPaymentLink(context.database, request.params.id);
        if (!link) throw new NotFoundError(`No payment link with id ${request.params.id}`);
        return {
          message: MESSAGES.queried,
          data: { ...link.record, network: context.config.solanaCluster },
        };
      }),
  );

  app.post(
    '/v1/payment-links/:id/transactions',
    {
      config: { auth: 'none' },
      schema: { params: idParamsSchema, body: initiatePaymentLinkTransactionRequestSchema },
    },
    async (request, reply) => {
      const link = await findPaymentLink(context.database, request.params.id);
      if (!link) throw new NotFoundError(`No payment link with id ${request.params.id}`);
      const { body } = request;
      const transaction = await initiateTransaction(context, {
        business: await getBusiness(context.database, link.businessId),
        crypto: body.cryptocurrency,
        baseFiat: link.record.baseFiat,
        amountInBaseFiat: link.amountInBaseUnits,
        customer: { email: body.email, firstName: body.firstName, lastName: body.lastName },
        paymentLinkId: link.record.id,
        origin: 'PAYMENT_LINK',
        recordEffect: effectRecorder(request),
        clientIp: clientAddressOf(request),
      });
      return sendSuccess(
        reply,
        MESSAGES.initiated,
        toInitiatedTransaction(transaction, paymentNetworkOf(context)),
        201,
      );
    },
  );
}
