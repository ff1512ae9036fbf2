import { backoffDelayMs, parseRetryAfterMs } from '../../api/retry.js';
import type { RpcFailureKind } from '../observability/rpc-errors.js';
import { RpcRequestTimeoutError } from './rpc-unavailable.js';

/** How the JSON-RPC client waits out a busy or failing endpoint. */
export interface RetryingFetchSettings {
  /** Retries after the first attempt (so at most `maxRetries + 1` attempts). */
  maxRetries: number;
  /** Backoff before the first retry, before jitter; doubles for each further retry. */
  baseDelayMs: number;
  /** Longest backoff between two attempts, before jitter. */
  maxDelayMs: number;
  /** Longest `Retry-After` worth waiting out; past it the 429 or 503 is answered as it is. */
  maxRetryAfterMs: number;
  /** How long one attempt may take, answer included, before it is abandoned (and retried). */
  timeoutMs: number;
}

/**
 * Six retries ride out about 13 s of a busy endpoint (backoff 0.25 s doubling to 5 s) before the caller is told
 * it is unavailable: a public endpoint that refuses one request in three still serves every call.
 */
export const DEFAULT_RPC_FETCH_SETTINGS: Readonly<RetryingFetchSettings> = {
  maxRetries: 6,
  baseDelayMs: 250,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 30_000,
  timeoutMs: 15_000,
};

type Fetch = typeof globalThis.fetch;

/**
 * A `fetch` for web3.js's `Connection` that rides out a rate limit or a passing failure of a public RPC
 * endpoint: a 429 or a 5xx, a dropped connection or a timed-out attempt is tried again after a jittered
 * exponential backoff (src/api/retry.ts's), or after the `Retry-After` the endpoint asked for when that is longer.
 *
 * Retrying is safe for every call the service makes: all are reads except `sendTransaction`, whose signed bytes
 * can land only once whatever the number of sends, and `requestAirdrop`, which exists only on test ledgers.
 * The last failure is answered (or thrown) as it is, for web3.js to report.
 */
export function retryingFetch(
  settings: RetryingFetchSettings = DEFAULT_RPC_FETCH_SETTINGS,
  options: {
    fetch?: Fetch;
    sleep?: (ms: number) => Promise<void>;
    random?: () => number;
    /** Told of every failed attempt, retried or not (the metrics count them). */
    onFailure?: (kind: RpcFailureKind) => void;
  } = {},
): Fetch {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    for (let retry = 0; ; retry++) {
      const canRetry = retry < settings.maxRetries;
      let response: Response;
      try {
        response = await attempt(baseFetch, input, init, settings.timeoutMs, url);
      } catch (error) {
        // The caller's own abort is final; a connection failure or a timeout is worth another try.
        if (init?.signal?.aborted) throw error;
        options.onFailure?.(error instanceof RpcRequestTimeoutError ? 'timeout' : 'network');
        if (!canRetry) throw error;
        await sleep(backoffDelayMs(retry + 1, settings, options.random));
        continue;
      }
      if (isRetryableStatus(response.status)) {
        options.onFailure?.(response.status === 429 ? 'rate_limited' : 'server_error');
      }
      if (!canRetry || !isRetryableStatus(response.status)) return response;
      const retryAfter = parseRetryAfterMs(response.headers.get('retry-after'));
      if (retryAfter !== undefined && retryAfter > settings.maxRetryAfterMs) return response;
      // Read to the end so that the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      await sleep(Math.max(retryAfter ?? 0, backoffDelayMs(retry + 1, settings, options.random)));
    }
  };
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** One request, abandoned after `timeoutMs` (the caller's own signal still applies). */
async function attempt(
  baseFetch: Fetch,
  input: Parameters<Fetch>[0],
  init: Parameters<Fetch>[1],
  timeoutMs: number,
  url: string,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await baseFetch(input, { ...init, signal });
  } catch (error) {
    if (timeout.aborted && !init?.signal?.aborted) throw new RpcRequestTimeoutError(url, timeoutMs);
    throw error;
  }
}
