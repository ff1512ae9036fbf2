import {
  emptyRequestBodySchema,
  webhookDeliveryListQuerySchema,
  type WebhookDeliveryPage,
} from '../../api/schemas/webhook.js';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import { redeliverWebhookDelivery } from '../webhooks/redeliver.js';
import { listDeliveries } from '../store/webhook-deliveries.js';
import { idParamsSchema } from '../../api/schemas/common.js';

/**
 * What was sent to the business's webhook endpoints and legacy URL, each delivery with its attempts, and sending
 * one again. Secret key only.
 */
export function registerWebhookDeliveryRoutes(app: ServiceApp, context: ServiceContext): void {
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
      schema: { params: idParamsSchema, body: emptyRequestBodySchema },
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
