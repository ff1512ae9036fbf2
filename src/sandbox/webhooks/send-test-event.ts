import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '../../api/errors.js';
import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '../../api/schemas/webhook.js';
import type { Database } from '../store/database.js';
import { findWebhookEndpoint } from '../store/webhook-endpoints.js';
import { nudgeWebhookDelivery } from './notifier.js';
import { findDelivery, insertDelivery, insertWebhookEvent } from '../store/webhook-deliveries.js';

/**
 * Sends a `webhook.test` event to one endpoint of the business, whatever its filter, so that a merchant can see a
 * signed request arrive (and their verification accept it) before a real event happens. It is an event like the
 * others (recorded, retried, listed, redeliverable) that goes to this endpoint only. An inactive endpoint is a 409:
 * its deliveries are held, so the test would only wait.
 */
export async function sendTestWebhookEvent(
  database: Database,
  input: { businessId: string; endpointId: string; now: Date },
): Promise<WebhookDelivery> {
  const deliveryId = randomUUID();
  await database.transaction(async (executor) => {
    const endpoint = await findWebhookEndpoint(executor, input.businessId, input.endpointId, input.now);
    if (!endpoint) throw new NotFoundError(`No webhook endpoint with id ${input.endpointId}`);
    if (!endpoint.active) {
      throw new ConflictError('This webhook endpoint is not active: turn it on (active: true) to test it');
    }
    const eventId = await insertWebhookEvent(executor, {
      businessId: input.businessId,
      event: WEBHOOK_TEST_EVENT,
      data: { endpointId: endpoint.id, url: endpoint.url, description: endpoint.description },
      now: input.now,
    });
    await insertDelivery(executor, {
      deliveryId,
      eventId,
      endpointId: endpoint.id,
      url: endpoint.url,
      now: input.now,
    });
  });
  nudgeWebhookDelivery();
  const delivery = await findDelivery(database, input.businessId, deliveryId);
  if (!delivery) throw new Error(`the test delivery ${deliveryId} just recorded is missing`);
  return delivery;
}
