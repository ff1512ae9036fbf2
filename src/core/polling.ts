import { ApiError, ConnectionError } from '../api/errors.js';
import type { TransactionStatus } from '../api/schemas/transaction.js';
import { isFinalStatus } from './checkout-status.js';

/** How often to verify an open transaction: about once a second while the page is seen, slower when hidden. */
export const VISIBLE_POLL_INTERVAL_MS = 1000;
export const HIDDEN_POLL_INTERVAL_MS = 10_000;
const MAX_ERROR_BACKOFF_MS = 15_000;

/**
 * The next verification delay, or false to stop: a final status needs no more polling; failures back off
 * exponentially (with jitter, so many widgets do not retry in step) up to 15 s.
 */
export function nextPollDelay(input: {
  status: TransactionStatus | undefined;
  visible: boolean;
  consecutiveErrors: number;
  random?: () => number;
}): number | false {
  if (input.status !== undefined && isFinalStatus(input.status)) return false;
  const base = input.visible ? VISIBLE_POLL_INTERVAL_MS : HIDDEN_POLL_INTERVAL_MS;
  if (input.consecutiveErrors === 0) return base;
  const backoff = Math.min(MAX_ERROR_BACKOFF_MS, base * 2 ** input.consecutiveErrors);
  const jitter = 0.5 + (input.random ?? Math.random)() / 2;
  return Math.round(backoff * jitter);
}

/**
 * Whether a failed read may succeed if simply tried again: the connection failed, the service failed (5xx), or
 * it asked to slow down (429). A 404 or another 4xx will answer the same way next time, so polling stops.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return !(error instanceof Error && error.name === 'AbortError');
  if (error instanceof ConnectionError) return true;
  return error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;
}
