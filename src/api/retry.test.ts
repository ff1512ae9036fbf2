import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
} from './errors.js';
import {
  DEFAULT_RETRY_SETTINGS,
  backoffDelayMs,
  isRetryable,
  nextRetryDelayMs,
  parseRetryAfterMs,
  type HttpMethod,
} from './retry.js';

describe('isRetryable', () => {
  const cases: [string, unknown, Record<HttpMethod, boolean>][] = [
    [
      'connection failure',
      new ConnectionError('reset'),
      { GET: true, PUT: true, PATCH: true, DELETE: true, POST: true },
    ],
    [
      '500',
      new ServerError('boom', { statusCode: 500 }),
      { GET: true, PUT: true, PATCH: true, DELETE: true, POST: true },
    ],
    [
      '503',
      new ServerError('busy', { statusCode: 503 }),
      { GET: true, PUT: true, PATCH: true, DELETE: true, POST: true },
    ],
    ['429', new RateLimitError('slow'), { GET: true, PUT: true, PATCH: true, DELETE: true, POST: false }],
    [
      '400',
      new InvalidRequestError('bad'),
      { GET: false, PUT: false, PATCH: false, DELETE: false, POST: false },
    ],
    ['404', new NotFoundError('gone'), { GET: false, PUT: false, PATCH: false, DELETE: false, POST: false }],
    [
      '409',
      new ConflictError('in use'),
      { GET: false, PUT: false, PATCH: false, DELETE: false, POST: false },
    ],
    [
      '418',
      new ApiError('teapot', { statusCode: 418 }),
      { GET: false, PUT: false, PATCH: false, DELETE: false, POST: false },
    ],
    [
      'broken answer',
      new ResponseValidationError('bad shape', { statusCode: 200 }),
      { GET: false, PUT: false, PATCH: false, DELETE: false, POST: false },
    ],
    [
      'a programming error',
      new TypeError('x is undefined'),
      { GET: false, PUT: false, PATCH: false, DELETE: false, POST: false },
    ],
  ];
  for (const [name, error, expected] of cases) {
    it(`after ${name}`, () => {
      expect({
        GET: isRetryable('GET', error),
        PUT: isRetryable('PUT', error),
        PATCH: isRetryable('PATCH', error),
        DELETE: isRetryable('DELETE', error),
        POST: isRetryable('POST', error),
      }).toEqual(expected);
    });
  }
});

describe('backoffDelayMs', () => {
  const settings = { baseDelayMs: 250, maxDelayMs: 5_000 };

  it('doubles per retry, with half of each wait random, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((retry) => backoffDelayMs(retry, settings, () => 1))).toEqual([
      250, 500, 1000, 2000, 4000, 5000, 5000,
    ]);
    expect([1, 2, 3, 6].map((retry) => backoffDelayMs(retry, settings, () => 0))).toEqual([
      125, 250, 500, 2500,
    ]);
  });
});

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfterMs('3', now)).toBe(3000);
    expect(parseRetryAfterMs(' 0.5 ', now)).toBe(500);
    expect(parseRetryAfterMs('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfterMs('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfterMs(null, now)).toBeUndefined();
    expect(parseRetryAfterMs('soon', now)).toBeUndefined();
    expect(parseRetryAfterMs('-5', now)).toBeUndefined();
  });
});

describe('nextRetryDelayMs', () => {
  const settings = { ...DEFAULT_RETRY_SETTINGS, maxRetries: 2 };
  const busy = new ServerError('busy', { statusCode: 503 });

  it('stops once the retry budget is spent', () => {
    expect(nextRetryDelayMs({ method: 'GET', error: busy, retriesSoFar: 0 }, settings, () => 0)).toBe(125);
    expect(nextRetryDelayMs({ method: 'GET', error: busy, retriesSoFar: 1 }, settings, () => 0)).toBe(250);
    expect(nextRetryDelayMs({ method: 'GET', error: busy, retriesSoFar: 2 }, settings)).toBeUndefined();
  });

  it('waits at least Retry-After, and refuses one longer than maxRetryAfterMs', () => {
    const attempt = { method: 'GET' as const, error: busy, retriesSoFar: 0 };
    expect(nextRetryDelayMs({ ...attempt, retryAfterMs: 2_000 }, settings, () => 1)).toBe(2_000);
    expect(nextRetryDelayMs({ ...attempt, retryAfterMs: 10 }, settings, () => 1)).toBe(250);
    expect(nextRetryDelayMs({ ...attempt, retryAfterMs: 120_000 }, settings)).toBeUndefined();
  });

  it('never retries what is not retryable', () => {
    expect(
      nextRetryDelayMs({ method: 'POST', error: new RateLimitError('slow'), retriesSoFar: 0 }, settings),
    ).toBeUndefined();
  });
});
