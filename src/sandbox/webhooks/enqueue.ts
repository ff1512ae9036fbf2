import type { WebhookEventName } from '../../api/schemas/webhook.js';
import type { SqlExecutor } from '../store/database.js';
import { nudgeWebhookDelivery } from './notifier.js';
import { uuidV7 } from './uuid-v7.js';

// The event names are part of the contract (merchants switch on them): one list, in src/api.
export { WEBHOOK_EVENTS, type WebhookEventName } from '../../api/schemas/webhook.js';

/**
 * Records an event for the business's webhook, in the same database transaction as the change it reports (an
 * outbox): the event exists exactly when the change was stored. A business with no webhook URL gets the event
 * recorded and no delivery. The delivery job sends due deliveries; it is nudged here, and its first look waits
 * for this transaction to end (PGlite runs one transaction at a time) or, failing that, its next poll finds it.
 */
export async function enqueueWebhookEvent(
  executor: SqlExecutor,
  input: { businessId: string; event: WebhookEventName; data: unknown; now: Date },
): Promise<void> {
  // Time-ordered ids: deliveries recorded with the same `now` (one transaction) are sent in the order recorded.
  const eventId = uuidV7();
  await executor.query(
    'INSERT INTO webhook_events (uuid, business_id, event, payload, created_at) VALUES ($1, $2, $3, $4, $5)',
    [
      eventId,
      input.businessId,
      input.event,
      JSON.stringify({ event: input.event, data: input.data }),
      input.now,
    ],
  );
  await executor.query(
    `INSERT INTO webhook_deliveries (uuid, event_id, url, status, attempts, next_attempt_at, created_at)
     SELECT $1, $2, webhook_url, 'pending', 0, $3, $3 FROM businesses WHERE uuid = $4 AND webhook_url <> ''`,
    [uuidV7(), eventId, input.now, input.businessId],
  );
  nudgeWebhookDelivery();
}
