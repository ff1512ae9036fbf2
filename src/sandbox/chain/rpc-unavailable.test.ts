import { createServer, type Server } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../api/schemas/envelope.js';
import { installErrorHandling } from '../http/error-handler.js';
import { retryingFetch } from './retrying-fetch.js';
import { failingWhenUnavailable, isRpcUnavailable, RpcUnavailableError } from './rpc-unavailable.js';

/** An endpoint that stays unavailable through the retries is a 503 with Retry-After, never a 500. */

const SETTINGS = { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 10, maxRetryAfterMs: 100, timeoutMs: 300 };

let server: Server | undefined;
async function stopEndpoint(): Promise<void> {
  const running = server;
  if (!running) return;
  server = undefined;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}
afterEach(stopEndpoint);

async function endpointAnswering(status: number): Promise<{ url: string; attempts: () => number }> {
  let attempts = 0;
  server = createServer((request, response) => {
    attempts++;
    request.resume();
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end('{"jsonrpc":"2.0","id":1,"result":7}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, attempts: () => attempts };
}

describe('an unavailable Solana endpoint', () => {
  it('is an RpcUnavailableError once a 429 or 5xx outlasts the retries, and passes a good answer through', async () => {
    const fetch = failingWhenUnavailable(retryingFetch(SETTINGS));
    const busy = await endpointAnswering(429);
    await expect(fetch(busy.url, { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(RpcUnavailableError);
    expect(busy.attempts()).toBe(SETTINGS.maxRetries + 1);
    await stopEndpoint();

    const healthy = await endpointAnswering(200);
    const response = await fetch(healthy.url, { method: 'POST', body: '{}' });
    expect(await response.json()).toMatchObject({ result: 7 });
  });

  it('is recognised when web3.js rewraps it as a plain Error with its message', () => {
    const thrown = new RpcUnavailableError('it still answered 503 after every retry');
    expect(isRpcUnavailable(new Error(`failed to get balance of account X: ${String(thrown)}`))).toBe(true);
    expect(isRpcUnavailable(new Error('outer', { cause: thrown }))).toBe(true);
    expect(isRpcUnavailable(new Error('Transaction simulation failed'))).toBe(false);
  });

  it('answers 503 in the error envelope with Retry-After, not 500', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/v1/balance', () => {
      throw new Error(`failed to get balance: ${String(new RpcUnavailableError('it could not be reached'))}`);
    });
    app.get('/v1/bug', () => {
      throw new Error('a bug');
    });
    const unavailable = await app.inject({ method: 'GET', url: '/v1/balance' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('2');
    expect(errorEnvelopeSchema.parse(unavailable.json())).toMatchObject({ statusCode: 503 });
    const bug = await app.inject({ method: 'GET', url: '/v1/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
