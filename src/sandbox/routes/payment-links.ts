import { ConflictError, InvalidRequestError, NotFoundError } from '../../api/errors.js';
import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import { currencyToBaseUnits, decimalPlaces } from '../../api/money.js';
import { amountPrecisionMessage, idParamsSchema } from '../../api/schemas/common.js';
import {
  createPaymentLinkRequestSchema,
  paymentLinkListQuerySchema,
  updatePaymentLinkRequestSchema,
  type PaymentLinkPage,
} from '../../api/schemas/payment-link.js';
import { initiatePaymentLinkTransactionRequestSchema } from '../../api/schemas/transaction.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendCachedSuccess, sendSuccess } from '../http/envelope.js';
import { effectRecorder } from '../http/idempotency.js';
import { clientAddressOf } from '../http/rate-limits.js';
import { metadataFromSignedToken } from '../payments/checkout-metadata.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { initiateTransaction } from '../payments/initiate.js';
import { findSecretApiKey, getBusiness } from '../store/businesses.js';
import {
  findPaymentLink,
  insertPaymentLink,
  listPaymentLinks,
  updatePaymentLink,
  type StoredPaymentLink,
} from '../store/payment-links.js';
import { initiatedTransactionAnswer } from '../views/transactions.js';

export function registerPaymentLinkRoutes(app: ServiceApp, context: ServiceContext): void {
  /** A link as every route answers it: with the cluster the checkout pays on. */
  const withNetwork = (link: StoredPaymentLink) => ({
    ...link.record,
    network: context.config.solanaCluster,
  });

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
      return sendSuccess(reply, MESSAGES.created, withNetwork(link), 201);
    },
  );

  app.get(
    '/v1/payment-links',
    { config: { auth: 'secret' }, schema: { querystring: paymentLinkListQuerySchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const links = await listPaymentLinks(context.database, businessId, request.query);
      const page: PaymentLinkPage = {
        records: links.records.map((link) => withNetwork(link)),
        count: links.count,
      };
      return sendSuccess(reply, MESSAGES.queried, page);
    },
  );

  app.patch(
    '/v1/payment-links/:id',
    { config: { auth: 'secret' }, schema: { params: idParamsSchema, body: updatePaymentLinkRequestSchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const { id } = request.params;
      const { body } = request;
      const notFound = () => new NotFoundError(`No payment link with id ${id}`);
      let amountInBaseUnits: bigint | undefined;
      if (body.amount !== undefined) {
        // The body does not say the link's currency, whose decimals the amount must fit: read it first. It never
        // changes, so the UPDATE below cannot meet another one.
        const current = await findPaymentLink(context.database, id);
        if (!current || current.businessId !== businessId) throw notFound();
        amountInBaseUnits = linkAmountInBaseUnits(body.amount, current.record.baseFiat);
      }
      const updated = await updatePaymentLink(context.database, businessId, id, {
        name: body.name,
        description: body.description,
        amountInBaseUnits,
        successMessage: body.successMessage,
        redirectLink: body.redirectLink,
        active: body.active,
      });
      // Another business's link is as unknown as a missing one, so that ids cannot be probed.
      if (!updated) throw notFound();
      // After the UPDATE committed, so that every instance re-reading on the drop finds the new row.
      context.readCaches.paymentLinks.invalidate(id);
      return sendSuccess(reply, MESSAGES.updated, withNetwork(updated));
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
        // An inactive link is still shown (with `active: false`): its page says so rather than "not found".
        return { message: MESSAGES.queried, data: withNetwork(link) };
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
      // Before anything is reserved (a deposit address, the customer): read from the database, never the cache.
      if (link.record.active === false) throw new ConflictError('This payment link is no longer active');
      const { body } = request;
      const signedMetadata =
        body.signedMetadata === undefined
          ? undefined
          : metadataFromSignedToken(body.signedMetadata, {
              secretKey: await findSecretApiKey(context.database, link.businessId),
              paymentLinkId: link.record.id,
            });
      const transaction = await initiateTransaction(context, {
        business: await getBusiness(context.database, link.businessId),
        metadata: signedMetadata ?? body.metadata,
        metadataVerified: signedMetadata !== undefined,
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
        initiatedTransactionAnswer(transaction, context, request),
        201,
      );
    },
  );
}

/** `amount` in the link's currency's base units; a 400 naming `amount` when it has more decimals than that holds. */
function linkAmountInBaseUnits(amount: number, baseFiat: StoredPaymentLink['record']['baseFiat']): bigint {
  const allowed = CURRENCY_DECIMALS[baseFiat];
  if (decimalPlaces(amount) > allowed) {
    const message = amountPrecisionMessage(allowed, baseFiat);
    throw new InvalidRequestError(`Invalid request body: amount ${message}`, {
      errors: [{ field: 'amount', message }],
    });
  }
  return currencyToBaseUnits(amount, baseFiat);
}
