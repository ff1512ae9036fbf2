import type { WebhookDelivery } from '../../api/schemas/webhook.js';

/**
 * The reference a webhook delivery is about, read from its payload: `data.reference` for the transaction events,
 * `data.transaction.reference` for `transaction.late_payment`. Undefined for events about something else.
 */
export function deliveryReference(delivery: WebhookDelivery): string | undefined {
  const data = delivery.payload.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if (typeof record.reference === 'string') return record.reference;
  const transaction = record.transaction;
  if (typeof transaction === 'object' && transaction !== null) {
    const nested = (transaction as Record<string, unknown>).reference;
    if (typeof nested === 'string') return nested;
  }
  return undefined;
}

/**
 * The deliveries about one transaction. `GET /v1/webhook-deliveries` has no filter by transaction, so the console
 * picks them out of the most recent page itself.
 */
export function deliveriesFor(reference: string, deliveries: readonly WebhookDelivery[]): WebhookDelivery[] {
  return deliveries.filter(
    (delivery) => delivery.event.startsWith('transaction.') && deliveryReference(delivery) === reference,
  );
}
