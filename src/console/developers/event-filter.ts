import { WEBHOOK_EVENTS, type WebhookEventName } from '../../api/schemas/webhook.js';

/**
 * An endpoint's event filter as the form holds it. The API says "every event" with an empty list (which also takes
 * events added later), so the form keeps "all" as a choice of its own: unticking every event must not silently
 * mean all of them.
 */
export type EventSelection = { all: true } | { all: false; events: ReadonlySet<WebhookEventName> };

export const ALL_EVENTS: EventSelection = { all: true };

/** The selection an endpoint's `events` stand for. */
export function selectionFromEvents(events: readonly WebhookEventName[]): EventSelection {
  return events.length === 0 ? ALL_EVENTS : { all: false, events: new Set(events) };
}

/**
 * Ticks or unticks one event. Every box shows ticked while "all" is chosen, so unticking one there keeps all the
 * others, as a list (which no longer takes events added later).
 */
export function toggleEvent(selection: EventSelection, event: WebhookEventName, on: boolean): EventSelection {
  const events = new Set<WebhookEventName>(selection.all ? WEBHOOK_EVENTS : selection.events);
  if (on) events.add(event);
  else events.delete(event);
  return { all: false, events };
}

/**
 * The `events` to send, in the API's order: `[]` for all; undefined when nothing is chosen, which the form refuses
 * (the API would read an empty list as every event).
 */
export function eventsForRequest(selection: EventSelection): WebhookEventName[] | undefined {
  if (selection.all) return [];
  const chosen = WEBHOOK_EVENTS.filter((event) => selection.events.has(event));
  return chosen.length > 0 ? chosen : undefined;
}

export function isChosen(selection: EventSelection, event: WebhookEventName): boolean {
  return selection.all || selection.events.has(event);
}
