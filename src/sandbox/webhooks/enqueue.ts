import type { WebhookEventName } from '../../api/schemas/webhook.js';
import type { SqlExecutor } from '../store/database.js';
import { insertDeliveriesToEveryDestination, insertWebhookEvent } from '../store/webhook-deliveries.js';
import { nudgeWebhookDelivery } from './notifier.js';

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
  const eventId = await insertWebhookEvent(executor, input);
  await insertDeliveriesToEveryDestination(executor, {
    eventId,
    businessId: input.businessId,
    event: input.event,
    now: input.now,
  });
  nudgeWebhookDelivery();
}
