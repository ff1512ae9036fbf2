import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../api/schemas/webhook.js';
import { ALL_EVENTS, eventsForRequest, isChosen, selectionFromEvents, toggleEvent } from './event-filter.js';

describe('the event filter', () => {
  it('reads an empty list as every event, and writes every event back as an empty list', () => {
    const selection = selectionFromEvents([]);
    expect(selection).toEqual(ALL_EVENTS);
    expect(eventsForRequest(selection)).toEqual([]);
    expect(WEBHOOK_EVENTS.every((event) => isChosen(selection, event))).toBe(true);
  });

  it('keeps a list in the API’s order, whatever order it was ticked in', () => {
    let selection = selectionFromEvents(['swap.completed']);
    selection = toggleEvent(selection, 'transaction.success', true);
    expect(eventsForRequest(selection)).toEqual(['transaction.success', 'swap.completed']);
  });

  it('keeps every other event, as a list, when one is unticked while all are chosen', () => {
    const selection = toggleEvent(ALL_EVENTS, 'transaction.failed', false);
    expect(eventsForRequest(selection)).toEqual(
      WEBHOOK_EVENTS.filter((event) => event !== 'transaction.failed'),
    );
    expect(isChosen(selection, 'transaction.failed')).toBe(false);
    expect(isChosen(selection, 'transaction.success')).toBe(true);
  });

  it('refuses an empty choice rather than sending [] (which means every event)', () => {
    const selection = toggleEvent(selectionFromEvents(['swap.completed']), 'swap.completed', false);
    expect(eventsForRequest(selection)).toBeUndefined();
  });
});
