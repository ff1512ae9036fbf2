/**
 * What the gateway's JSON-RPC client throws once the endpoint has been tried as many times as it may
 * (retrying-fetch.ts) and still rate-limits, fails or does not answer: the gateway's upstream is unavailable,
 * which is neither the caller's mistake nor a bug. The HTTP layer answers it 503 with `Retry-After`.
 */

/** Every message of these errors starts so; web3.js rewraps some failures as a plain `Error` with the message. */
const MESSAGE_START = 'the Solana JSON-RPC endpoint';

export class RpcUnavailableError extends Error {
  constructor(detail: string, options: { cause?: unknown } = {}) {
    super(`${MESSAGE_START} is unavailable: ${detail}`, options);
    this.name = 'RpcUnavailableError';
  }
}

/** Thrown when an attempt took longer than its allowance: the outcome of the request is unknown. */
export class RpcRequestTimeoutError extends Error {
  constructor(url: string, timeoutMs: number) {
    super(`${MESSAGE_START} ${url} did not answer within ${timeoutMs} ms`);
    this.name = 'RpcRequestTimeoutError';
  }
}

type Fetch = typeof globalThis.fetch;

/**
 * Wraps a retrying fetch for web3.js's `Connection`: a 429 or 5xx still answered after the retries, or a
 * connection that still fails, becomes an RpcUnavailableError, rather than web3.js's `Error("429 Too Many
 * Requests: …")`, which says nothing a caller can act on.
 */
export function failingWhenUnavailable(fetch: Fetch): Fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      if (init?.signal?.aborted || error instanceof RpcRequestTimeoutError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new RpcUnavailableError(`it could not be reached (${reason})`, { cause: error });
    }
    if (response.status !== 429 && response.status < 500) return response;
    await response.arrayBuffer().catch(() => undefined);
    throw new RpcUnavailableError(`it still answered ${response.status} after every retry`);
  };
}

/** Whether `error` (or an error it wraps) says the endpoint was unavailable, a timeout included. */
export function isRpcUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof RpcUnavailableError || current instanceof RpcRequestTimeoutError) return true;
    if (current.message.includes(MESSAGE_START)) return true;
    current = current.cause;
  }
  return false;
}
