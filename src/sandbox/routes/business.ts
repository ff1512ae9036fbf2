import {
  emptyRequestBodySchema,
  updateWebhookRequestSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryParamsSchema,
  type WebhookDeliveryPage,
} from '../../api/schemas/webhook.js';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import { getBusiness } from '../store/businesses.js';
import { nudgeWebhookDelivery } from '../webhooks/notifier.js';
import { redeliverWebhookDelivery } from '../webhooks/redeliver.js';
import { listDeliveries, setWebhookUrl } from '../webhooks/store.js';

/**
 * The authenticated business's own record, its (legacy) webhook URL, and what was sent to it and to its webhook
 * endpoints (routes/webhook-endpoints.ts), with redelivery. Secret key only.
 */
export function registerBusinessRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get('/v1/business', { config: { auth: 'secret' } }, async (request, reply) => {
    const business = await getBusiness(context.database, requireBusiness(request).record.uuid);
    return sendSuccess(reply, MESSAGES.queried, business.record);
  });

  app.put(
    '/v1/business/webhook',
    { config: { auth: 'secret' }, schema: { body: updateWebhookRequestSchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      await setWebhookUrl(context.database, {
        businessId,
        webhookUrl: request.body.webhookUrl,
        now: context.now(),
      });
      // Deliveries still pending now go to the new URL at once.
      if (request.body.webhookUrl !== '') nudgeWebhookDelivery();
      const business = await getBusiness(context.database, businessId);
      return sendSuccess(
        reply,
        request.body.webhookUrl === '' ? 'Webhooks turned off' : 'Webhook URL updated',
        business.record,
      );
    },
  );

  app.get(
    '/v1/webhook-deliveries',
    { config: { auth: 'secret' }, schema: { querystring: webhookDeliveryListQuerySchema } },
    async (request, reply) => {
      const page: WebhookDeliveryPage = await listDeliveries(
        context.database,
        requireBusiness(request).record.uuid,
        request.query,
      );
      return sendSuccess(reply, MESSAGES.queried, page);
    },
  );

  app.post(
    '/v1/webhook-deliveries/:id/redeliver',
    {
      config: { auth: 'secret' },
      schema: { params: webhookDeliveryParamsSchema, body: emptyRequestBodySchema },
    },
    async (request, reply) => {
      // A new delivery of the same event (same event id and body) to the same destination: docs/webhooks.md.
      const delivery = await redeliverWebhookDelivery(context.database, {
        businessId: requireBusiness(request).record.uuid,
        deliveryId: request.params.id,
        now: context.now(),
      });
      return sendSuccess(reply, MESSAGES.submitted, delivery, 201);
    },
  );
}
