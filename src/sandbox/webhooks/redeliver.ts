import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '../../api/errors.js';
import type { WebhookDelivery } from '../../api/schemas/webhook.js';
import type { Database } from '../store/database.js';
import { nudgeWebhookDelivery } from './notifier.js';
import { findDelivery, findDeliveryDestination, insertDelivery } from '../store/webhook-deliveries.js';

/**
 * Sends a delivery's event again to the same destination (the same endpoint, or the legacy webhook URL), as a new
 * delivery: the same event id and body, a new delivery id, its own attempts and retries. The earlier delivery and
 * its attempts stay as they were, so the history says what happened each time. Delivered and failed deliveries can
 * be sent again; a pending one is already going to be (409), and so is one whose destination cannot be sent to
 * now (the endpoint deleted or inactive, webhooks turned off).
 */
export async function redeliverWebhookDelivery(
  database: Database,
  input: { businessId: string; deliveryId: string; now: Date },
): Promise<WebhookDelivery> {
  const redeliveryId = randomUUID();
  await database.transaction(async (executor) => {
    const original = await findDeliveryDestination(executor, input.businessId, input.deliveryId);
    // Another business's delivery is as unknown as a missing one, so that ids cannot be probed.
    if (!original) throw new NotFoundError(`No webhook delivery with id ${input.deliveryId}`);
    if (original.status === 'pending') {
      throw new ConflictError('This delivery is still pending: it will be retried on its own');
    }
    const { endpoint } = original;
    if (endpoint === null && original.webhookUrl === '') {
      throw new ConflictError('Webhooks are turned off: set a webhook URL to redeliver');
    }
    if (endpoint?.deleted === true)
      throw new ConflictError('The webhook endpoint of this delivery was deleted');
    if (endpoint?.active === false) {
      throw new ConflictError('The webhook endpoint of this delivery is not active: turn it on to redeliver');
    }
    await insertDelivery(executor, {
      deliveryId: redeliveryId,
      eventId: original.eventId,
      endpointId: original.endpointId,
      url: endpoint === null ? original.webhookUrl : endpoint.url,
      now: input.now,
    });
  });
  nudgeWebhookDelivery();
  const delivery = await findDelivery(database, input.businessId, redeliveryId);
  if (!delivery) throw new Error(`the redelivery ${redeliveryId} just recorded is missing`);
  return delivery;
}
