import type * as z from 'zod/mini';
import { ApiError, ConnectionError, ResponseValidationError, apiErrorFromResponse } from './errors.js';
import { fieldErrorsFromIssues, summariseFieldErrors } from './field-errors.js';
import { assertValidIdempotencyKey, generateIdempotencyKey } from './idempotency-key.js';
import { nextRetryDelayMs, parseRetryAfterMs, type HttpMethod, type RetrySettings } from './retry.js';
import { errorEnvelopeSchema, successEnvelopeSchema } from './schemas/envelope.js';

/**
 * Sends one API call over `fetch`: headers, timeout, caller cancellation, retries (see retry.ts) and turning the
 * answer into either the validated `data` of a success envelope or an ApiError. Uses only `fetch`, `URL`,
 * `AbortController` and `crypto`, so it runs the same in browsers and in Node.
 */

/** The part of `fetch` the client uses; `globalThis.fetch` and most fetch implementations fit. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options every client method takes as its last argument. */
export interface RequestOptions {
  /**
   * POST only: the `Idempotency-Key` to send (1 to 255 printable ASCII characters). Without one, each call makes
   * its own. Pass the same key again (with the same body) to get the first call's answer instead of acting twice.
   */
  idempotencyKey?: string;
  /** Cancels the call, including waits between retries; the call then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** This call's timeout per attempt, overriding the client's `timeoutMs`. */
  timeoutMs?: number;
  /** This call's retry budget, overriding the client's `maxRetries`. */
  maxRetries?: number;
  /** Called with every HTTP response this call receives (each attempt's), e.g. to log or read headers. */
  onResponse?: (response: ResponseInfo) => void;
}

/** What `onResponse` learns about one HTTP response. */
export interface ResponseInfo {
  method: HttpMethod;
  url: string;
  status: number;
  headers: Headers;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  /** The key a POST was sent with. */
  idempotencyKey: string | undefined;
  /** True when the service replayed the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

export interface HttpSettings {
  /** The service's base URL without a trailing slash, e.g. "https://api.example.com". */
  baseUrl: string;
  apiKey: string | undefined;
  fetch: FetchLike;
  timeoutMs: number;
  retry: RetrySettings;
}

/** One call, already validated: the path is encoded and the query written as strings. */
export interface HttpCall<Data extends z.core.$ZodType> {
  method: HttpMethod;
  path: string;
  query?: Readonly<Record<string, string>>;
  body?: unknown;
  /** Schema of the envelope's `data`. */
  data: Data;
}

export type Send = <Data extends z.core.$ZodType>(
  call: HttpCall<Data>,
  options?: RequestOptions,
) => Promise<z.output<Data>>;

type Attempt<T> = { ok: true; value: T } | { ok: false; error: ApiError; retryAfterMs?: number | undefined };

const envelopeSchemas = new WeakMap<z.core.$ZodType, z.ZodMiniType>();

/** The success envelope around a data schema, built once per schema. */
function envelopeFor<Data extends z.core.$ZodType>(data: Data): z.ZodMiniType<{ data: z.output<Data> }> {
  let envelope = envelopeSchemas.get(data);
  if (!envelope) {
    envelope = successEnvelopeSchema(data);
    envelopeSchemas.set(data, envelope);
  }
  return envelope as z.ZodMiniType<{ data: z.output<Data> }>;
}

