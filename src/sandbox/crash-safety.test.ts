import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationSchema } from '../api/schemas/sandbox.js';
import { startLedgerProcess, type LedgerProcess } from './testing/ledger-process.js';
import { jsonRpcResult } from './testing/json-rpc-result.js';
import { pollUntil } from './testing/poll-until.js';
import { startServiceChild, stopServiceChild, type ServiceChild } from './testing/service-child.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
  testDatabaseAdminUrl,
  testStore,
} from './testing/test-database.js';

/**
 * Crash safety, as an operator would try it: a real service process under concurrent load (initiations,
 * payments, airdrops, bank and on-chain payouts, swaps) is killed with SIGKILL at a different moment each cycle
 * and started again on the same data directory (and database). After every restart, everything the service had
 * acknowledged is there: ledger transactions, transactions and their payments, payouts, swaps; transactions
 * initiated before the kill can still be paid; and the books reconcile with the ledger to the last base unit.
 *
 * Twice: on the embedded ledger, which dies with the service, and over `npm run ledger` (SOLANA_RPC_URL), which
 * lives on while the gateway dies with transfers sent and not yet confirmed.
 */

const CYCLES = { embedded: 6, rpc: 5 } as const;
type ChainKind = keyof typeof CYCLES;
const SECRET_KEY = 'sk_test_crashSafetySecretKey0001';
const PUBLIC_KEY = 'pk_test_crashSafetyPublicKey0001';

type Running = ServiceChild;

let dataDir: string;
let postgres: { adminUrl: string; name: string; url: string } | undefined;
/** The chain the service runs on, as its environment says: nothing for the embedded ledger. */
let chainEnvironment: Record<string, string> = {};

function startProcess(): Promise<Running> {
  return startServiceChild({
    DATA_DIR: dataDir,
    SANDBOX_SECRET_KEY: SECRET_KEY,
    SANDBOX_PUBLIC_KEY: PUBLIC_KEY,
    // Long enough that nothing expires while the test runs; swaps complete quickly.
    TRANSACTION_TTL_SECONDS: '3600',
    SWAP_COMPLETION_DELAY_MS: '300',
    // Small, so that the pool runs out under the load and both ways of opening a deposit are killed mid-way.
    DEPOSIT_POOL_SIZE: '6',
    // Six load streams from one address, initiating with the public key: far more open at once than a shopper.
    OPEN_TRANSACTIONS_PER_IP: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...chainEnvironment,
  });
}

const kill = (running: Running) => stopServiceChild(running);

interface Answer {
  status: number;
  body: { success?: boolean; data?: Record<string, unknown>; message?: string };
  replayed: boolean;
}

