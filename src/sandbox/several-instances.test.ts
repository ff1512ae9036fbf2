import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyToBaseUnits } from '../api/money.js';
import { reconciliationSchema } from '../api/schemas/sandbox.js';
import { verifyWebhookSignature, WEBHOOK_HEADERS } from '../api/webhook-signature.js';
import { SANDBOX_MINTS } from './chain/sandbox-keys.js';
import { followTransactionEvents } from './testing/event-stream.js';
import { startLedgerProcess, type LedgerProcess } from './testing/ledger-process.js';
import { jsonRpcResult } from './testing/json-rpc-result.js';
import { pollUntil } from './testing/poll-until.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './testing/round-robin-proxy.js';
import { startServiceChild, stopServiceChild, type ServiceChild } from './testing/service-child.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
  testDatabaseAdminUrl,
  testStore,
} from './testing/test-database.js';

/**
 * Several instances, as an operator would run them: one `npm run ledger`, three gateway processes on one
 * PostgreSQL database, and a round-robin load balancer in front. Under concurrent load (payments, payouts, swaps,
 * webhooks to a receiver, shoppers' event streams), one instance is killed with SIGKILL midway; the other two go
 * on. Afterwards: no webhook event was delivered twice under different delivery ids, no payout was executed twice
 * on the ledger, every acknowledged payment succeeded, every stream saw its final status, and the books agree
 * with the ledger to the base unit. PostgreSQL only: PGlite's DATA_DIR admits one process.
 */

const LOAD = { payments: 500, payouts: 100, swaps: 50 } as const;
const WORKERS = 12;
/** The instance that is killed, once this share of the load has been acknowledged. */
const KILLED = 1;
const KILL_AFTER_SHARE = 0.4;
/** Every this-many payments, a shopper follows the transaction's event stream. */
const STREAM_EVERY = 5;
const SECRET_KEY = 'sk_test_severalInstancesSecret01';
const PUBLIC_KEY = 'pk_test_severalInstancesPublic01';

type Answer = { status: number; body: { data?: Record<string, unknown>; message?: string } };

/** One HTTP call through the balancer; a cut connection or a 502 from it is `undefined`: no answer. */
async function send(
  baseUrl: string,
  method: string,
  pathname: string,
  options: { body?: unknown; key?: string; idempotencyKey?: string } = {},
): Promise<Answer | undefined> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key) headers.authorization = options.key;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const body = (await response.json()) as Answer['body'];
    if (response.status === 502) return undefined;
    return { status: response.status, body };
  } catch {
    return undefined;
  }
}

/**
 * Sends an idempotent request until it is answered 201, as the typed client retries: with the same key, through
 * a cut connection (the instance died), a 409 (the key's owner is not yet known to be dead) or a 503.
 */