export function createSender(settings: HttpSettings): Send {
  return async function send<Data extends z.core.$ZodType>(
    call: HttpCall<Data>,
    options: RequestOptions = {},
  ): Promise<z.output<Data>> {
    const { signal } = options;
    signal?.throwIfAborted();
    const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
    const retry = { ...settings.retry, maxRetries: options.maxRetries ?? settings.retry.maxRetries };
    assertPositive('timeoutMs', timeoutMs);
    assertRetryCount(retry.maxRetries);

    let idempotencyKey: string | undefined;
    if (call.method === 'POST') {
      if (options.idempotencyKey !== undefined) assertValidIdempotencyKey(options.idempotencyKey);
      idempotencyKey = options.idempotencyKey ?? generateIdempotencyKey();
    }
    const search = new URLSearchParams(call.query ?? {}).toString();
    const url = `${settings.baseUrl}${call.path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (settings.apiKey) headers.Authorization = settings.apiKey;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const label = `${call.method} ${call.path}`;

    for (let retriesSoFar = 0; ; retriesSoFar++) {
      const attempt = await sendOnce<z.output<Data>>({
        fetch: settings.fetch,
        url,
        init: { method: call.method, headers, body },
        label,
        timeoutMs,
        signal,
        data: envelopeFor(call.data),
        onResponse: (response) =>
          options.onResponse?.({
            method: call.method,
            url,
            status: response.status,
            headers: response.headers,
            attempt: retriesSoFar + 1,
            idempotencyKey,
            replayed: response.headers.get('idempotent-replayed') === 'true',
          }),
      });
      if (attempt.ok) return attempt.value;
      const delayMs = nextRetryDelayMs(
        {
          method: call.method,
          error: attempt.error,
          retriesSoFar,
          retryAfterMs: attempt.retryAfterMs,
        },
        retry,
      );
      if (delayMs === undefined) throw attempt.error;
      await sleep(delayMs, signal);
    }
  };
}

interface OneAttempt<T> {
  fetch: FetchLike;
  url: string;
  init: RequestInit;
  label: string;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  data: z.ZodMiniType<{ data: T }>;
  onResponse: (response: Response) => void;
}

/** Sends the request once. A cancellation by the caller rejects; every other failure is returned. */
async function sendOnce<T>(attempt: OneAttempt<T>): Promise<Attempt<T>> {
  const { signal, timeoutMs, label } = attempt;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  // Settles when the attempt is abandoned, even if the fetch implementation ignores its signal.
  const abandoned = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  abandoned.catch(() => undefined);
  try {
    let response: Response;
    let text: string;
    try {
      [response, text] = await Promise.race([
        (async () => {
          const received = await attempt.fetch(attempt.url, { ...attempt.init, signal: controller.signal });
          return [received, await received.text()] as const;
        })(),
        abandoned,
      ]);
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      if (timedOut) {
        return {
          ok: false,
          error: new ConnectionError(`${label} timed out after ${timeoutMs} ms`, { cause }),
        };
      }
      return {
        ok: false,
        error: new ConnectionError(`${label} could not reach the service: ${describeCause(cause)}`, {
          cause,
        }),
      };
    }
    attempt.onResponse(response);
    return interpretResponse(response, text, label, attempt.data);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function interpretResponse<T>(
  response: Response,
  text: string,
  label: string,
  envelope: z.ZodMiniType<{ data: T }>,
): Attempt<T> {
  const { status } = response;
  const json = parseJson(text);
  if (status >= 200 && status < 300) {
    if (json === NOT_JSON) {
      return {
        ok: false,
        error: new ResponseValidationError(
          `${label} answered HTTP ${status} with a body that is not JSON: ${snippet(text)}`,
          { statusCode: status },
        ),
      };
    }
    const parsed = envelope.safeParse(json);
    if (parsed.success) return { ok: true, value: parsed.data.data };
    const errors = fieldErrorsFromIssues(parsed.error.issues, json, 'response');
    return {
      ok: false,
      error: new ResponseValidationError(
        summariseFieldErrors(`answer to ${label} (HTTP ${status})`, errors),
        { statusCode: status, errors },
      ),
    };
  }
  const errorEnvelope = errorEnvelopeSchema.safeParse(json);
  const error = errorEnvelope.success
    ? apiErrorFromResponse(status, errorEnvelope.data.message, errorEnvelope.data.errors)
    : apiErrorFromResponse(
        status,
        `${label} failed with HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}` +
          (text.trim() ? `: ${snippet(text)}` : ''),
      );
  const retryAfterMs =
    status === 429 || status === 503 ? parseRetryAfterMs(response.headers.get('retry-after')) : undefined;
  return { ok: false, error, retryAfterMs };
}

const NOT_JSON: unique symbol = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return '(empty body)';
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
  return `${cause.message}${inner}`;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function assertPositive(name: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new TypeError(`${name} must be a positive number of milliseconds, got ${String(value)}`);
  }
}

export function assertRetryCount(value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new TypeError(`maxRetries must be a whole number ≥ 0, got ${String(value)}`);
  }
}
