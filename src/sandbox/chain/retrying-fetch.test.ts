import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { retryingFetch, type RetryingFetchSettings } from './retrying-fetch.js';
import { RpcRequestTimeoutError } from './rpc-unavailable.js';

/** The JSON-RPC client's fetch against a stub endpoint that answers each attempt as the test says. */

const SETTINGS: RetryingFetchSettings = {
  maxRetries: 3,
  baseDelayMs: 10,
  maxDelayMs: 40,
  maxRetryAfterMs: 2_000,
  timeoutMs: 300,
};

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Starts a stub whose `answers[n]` handles the n-th request (the last one handles any after it). */
async function stub(
  answers: ((request: IncomingMessage, response: ServerResponse) => void)[],
): Promise<{ url: string; attempts: () => number[] }> {
  const times: number[] = [];
  server = createServer((request, response) => {
    times.push(Date.now());
    const answer = answers[Math.min(times.length, answers.length) - 1];
    request.resume();
    answer?.(request, response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, attempts: () => times };
}

const ok = (_request: IncomingMessage, response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":7}');
const status =
  (code: number, headers: Record<string, string> = {}) =>
  (_request: IncomingMessage, response: ServerResponse) =>
    response.writeHead(code, headers).end('busy');
const silent = () => {};

const post = (url: string) =>
  retryingFetch(SETTINGS)(url, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}' });

describe('retryingFetch', () => {
  it('tells of every failed attempt by kind: rate limited, server error, timeout', async () => {
    const endpoint = await stub([status(429), status(502), silent, ok]);
    const failures: string[] = [];
    const response = await retryingFetch(SETTINGS, { onFailure: (kind) => failures.push(kind) })(
      endpoint.url,
      {
        method: 'POST',
        body: '{}',
      },
    );
    expect(response.status).toBe(200);
    expect(failures).toEqual(['rate_limited', 'server_error', 'timeout']);
  });

  it('waits out a 429 for as long as its Retry-After says, then answers the retry', async () => {
    const endpoint = await stub([status(429, { 'retry-after': '1' }), ok]);
    const response = await post(endpoint.url);
    expect(await response.json()).toMatchObject({ result: 7 });
    const [first = 0, second = 0] = endpoint.attempts();
    expect(second - first).toBeGreaterThanOrEqual(950);
  });

  it('retries a 503 with a growing backoff, and answers the last failure once retries are spent', async () => {
    const recovering = await stub([status(503), status(503), ok]);
    expect((await post(recovering.url)).status).toBe(200);
    expect(recovering.attempts()).toHaveLength(3);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;

    const down = await stub([status(503)]);
    expect((await post(down.url)).status).toBe(503);
    expect(down.attempts()).toHaveLength(SETTINGS.maxRetries + 1);
  });

  it('does not wait out a Retry-After longer than it may: the 429 is answered as it is', async () => {
    const endpoint = await stub([status(429, { 'retry-after': '3600' }), ok]);
    expect((await post(endpoint.url)).status).toBe(429);
    expect(endpoint.attempts()).toHaveLength(1);
  });

  it('abandons an attempt that takes too long and tries again', async () => {
    const slow = await stub([silent, ok]);
    expect(await (await post(slow.url)).json()).toMatchObject({ result: 7 });
    expect(slow.attempts()).toHaveLength(2);
  });

  it('rejects with a timeout error when every attempt times out: the outcome is unknown', async () => {
    const endpoint = await stub([silent]);
    await expect(post(endpoint.url)).rejects.toBeInstanceOf(RpcRequestTimeoutError);
    expect(endpoint.attempts()).toHaveLength(SETTINGS.maxRetries + 1);
  });
});
