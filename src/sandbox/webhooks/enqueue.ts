import type { WebhookEventName, WebhookPayload } from '../../api/schemas/webhook.js';
import type { SqlExecutor } from '../store/database.js';
import { nudgeWebhookDelivery } from './notifier.js';
import { uuidV7 } from './uuid-v7.js';

// The event names are part of the contract (merchants switch on them): one list, in src/api.
export { WEBHOOK_EVENTS, type WebhookEventName } from '../../api/schemas/webhook.js';

/**
 * Records an event for the business's webhooks, in the same database transaction as the change it reports (an
 * outbox): the event exists exactly when the change was stored. It fans out here, in that transaction, to one
 * delivery per active endpoint whose filter takes the event, plus one to the business's legacy webhook URL if it
 * has one; a business with neither gets the event recorded and no delivery. The delivery job sends due
 * deliveries; it is nudged here, and its first look waits for this transaction to end (PGlite runs one
 * transaction at a time) or, failing that, its next poll finds it.
 */
export async function enqueueWebhookEvent(
  executor: SqlExecutor,
  input: {
    businessId: string;
    event: WebhookEventName;
    data: unknown;
    now: Date;
    /** The transaction the event is about, so its deliveries can be listed by it; absent for other resources. */
    reference?: string;
  },
): Promise<void> {
  // Time-ordered ids: events recorded with the same `now` (one transaction) are sent in the order recorded.
  const eventId = uuidV7();
  const payload: WebhookPayload = {
    id: eventId,
    event: input.event,
    createdAt: input.now.toISOString(),
    data: input.data,
  };
  await executor.query(
    `INSERT INTO webhook_events (uuid, business_id, event, payload, created_at, reference)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [eventId, input.businessId, input.event, JSON.stringify(payload), input.now, input.reference ?? null],
  );
  // One statement for every destination, so that an event costs the same two queries however many endpoints
  // there are. Delivery ids need no order of their own: a destination's deliveries go in the order of their events.
  await executor.query(
    `INSERT INTO webhook_deliveries (uuid, event_id, endpoint_id, url, status, attempts, next_attempt_at, created_at)
     SELECT gen_random_uuid(), $1, destination.endpoint_id, destination.url, 'pending', 0, $2, $2
       FROM (
         SELECT w.uuid AS endpoint_id, w.url
           FROM webhook_endpoints w
          WHERE w.business_id = $3 AND w.active AND w.deleted_at IS NULL
            AND (cardinality(w.events) = 0 OR $4 = ANY (w.events))
         UNION ALL
         SELECT NULL, b.webhook_url FROM businesses b WHERE b.uuid = $3 AND b.webhook_url <> ''
       ) destination`,
    [eventId, input.now, input.businessId, input.event],
  );
  nudgeWebhookDelivery();
}
