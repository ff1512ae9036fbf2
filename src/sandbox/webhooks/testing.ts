import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomAlphanumeric } from '../domain/random.js';
import { apiKeyDigest } from '../store/api-key-digest.js';
import type { SqlExecutor } from '../store/database.js';

/**
 * Test helpers for webhooks: a real HTTP receiver on 127.0.0.1 that records every request byte for byte and answers
 * as told, a port nothing listens on, extra businesses, and waiting for a condition.
 */

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived. */
  rawBody: string;
  receivedAt: number;
}

export interface ReceiverAnswer {
  status: number;
  body?: string;
}

export type ReceiverHandler = (request: ReceivedWebhook) => ReceiverAnswer | Promise<ReceiverAnswer>;

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/webhooks */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** How to answer from now on (default: 200 "ok"). */
  respondWith(handler: ReceiverHandler): void;
  /** Resolves once `count` requests have arrived (all of them, oldest first). */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (`port` 0: a free one). */
export async function startWebhookReceiver(options: { port?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let handler: ReceiverHandler = () => ({ status: 200, body: 'ok' });
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record: ReceivedWebhook = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      received.push(record);
      void Promise.resolve(handler(record)).then(
        (answer) => {
          if (response.destroyed) return;
          response.writeHead(answer.status, { 'content-type': 'text/plain' });
          response.end(answer.body ?? '');
        },
        () => response.destroy(),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    port,
    received,
    respondWith(next) {
      handler = next;
    },
    async waitForRequests(count, timeoutMs = 10_000) {
      await waitUntil(() => received.length >= count, {
        timeoutMs,
        message: () => `expected ${count} webhook requests, got ${received.length}`,
      });
      return received.slice();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on (connections are refused), for a receiver that is down. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `condition` until it holds; fails with `message` after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  options: { timeoutMs?: number; intervalMs?: number; message?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) {
      throw new Error(options.message?.() ?? `condition not met within ${options.timeoutMs ?? 10_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 20));
  }
}

/**
 * Adds a business like `template` (its user, country and settings) with its own id, name, keys and webhook URL:
 * each test gets a business nobody else sends to.
 */
export async function createTestBusiness(
  executor: SqlExecutor,
  input: { template: string; name?: string; webhookUrl?: string },
): Promise<{ businessId: string; publicKey: string; secretKey: string }> {
  const businessId = randomUUID();
  await executor.query(
    `INSERT INTO businesses
     SELECT (jsonb_populate_record(NULL::businesses, to_jsonb(b) || jsonb_build_object(
       'uuid', $1::uuid, 'name', $2::text, 'webhook_url', $3::text, 'is_demo', FALSE))).*
       FROM businesses b WHERE b.uuid = $4`,
    [businessId, input.name ?? `Test shop ${businessId.slice(0, 8)}`, input.webhookUrl ?? '', input.template],
  );
  const publicKey = `pk_test_${randomAlphanumeric(32)}`;
  const secretKey = `sk_test_${randomAlphanumeric(32)}`;
  for (const [key, kind] of [
    [publicKey, 'public'],
    [secretKey, 'secret'],
  ] as const) {
    await executor.query(
      'INSERT INTO api_keys (key, key_digest, business_id, kind, created_at) VALUES ($1, $2, $3, $4, $5)',
      [key, apiKeyDigest(key), businessId, kind, new Date()],
    );
  }
  return { businessId, publicKey, secretKey };
}
