import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '../../api/errors.js';
import { WEBHOOK_TEST_EVENT, type WebhookDelivery, type WebhookPayload } from '../../api/schemas/webhook.js';
import type { Database } from '../store/database.js';
import { findWebhookEndpoint } from './endpoint-store.js';
import { nudgeWebhookDelivery } from './notifier.js';
import { findDelivery } from './store.js';
import { uuidV7 } from './uuid-v7.js';

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
    const eventId = uuidV7();
    const payload: WebhookPayload = {
      id: eventId,
      event: WEBHOOK_TEST_EVENT,
      createdAt: input.now.toISOString(),
      data: { endpointId: endpoint.id, url: endpoint.url, description: endpoint.description },
    };
    await executor.query(
      'INSERT INTO webhook_events (uuid, business_id, event, payload, created_at) VALUES ($1, $2, $3, $4, $5)',
      [eventId, input.businessId, WEBHOOK_TEST_EVENT, JSON.stringify(payload), input.now],
    );
    await executor.query(
      `INSERT INTO webhook_deliveries (uuid, event_id, endpoint_id, url, status, attempts, next_attempt_at,
         created_at)
       VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)`,
      [deliveryId, eventId, endpoint.id, endpoint.url, input.now],
    );
  });
  nudgeWebhookDelivery();
  const delivery = await findDelivery(database, input.businessId, deliveryId);
  if (!delivery) throw new Error(`the test delivery ${deliveryId} just recorded is missing`);
  return delivery;
}