async function request(
  url: string,
  method: string,
  pathname: string,
  options: { body?: unknown; key?: string; idempotencyKey?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key) headers.authorization = options.key;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/** What the service acknowledged (answered 2xx) across all cycles, and what it was asked without answering. */
const acknowledged = {
  /** reference → paid (a payment was acknowledged) or not */
  transactions: new Map<string, { paid: boolean }>(),
  airdrops: [] as { address: string; lamports: bigint; signature: string }[],
  payouts: new Map<string, { id: string; body: unknown; path: string }>(),
  swaps: new Map<string, { id: string; body: unknown }>(),
};
/** Idempotent requests sent when the service died: retried after the restart with the same key. */
/** Per cycle: requests in flight when the process died, and transfers the restart recovered. */
const cycleLog: { inFlightPayouts: number; inFlightSwaps: number; recoveredIntents: number }[] = [];
const unanswered = {
  payouts: new Map<string, { body: unknown; path: string }>(),
  swaps: new Map<string, { body: unknown }>(),
};

const CRYPTOS = ['USDC', 'USDT', 'SOL'] as const;

/** One stream of the load: runs requests back to back until the service dies. */
async function loadWorker(running: Running, worker: number, stop: { dead: boolean }): Promise<void> {
  const { url } = running.ready;
  for (let round = 0; !stop.dead; round += 1) {
    const kind = (worker + round) % 5;
    try {
      if (kind === 0 || kind === 1) {
        const crypto = CRYPTOS[(worker + round) % CRYPTOS.length] ?? 'USDC';
        const initiated = await request(url, 'POST', '/v1/transactions', {
          key: PUBLIC_KEY,
          body: { crypto, baseFiat: 'USD', amount: 2 + (round % 7), email: `shopper${worker}@example.com` },
        });
        if (initiated.status !== 201) throw new Error(`initiation answered ${initiated.status}`);
        const reference = String(initiated.body.data?.reference);
        acknowledged.transactions.set(reference, { paid: false });
        // Every other one is paid at once; the rest are paid after the restart.
        if (kind === 0) {
          const paid = await request(url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, {
            body: { mode: 'exact' },
          });
          if (paid.status !== 201) throw new Error(`payment answered ${paid.status}`);
          acknowledged.transactions.set(reference, { paid: true });
        }
      } else if (kind === 2) {
        const address = Keypair.generate().publicKey.toBase58();
        const airdrop = await request(url, 'POST', '/v1/sandbox/airdrop', { body: { address, amount: 0.5 } });
        if (airdrop.status !== 201) throw new Error(`airdrop answered ${airdrop.status}`);
        acknowledged.airdrops.push({
          address,
          lamports: 500_000_000n,
          signature: String(airdrop.body.data?.signature),
        });
      } else if (kind === 3) {
        const key = randomUUID();
        const crypto = round % 2 === 0;
        const path = crypto ? '/v1/payout-requests/crypto' : '/v1/payout-requests/bank';
        const body = crypto
          ? { amount: 1.25, currency: 'USDC', address: Keypair.generate().publicKey.toBase58() }
          : {
              amount: 1.5,
              currency: 'USDT',
              accountNumber: '0123456789',
              accountName: 'Ada Okafor',
              bankIdentifier: '058',
            };
        unanswered.payouts.set(key, { body, path });
        const payout = await request(url, 'POST', path, { key: SECRET_KEY, body, idempotencyKey: key });
        unanswered.payouts.delete(key);
        if (payout.status !== 201)
          throw new Error(`payout answered ${payout.status}: ${payout.body.message}`);
        acknowledged.payouts.set(key, { id: payoutId(payout), body, path });
      } else {
        const key = randomUUID();
        const body = {
          inputCryptocurrency: 'USDT',
          outputCryptocurrency: 'USDC',
          inputCryptocurrencyAmount: '2',
        };
        unanswered.swaps.set(key, { body });
        const swap = await request(url, 'POST', '/v1/swaps', { key: SECRET_KEY, body, idempotencyKey: key });
        unanswered.swaps.delete(key);
        if (swap.status !== 201) throw new Error(`swap answered ${swap.status}: ${swap.body.message}`);
        acknowledged.swaps.set(key, { id: String(swap.body.data?.uuid), body });
      }
    } catch (error) {
      if (stop.dead) return;
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}; the service said:\n${running.output()}`,
        { cause: error },
      );
    }
  }
}

/** A bank payout answers with `uuid` (the bank-payout record), an on-chain one with `id` (docs/api.md). */
function payoutId(answer: Answer): string {
  return String(answer.body.data?.id ?? answer.body.data?.uuid);
}

const rpc = (url: string, method: string, params: unknown[]) => jsonRpcResult(`${url}/rpc`, method, params);

async function verify(url: string, reference: string): Promise<Record<string, unknown>> {
  const verified = await request(url, 'GET', `/v1/transactions/${reference}/verify`, { key: SECRET_KEY });
  expect(verified.status, `verify ${reference}: ${verified.body.message}`).toBe(200);
  return verified.body.data ?? {};
}

const waitFor = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) =>
  pollUntil(what, read, done, { timeoutMs: 20_000, intervalMs: 200 });

/** Everything the service acknowledged, checked against the restarted service. */
async function checkEverythingSurvived(url: string): Promise<void> {
  // Ledger transactions acknowledged by a 201: in the history, and their effect on the accounts.
  const statuses = (await rpc(url, 'getSignatureStatuses', [
    acknowledged.airdrops.map((airdrop) => airdrop.signature),
  ])) as { value: ({ confirmationStatus: string } | null)[] };
  expect(statuses.value.every((status) => status?.confirmationStatus === 'finalized')).toBe(true);
  for (const airdrop of acknowledged.airdrops) {
    const balance = (await rpc(url, 'getBalance', [airdrop.address])) as { value: number };
    expect(BigInt(balance.value), `airdrop to ${airdrop.address}`).toBe(airdrop.lamports);
  }

  // Payouts: a retry with the same key answers the same payout, whether or not the first answer arrived.
  for (const [key, payout] of acknowledged.payouts) {
    const again = await request(url, 'POST', payout.path, {
      key: SECRET_KEY,
      body: payout.body,
      idempotencyKey: key,
    });
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(true);
    expect(payoutId(again)).toBe(payout.id);
  }
  for (const [key, payout] of unanswered.payouts) {
    const retried = await request(url, 'POST', payout.path, {
      key: SECRET_KEY,
      body: payout.body,
      idempotencyKey: key,
    });
    expect(retried.status, `payout retried after the crash: ${retried.body.message}`).toBe(201);
    acknowledged.payouts.set(key, { id: payoutId(retried), body: payout.body, path: payout.path });
  }
  unanswered.payouts.clear();
  for (const [key, swap] of unanswered.swaps) {
    const retried = await request(url, 'POST', '/v1/swaps', {
      key: SECRET_KEY,
      body: swap.body,
      idempotencyKey: key,
    });
    expect(retried.status, `swap retried after the crash: ${retried.body.message}`).toBe(201);
    acknowledged.swaps.set(key, { id: String(retried.body.data?.uuid), body: swap.body });
  }
  unanswered.swaps.clear();
  for (const [key, swap] of acknowledged.swaps) {
    const again = await request(url, 'POST', '/v1/swaps', {
      key: SECRET_KEY,
      body: swap.body,
      idempotencyKey: key,
    });
    expect(again.body.data?.uuid).toBe(swap.id);
    await waitFor(
      `swap ${swap.id}`,
      async () => (await request(url, 'GET', `/v1/swaps/${swap.id}`, { key: SECRET_KEY })).body.data?.status,
      (status) => status === 'COMPLETED',
    );
  }

  // Transactions: every acknowledged one is there; paid ones succeed; unpaid ones can still be paid.
  for (const [reference, state] of acknowledged.transactions) {
    if (!state.paid) {
      const paid = await request(url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, {
        body: { mode: 'exact' },
      });
      expect(paid.status, `paying ${reference} after the restart: ${paid.body.message}`).toBe(201);
      state.paid = true;
    }
    await waitFor(
      `transaction ${reference}`,
      async () => (await verify(url, reference)).status,
      (status) => status === 'success',
    );
  }

  // The books: zero drift, once the sweeps of the payments just made have landed.
  const lines = await waitFor(
    'reconciliation',
    async () =>
      reconciliationSchema.parse(
        (await request(url, 'GET', '/v1/sandbox/reconciliation', { key: SECRET_KEY })).body.data,
      ),
    (current) =>
      current.every((line) => line.ok && line.inTransit !== undefined && Number(line.inTransit) === 0),
  );
  expect(lines.filter((line) => line.status !== 'ok')).toEqual([]);
}

describe.each(['embedded', 'rpc'] as const)(
  `crash safety (${testStore()}, %s ledger)`,
  (chain: ChainKind) => {
    let ledgerDir: string | undefined;
    let ledger: LedgerProcess | undefined;

    beforeAll(async () => {
      acknowledged.transactions.clear();
      acknowledged.airdrops.length = 0;
      acknowledged.payouts.clear();
      acknowledged.swaps.clear();
      unanswered.payouts.clear();
      unanswered.swaps.clear();
      cycleLog.length = 0;
      dataDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-crash-'));
      const adminUrl = testStore() === 'postgres' ? testDatabaseAdminUrl() : undefined;
      postgres = undefined;
      if (adminUrl) {
        const name = await createPostgresTestDatabase(adminUrl);
        postgres = { adminUrl, name, url: postgresTestDatabaseUrl(adminUrl, name) };
      }
      chainEnvironment = {};
      if (chain === 'rpc') {
        ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-crash-ledger-'));
        ledger = await startLedgerProcess(ledgerDir);
        chainEnvironment = { SOLANA_RPC_URL: ledger.url, SOLANA_WS_URL: ledger.webSocketUrl };
      }
    }, 90_000);

    afterAll(async () => {
      await ledger?.stop();
      if (ledgerDir) await rm(ledgerDir, { recursive: true, force: true });
      if (postgres) await dropPostgresTestDatabase(postgres.adminUrl, postgres.name);
      await rm(dataDir, { recursive: true, force: true });
    });

    const cycles = CYCLES[chain];
    it(`loses nothing acknowledged across ${cycles} SIGKILLs under load, and the books reconcile`, async () => {
      let running = await startProcess();
      try {
        // Funds for payouts and swaps: paid by customers, as in production.
        for (const crypto of ['USDC', 'USDT'] as const) {
          for (let payment = 0; payment < 2; payment += 1) {
            const initiated = await request(running.ready.url, 'POST', '/v1/transactions', {
              key: SECRET_KEY,
              body: { crypto, baseFiat: 'USD', amount: 400, email: 'funder@example.com' },
            });
            const reference = String(initiated.body.data?.reference);
            await request(running.ready.url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, {
              body: { mode: 'exact' },
            });
            acknowledged.transactions.set(reference, { paid: true });
          }
        }
        for (let cycle = 0; cycle < cycles; cycle += 1) {
          const stop = { dead: false };
          const workers = Array.from({ length: 6 }, (_, worker) => loadWorker(running, worker + cycle, stop));
          // A different moment each cycle, from the first requests to well into the load.
          await new Promise((resolve) => setTimeout(resolve, 150 + ((cycle * 397) % 1400)));
          stop.dead = true;
          await kill(running);
          await Promise.all(workers);
          const inFlight = { inFlightPayouts: unanswered.payouts.size, inFlightSwaps: unanswered.swaps.size };

          running = await startProcess();
          cycleLog.push({ ...inFlight, recoveredIntents: running.ready.recoveredIntents });
          expect(running.ready.halted, running.output()).toBeNull();
          await checkEverythingSurvived(running.ready.url);
        }
        console.log(
          `crash safety (${chain} ledger): ${cycles} kills; acknowledged ${acknowledged.transactions.size} transactions, ${acknowledged.airdrops.length} airdrops, ${acknowledged.payouts.size} payouts, ${acknowledged.swaps.size} swaps; per cycle ${JSON.stringify(cycleLog)}`,
        );
        expect(acknowledged.transactions.size).toBeGreaterThan(cycles);
        expect(acknowledged.payouts.size).toBeGreaterThan(0);
        expect(acknowledged.swaps.size).toBeGreaterThan(0);
      } finally {
        await kill(running);
      }
    }, 360_000);
  },
);
