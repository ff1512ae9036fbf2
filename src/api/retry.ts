import { ApiError, ConnectionError, ResponseValidationError } from './errors.js';

/**
 * When the client sends a failed request again, and how long it waits first. Only requests that cannot do
 * anything twice are retried:
 *
 * - GET, PUT, PATCH and DELETE are idempotent by nature (the client's PATCH sets fields to values, it does not
 *   add to them): retried after a connection failure (including a timeout), a 5xx, or a 429.
 * - POST always carries an `Idempotency-Key` (the same one on every attempt), so the service replays a stored
 *   answer instead of acting twice: retried after a connection failure or a 5xx only (5xx answers are not stored,
 *   so the retry runs again).
 * - Nothing else is retried: any other 4xx will fail the same way again, and an answer that breaks the contract
 *   is a bug to report, not a hiccup.
 *
 * Waits grow exponentially with "equal jitter" (half fixed, half random) so that many clients failing at once do
 * not come back in step. A `Retry-After` on a 429 or 503 is honoured when it is longer than the backoff; one longer
 * than `maxRetryAfterMs` ends the retries (the caller should decide, not a sleeping client).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RetrySettings {
  /** Retries after the first attempt (so at most `maxRetries + 1` attempts). */
  maxRetries: number;
  /** Backoff before the first retry, before jitter; doubles for each further retry. */
  baseDelayMs: number;
  /** Longest backoff between two attempts, before jitter. */
  maxDelayMs: number;
  /** Longest `Retry-After` the client will wait out; a longer one fails the call at once. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_SETTINGS: Readonly<RetrySettings> = {
  maxRetries: 2,
  baseDelayMs: 250,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 60_000,
};

/** Whether a request with this method may be sent again after failing with `error`. */
export function isRetryable(method: HttpMethod, error: unknown): boolean {
  if (!(error instanceof ApiError) || error instanceof ResponseValidationError) return false;
  if (error instanceof ConnectionError) return true;
  if (error.statusCode >= 500) return true;
  return error.statusCode === 429 && method !== 'POST';
}

/** The jittered exponential backoff before retry number `retry` (1 for the first retry). */
export function backoffDelayMs(
  retry: number,
  settings: Pick<RetrySettings, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/**
 * Reads a `Retry-After` header (delay in seconds, or an HTTP date) as milliseconds from `now`; undefined when
 * absent or unreadable.
 */
export function parseRetryAfterMs(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date names its weekday and month ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone takes "-5".
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

export interface FailedAttempt {
  method: HttpMethod;
  error: unknown;
  /** Retries made so far (0 after the first attempt). */
  retriesSoFar: number;
  /** The response's `Retry-After`, in milliseconds, when it answered 429 or 503 with one. */
  retryAfterMs?: number | undefined;
}

/** How long to wait before sending the request again, or undefined when it must not be retried. */
export function nextRetryDelayMs(
  attempt: FailedAttempt,
  settings: RetrySettings,
  random: () => number = Math.random,
): number | undefined {
  if (attempt.retriesSoFar >= settings.maxRetries) return undefined;
  if (!isRetryable(attempt.method, attempt.error)) return undefined;
  const backoff = backoffDelayMs(attempt.retriesSoFar + 1, settings, random);
  const { retryAfterMs } = attempt;
  if (retryAfterMs === undefined) return backoff;
  if (retryAfterMs > settings.maxRetryAfterMs) return undefined;
  return Math.max(backoff, retryAfterMs);
}
