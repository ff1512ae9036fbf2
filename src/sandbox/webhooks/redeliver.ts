import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '../../api/errors.js';
import type { WebhookDelivery } from '../../api/schemas/webhook.js';
import type { Database } from '../store/database.js';
import { asNullableString, asString } from '../store/rows.js';
import { nudgeWebhookDelivery } from './notifier.js';
import { findDelivery } from './store.js';

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
    const [original] = await executor.query(
      `SELECT d.event_id, d.endpoint_id, d.status, b.webhook_url, w.url AS endpoint_url, w.active, w.deleted_at
         FROM webhook_deliveries d
         JOIN webhook_events e ON e.uuid = d.event_id
         JOIN businesses b ON b.uuid = e.business_id
         LEFT JOIN webhook_endpoints w ON w.uuid = d.endpoint_id
        WHERE d.uuid = $1 AND e.business_id = $2`,
      [input.deliveryId, input.businessId],
    );
    // Another business's delivery is as unknown as a missing one, so that ids cannot be probed.
    if (!original) throw new NotFoundError(`No webhook delivery with id ${input.deliveryId}`);
    if (original.status === 'pending') {
      throw new ConflictError('This delivery is still pending: it will be retried on its own');
    }
    const endpointId = asNullableString(original.endpoint_id);
    let url: string;
    if (endpointId === null) {
      url = asString(original.webhook_url);
      if (url === '') throw new ConflictError('Webhooks are turned off: set a webhook URL to redeliver');
    } else {
      if (original.deleted_at !== null && original.deleted_at !== undefined) {
        throw new ConflictError('The webhook endpoint of this delivery was deleted');
      }
      if (original.active !== true) {
        throw new ConflictError(
          'The webhook endpoint of this delivery is not active: turn it on to redeliver',
        );
      }
      url = asString(original.endpoint_url);
    }
    await executor.query(
      `INSERT INTO webhook_deliveries (uuid, event_id, endpoint_id, url, status, attempts, next_attempt_at,
         created_at)
       VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)`,
      [redeliveryId, asString(original.event_id), endpointId, url, input.now],
    );
  });
  nudgeWebhookDelivery();
  const delivery = await findDelivery(database, input.businessId, redeliveryId);
  if (!delivery) throw new Error(`the redelivery ${redeliveryId} just recorded is missing`);
  return delivery;
}
