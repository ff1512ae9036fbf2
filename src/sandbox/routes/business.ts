import { updateWebhookRequestSchema } from '../../api/schemas/webhook.js';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { OwnBusiness } from '../../api/schemas/business.js';
import { findPublicApiKey, getBusiness } from '../store/businesses.js';
import { nudgeWebhookDelivery } from '../webhooks/notifier.js';
import { setWebhookUrl } from '../store/webhook-deliveries.js';

/**
 * The authenticated business's own record and its (legacy) webhook URL. Secret key only. Its webhook endpoints
 * are routes/webhook-endpoints.ts; what was sent to either, routes/webhook-deliveries.ts.
 */
export function registerBusinessRoutes(app: ServiceApp, context: ServiceContext): void {
  /**
   * The business as its own secret key is shown it: with its public key, which a merchant console displays for
   * checkout pages. Both routes answer this, so a console that keeps the answer of a webhook change keeps the key.
   */
  const ownBusiness = async (businessId: string): Promise<OwnBusiness> => ({
    ...(await getBusiness(context.database, businessId)).record,
    publicKey: await findPublicApiKey(context.database, businessId),
  });

  app.get('/v1/business', { config: { auth: 'secret' } }, async (request, reply) => {
    return sendSuccess(reply, MESSAGES.queried, await ownBusiness(requireBusiness(request).record.uuid));
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
      return sendSuccess(
        reply,
        request.body.webhookUrl === '' ? 'Webhooks turned off' : 'Webhook URL updated',
        await ownBusiness(businessId),
      );
    },
  );
}