async function sendUntilCreated(
  baseUrl: string,
  pathname: string,
  body: unknown,
  idempotencyKey: string,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await send(baseUrl, 'POST', pathname, { body, key: SECRET_KEY, idempotencyKey });
    if (answer?.status === 201 && answer.body.data) return answer.body.data;
    const retryable = answer === undefined || answer.status === 409 || answer.status === 503;
    if (!retryable || Date.now() > deadline) {
      throw new Error(`${pathname} answered ${answer?.status ?? 'nothing'}: ${answer?.body.message ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const waitUntil = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) =>
  pollUntil(what, read, done, { timeoutMs: 90_000, intervalMs: 300 });

/** A merchant's webhook endpoint: checks each signature and keeps every delivery it receives. */
async function startWebhookReceiver() {
  const received: { deliveryId: string; event: string; identity: string; validSignature: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const payload = JSON.parse(rawBody.toString()) as { event: string; data: Record<string, unknown> };
      void verifyWebhookSignature({
        rawBody,
        timestamp: request.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()],
        signature: request.headers[WEBHOOK_HEADERS.signature.toLowerCase()],
        secretKey: SECRET_KEY,
      }).then((validSignature) => {
        const { data } = payload;
        received.push({
          deliveryId: String(request.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]),
          event: payload.event,
          identity: String(data.reference ?? data.uuid ?? data.id),
          validSignature,
        });
        response.writeHead(200).end('ok');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const adminUrl = testStore() === 'postgres' ? testDatabaseAdminUrl() : undefined;

describe.runIf(adminUrl)('several instances on one PostgreSQL database', () => {
  const directories: string[] = [];
  let database: { name: string; url: string };
  let ledger: LedgerProcess;
  let instances: ServiceChild[] = [];
  let balancer: RoundRobinProxy;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    if (!adminUrl) return;
    const name = await createPostgresTestDatabase(adminUrl);
    database = { name, url: postgresTestDatabaseUrl(adminUrl, name) };
    const ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-instances-ledger-'));
    directories.push(ledgerDir);
    ledger = await startLedgerProcess(ledgerDir);
    const depositSeed = randomBytes(32).toString('hex');
    // Started together: one of them runs the migrations under the advisory lock, the others wait for it.
    instances = await Promise.all(
      [1, 2, 3].map(async (number) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `crypto-checkout-instance-${number}-`));
        directories.push(dataDir);
        return startServiceChild({
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          DEPOSIT_SEED: depositSeed,
          INSTANCE_ID: `gateway-${number}`,
          SOLANA_RPC_URL: ledger.url,
          SOLANA_WS_URL: ledger.webSocketUrl,
          SANDBOX_SECRET_KEY: SECRET_KEY,
          SANDBOX_PUBLIC_KEY: PUBLIC_KEY,
          TRANSACTION_TTL_SECONDS: '3600',
          SWAP_COMPLETION_DELAY_MS: '300',
          WEBHOOK_RETRY_BASE_MS: '500',
          // All the load comes through one balancer from one address, which the limits would count as one
          // client: budgets far above the load keep the shared counters counting without refusing it.
          RATE_LIMIT_PER_IP: '1000000',
          RATE_LIMIT_PER_KEY: '1000000',
        });
      }),
    );
    balancer = await startRoundRobinProxy(instances.map((instance) => instance.ready.url));
    receiver = await startWebhookReceiver();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopServiceChild(instance)));
    await balancer?.close();
    await receiver?.close();
    await ledger?.stop();
    if (adminUrl && database) await dropPostgresTestDatabase(adminUrl, database.name);
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  });

  it('loses nothing and does nothing twice when one of three instances is killed under load', async () => {
    const url = balancer.url;
    const webhook = await send(url, 'PUT', '/v1/business/webhook', {
      key: SECRET_KEY,
      body: { webhookUrl: receiver.url },
    });
    expect(webhook?.status, webhook?.body.message).toBe(200);

    // Funds for the payouts and swaps, paid by customers as in production.
    for (const crypto of ['USDC', 'USDT'] as const) {
      const funding = await sendUntilCreated(
        url,
        '/v1/transactions',
        { crypto, baseFiat: 'USD', amount: 400, email: 'funder@example.com' },
        randomUUID(),
      );
      const reference = String(funding.reference);
      const paid = await send(url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, {
        body: { mode: 'exact' },
      });
      expect(paid?.status, paid?.body.message).toBe(201);
      await waitUntil(
        `funding ${reference}`,
        async () => (await send(url, 'GET', `/v1/transactions/${reference}/verify`))?.body.data?.status,
        (status) => status === 'success',
      );
    }

    type Task = { kind: 'payment' | 'payout' | 'swap'; index: number };
    const tasks: Task[] = [
      ...Array.from({ length: LOAD.payments }, (_, index) => ({ kind: 'payment' as const, index })),
      ...Array.from({ length: LOAD.payouts }, (_, index) => ({ kind: 'payout' as const, index })),
      ...Array.from({ length: LOAD.swaps }, (_, index) => ({ kind: 'swap' as const, index })),
    ];
    // Interleaved the same way every run, so that the kill falls amid all three kinds.
    tasks.sort((a, b) => ((a.index * 7919 + a.kind.length) % 997) - ((b.index * 7919 + b.kind.length) % 997));

    const paidReferences = new Set<string>();
    const unansweredPayments = new Set<string>();
    /** Payout id → where it pays, and the request and key that a retry sends again. */
    const payouts = new Map<
      string,
      { address: string; body: unknown; idempotencyKey: string; sentUnits: bigint }
    >();
    const swaps = new Set<string>();
    const streams = new Map<string, ReturnType<typeof followTransactionEvents>>();
    let completed = 0;
    let killed: Promise<void> | undefined;

    const runTask = async (task: Task) => {
      if (task.kind === 'payment') {
        const crypto = (['USDC', 'USDT', 'SOL'] as const)[task.index % 3] ?? 'USDC';
        const initiated = await sendUntilCreated(
          url,
          '/v1/transactions',
          {
            crypto,
            baseFiat: 'USD',
            amount: 2 + (task.index % 5),
            email: `shopper${task.index}@example.com`,
          },
          randomUUID(),
        );
        const reference = String(initiated.reference);
        if (task.index % STREAM_EVERY === 0) streams.set(reference, followTransactionEvents(url, reference));
        const paid = await send(url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, {
          body: { mode: 'exact' },
        });
        // Not idempotent: a payment whose answer was cut may or may not have been sent.
        if (paid?.status === 201) paidReferences.add(reference);
        else if (paid === undefined) unansweredPayments.add(reference);
        else throw new Error(`paying ${reference} answered ${paid.status}: ${paid.body.message ?? ''}`);
      } else if (task.kind === 'payout') {
        const address = Keypair.generate().publicKey.toBase58();
        const body = { amount: 1.25, currency: 'USDC', address };
        const idempotencyKey = randomUUID();
        const payout = await sendUntilCreated(url, '/v1/payout-requests/crypto', body, idempotencyKey);
        // What reaches the address: the amount less the payout fee.
        const sentUnits =
          currencyToBaseUnits(Number(payout.amountInCrypto), 'USDC') -
          currencyToBaseUnits(Number(payout.feeInCrypto), 'USDC');
        payouts.set(String(payout.id), { address, body, idempotencyKey, sentUnits });
      } else {
        const swap = await sendUntilCreated(
          url,
          '/v1/swaps',
          { inputCryptocurrency: 'USDT', outputCryptocurrency: 'USDC', inputCryptocurrencyAmount: '2' },
          randomUUID(),
        );
        swaps.add(String(swap.uuid));
      }
      completed += 1;
      if (!killed && completed >= tasks.length * KILL_AFTER_SHARE) {
        const victim = instances[KILLED];
        if (victim) killed = stopServiceChild(victim);
      }
    };

    // Shoppers watching across the kill: transactions opened before the load and paid only after the kill, each
    // followed from the start. The balancer spreads their streams over the three instances, so the victim's
    // shoppers must reconnect to another instance and still see the payment.
    const watchedAcrossKill: string[] = [];
    for (let shopper = 0; shopper < 2 * instances.length; shopper += 1) {
      const initiated = await sendUntilCreated(
        url,
        '/v1/transactions',
        { crypto: 'USDC', baseFiat: 'USD', amount: 3, email: `watcher${shopper}@example.com` },
        randomUUID(),
      );
      const reference = String(initiated.reference);
      watchedAcrossKill.push(reference);
      streams.set(reference, followTransactionEvents(url, reference));
    }

    const loadStarted = Date.now();
    const queue = [...tasks];
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let task = queue.shift(); task; task = queue.shift()) await runTask(task);
      }),
    );
    await killed;
    expect(killed, 'the instance was killed midway').toBeDefined();
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    for (const reference of watchedAcrossKill) {
      const paid = await send(url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, {
        body: { mode: 'exact' },
      });
      expect(paid?.status, paid?.body.message).toBe(201);
      paidReferences.add(reference);
    }

    // Every acknowledged payment succeeds; so does any whose answer was cut but whose money landed.
    for (const reference of paidReferences) {
      await waitUntil(
        `transaction ${reference}`,
        async () => (await send(url, 'GET', `/v1/transactions/${reference}/verify`))?.body.data?.status,
        (status) => status === 'success',
      );
    }
    // A payout's retry with its key answers the payout as it is now: recovery finishes the killed one's.
    for (const [id, payout] of payouts) {
      await waitUntil(
        `payout ${id}`,
        async () =>
          (await sendUntilCreated(url, '/v1/payout-requests/crypto', payout.body, payout.idempotencyKey))
            .status,
        (status) => status === 'FULFILLED',
      );
    }
    for (const id of swaps) {
      await waitUntil(
        `swap ${id}`,
        async () => (await send(url, 'GET', `/v1/swaps/${id}`, { key: SECRET_KEY }))?.body.data?.status,
        (status) => status === 'COMPLETED',
      );
    }

    // Every shopper's stream saw its transaction's final status, over reconnections if its instance died.
    const streamResults = await Promise.all(
      [...streams].map(async ([reference, stream]) => {
        const final = paidReferences.has(reference) ? 'success' : undefined;
        if (final) {
          await Promise.race([stream.done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
        }
        await stream.stop();
        return { reference, final, statuses: stream.statuses, connections: stream.connections() };
      }),
    );
    const missed = streamResults.filter((result) => result.final && !result.statuses.includes(result.final));
    expect(missed, 'streams that never saw their final status').toEqual([]);
    const watched = streamResults.filter((result) => watchedAcrossKill.includes(result.reference));
    expect(
      watched.some((result) => result.connections > 1),
      'a stream on the killed instance reconnected',
    ).toBe(true);

    // Payouts: each destination received its amount exactly once.
    for (const [id, { address: owner, sentUnits }] of payouts) {
      const account = getAssociatedTokenAddressSync(
        SANDBOX_MINTS.USDC,
        new PublicKey(owner),
        true,
      ).toBase58();
      const balance = (await jsonRpcResult(ledger.url, 'getTokenAccountBalance', [account])) as {
        value: { amount: string };
      };
      expect(BigInt(balance.value.amount), `payout ${id} to ${owner}`).toBe(sentUnits);
    }

    // The books agree with the ledger on every line, once the last sweeps have landed.
    const lines = await waitUntil(
      'reconciliation',
      async () =>
        reconciliationSchema.parse(
          (await send(url, 'GET', '/v1/sandbox/reconciliation', { key: SECRET_KEY }))?.body.data,
        ),
      (current) => current.every((line) => line.ok && Number(line.inTransit ?? 0) === 0),
    );
    expect(lines.filter((line) => line.status !== 'ok')).toEqual([]);

    // Webhooks: every paid transaction's success arrived; no event under two delivery ids.
    await waitUntil(
      'webhooks for every payment',
      () =>
        Promise.resolve(
          [...paidReferences].filter(
            (reference) =>
              !receiver.received.some(
                (delivery) => delivery.event === 'transaction.success' && delivery.identity === reference,
              ),
          ).length,
        ),
      (missing) => missing === 0,
    );
    const deliveryIdsByEvent = new Map<string, Set<string>>();
    for (const delivery of receiver.received) {
      const key = `${delivery.event} ${delivery.identity}`;
      const ids = deliveryIdsByEvent.get(key) ?? new Set<string>();
      ids.add(delivery.deliveryId);
      deliveryIdsByEvent.set(key, ids);
    }
    const doubled = [...deliveryIdsByEvent].filter(([, ids]) => ids.size > 1).map(([key]) => key);
    expect(doubled, 'events delivered under two delivery ids').toEqual([]);
    expect(receiver.received.every((delivery) => delivery.validSignature)).toBe(true);

    const served = [...balancer.answered.values()];
    console.log(
      `several instances: ${paidReferences.size} payments acknowledged (${unansweredPayments.size} cut), ` +
        `${payouts.size} payouts, ${swaps.size} swaps, ${receiver.received.length} webhook deliveries, ` +
        `${streams.size} streams (${streamResults.filter((result) => result.connections > 1).length} reconnected); ` +
        `load ${loadSeconds.toFixed(0)} s, checks ${((Date.now() - loadStarted) / 1000 - loadSeconds).toFixed(0)} s; ` +
        `requests per instance ${JSON.stringify(served)}`,
    );
    expect(served.every((count) => count > 0)).toBe(true);
  }, 900_000);
});
