import { describe, expect, it } from 'vitest';
import {
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  ServerError,
} from '../api/errors.js';
import { isTransientFailure, nextPollDelay } from './polling.js';

describe('nextPollDelay', () => {
  it('polls about once a second while visible, slower when hidden, never after a final status', () => {
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 0 })).toBe(1000);
    expect(nextPollDelay({ status: 'pending_settlement', visible: false, consecutiveErrors: 0 })).toBe(
      10_000,
    );
    for (const status of ['success', 'failed', 'expired'] as const) {
      expect(nextPollDelay({ status, visible: true, consecutiveErrors: 0 })).toBe(false);
    }
  });

  it('backs off after errors, with jitter, up to a cap', () => {
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 2, random: () => 1 })).toBe(
      4000,
    );
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 2, random: () => 0 })).toBe(
      2000,
    );
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 20, random: () => 1 })).toBe(
      15_000,
    );
  });
});

describe('isTransientFailure', () => {
  it('keeps polling through connection failures, 5xx and 429, and stops at other refusals', () => {
    expect(isTransientFailure(new ConnectionError('offline'))).toBe(true);
    expect(isTransientFailure(new ServerError('boom', { statusCode: 503 }))).toBe(true);
    expect(isTransientFailure(new RateLimitError('slow down'))).toBe(true);
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(new NotFoundError('no such transaction'))).toBe(false);
    expect(isTransientFailure(new InvalidRequestError('bad reference'))).toBe(false);
    expect(isTransientFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
