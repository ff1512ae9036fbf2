/**
 * The payment window's countdown, kept on the server's clock: a browser clock that is minutes off must not show
 * a window that is already closed as open (or the reverse).
 */

/**
 * The server clock minus the browser clock, in ms, from one request: the server's `Date` header is taken as the
 * moment halfway between sending the request and receiving the answer. `Date` has one-second resolution, so the
 * estimate is within about half a second plus half the round trip.
 */
export function estimateClockOffset(input: {
  serverDate: string | null;
  sentAt: number;
  receivedAt: number;
}): number | undefined {
  if (!input.serverDate) return undefined;
  const serverTime = Date.parse(input.serverDate);
  if (Number.isNaN(serverTime)) return undefined;
  // The header truncates to the second; its true value lies within the following second.
  return serverTime + 500 - (input.sentAt + input.receivedAt) / 2;
}

/** Milliseconds left until `expiresAt` on the server's clock (never negative). */
export function remainingMs(expiresAt: string, browserNow: number, clockOffsetMs: number): number {
  return Math.max(0, Date.parse(expiresAt) - (browserNow + clockOffsetMs));
}

/** "4:05" for 245,000 ms; rounded up, so "0:01" shows until the last second is over. */
export function formatCountdown(milliseconds: number): string {
  const totalSeconds = Math.ceil(milliseconds / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/**
 * The coarse step a screen reader announces for the time left: each whole minute, then 30 s, 10 s and the end,
 * so that the countdown is heard a handful of times, not every second.
 */
export function countdownAnnouncementStep(milliseconds: number): number {
  const seconds = Math.ceil(milliseconds / 1000);
  if (seconds > 60) return Math.ceil(seconds / 60) * 60;
  if (seconds > 30) return 60;
  if (seconds > 10) return 30;
  if (seconds > 0) return 10;
  return 0;
}

/**
 * What the responses seen so far say about the server clock minus the browser clock, as an interval in ms.
 * One response whose `Date` header reads D (whole seconds), sent at browser time s and received at r, was dated
 * at some browser moment in [s, r] by a server clock then in [D, D + 1000), so the offset lies in
 * (D − r, D + 1000 − s). Intersecting the intervals of several responses narrows the estimate well below the
 * header's one-second resolution.
 */
export interface ClockOffsetBounds {
  low: number;
  high: number;
}

export function clockOffsetBounds(input: {
  serverDate: string | null;
  sentAt: number;
  receivedAt: number;
}): ClockOffsetBounds | undefined {
  if (!input.serverDate || input.receivedAt < input.sentAt) return undefined;
  const serverTime = Date.parse(input.serverDate);
  if (Number.isNaN(serverTime)) return undefined;
  return { low: serverTime - input.receivedAt, high: serverTime + 1000 - input.sentAt };
}

/**
 * Combines what was known with one more response. When they disagree (the browser clock was changed, or the
 * computer slept), the newer response wins: it describes the clocks as they are now.
 */
export function refineClockOffset(
  known: ClockOffsetBounds | undefined,
  sample: ClockOffsetBounds | undefined,
): ClockOffsetBounds | undefined {
  if (!sample) return known;
  if (!known) return sample;
  const low = Math.max(known.low, sample.low);
  const high = Math.min(known.high, sample.high);
  return low <= high ? { low, high } : sample;
}

/** The best single offset for the countdown: the middle of the interval (0 before any response). */
export function clockOffsetEstimate(bounds: ClockOffsetBounds | undefined): number {
  return bounds ? Math.round((bounds.low + bounds.high) / 2) : 0;
}
