import {
  clockOffsetBounds,
  clockOffsetEstimate,
  refineClockOffset,
  type ClockOffsetBounds,
} from '../core/countdown.js';

/**
 * The server's clock as seen from this browser: every API response's `Date` header narrows the estimate of
 * server time minus browser time (core/countdown.ts), so the countdown follows the server, not a browser clock
 * that may be minutes off.
 */
export class ServerClock {
  #bounds: ClockOffsetBounds | undefined;
  #offset = 0;
  readonly #listeners = new Set<() => void>();

  /** Notes one response: its `Date` header, and when (browser clock) the request went out and came back. */
  record(serverDate: string | null, sentAt: number, receivedAt: number): void {
    this.#bounds = refineClockOffset(this.#bounds, clockOffsetBounds({ serverDate, sentAt, receivedAt }));
    const offset = clockOffsetEstimate(this.#bounds);
    if (offset === this.#offset) return;
    this.#offset = offset;
    for (const listener of this.#listeners) listener();
  }

  /** Server time minus browser time, in ms (0 until a response has been seen). */
  readonly offset = (): number => this.#offset;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}
