/**
 * An in-process "there may be something to send" signal, so that a new webhook goes out at once rather than at
 * the delivery job's next poll. Process-wide on purpose: `enqueueWebhookEvent` only sees a SQL executor, and a
 * nudge that finds nothing costs one query. The poll stays the safety net (e.g. for a nudge that ran before the
 * enqueuing transaction committed).
 */
const listeners = new Set<() => void>();

/** Asks every running delivery job to look for due deliveries soon. Cheap; call it as often as you like. */
export function nudgeWebhookDelivery(): void {
  for (const listener of listeners) listener();
}

/** Subscribes a delivery job to nudges; returns the unsubscribe function. */
export function onWebhookNudge(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
