import { updateWebhookRequestSchema } from '../../api/schemas/webhook.js';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import { getBusiness } from '../store/businesses.js';
import { nudgeWebhookDelivery } from '../webhooks/notifier.js';
import { setWebhookUrl } from '../webhooks/store.js';

/**
 * The authenticated business's own record and its (legacy) webhook URL. Secret key only. Its webhook endpoints
 * are routes/webhook-endpoints.ts; what was sent to either, routes/webhook-deliveries.ts.
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
}
