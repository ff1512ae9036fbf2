import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceListSchema } from '../api/schemas/balance.js';
import { latePaymentListSchema, type LatePaymentView } from '../api/schemas/late-payment.js';
import { reconciliationSchema } from '../api/schemas/sandbox.js';
import { startFaultProxy, type FaultPlan, type FaultProxy } from './testing/fault-proxy.js';
import { startLedgerProcess, type LedgerProcess } from './testing/ledger-process.js';
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
 * Late payments under SIGKILL: money sent to deposit addresses after their transactions expired is found by the
 * closed-deposit scan, recorded, credited and swept to the business; the service process is killed at a
 * different moment of that work each cycle and started again on the same data. Afterwards every late payment is
 * recorded exactly once, credited once, swept, and the books reconcile with the ledger to the last base unit.
 *
 * On the embedded ledger the kills land before the scan saw the money and after it recorded and swept it (the
 * two happen within milliseconds). Over `npm run ledger` behind a fault proxy the sweeps are held back, so the
 * kill lands exactly between recording a late payment and sweeping it: with its sweep sent and unanswered, or sent
 * and lost.
 */

const TRANSACTIONS_PER_CYCLE = 5;
/** What each late shopper sends, in SOL: an airdrop straight to the closed deposit address. */
const LATE_SOL = 0.05;
const LAMPORTS_PER_SOL = 1_000_000_000;
/**
 * When a cycle's kill lands: at once (before the scan, which runs every 2 s, has seen the money), once one of the
 * cycle's late payments is recorded and its sweep has not landed (with the sweeps held back by the proxy), or once
 * all are recorded and swept.
 */
type KillMoment = 'at once' | 'recorded, not swept' | 'all swept';
const SECRET_KEY = 'sk_test_latePaymentCrashKey00001';
const PUBLIC_KEY = 'pk_test_latePaymentCrashKey00001';

let dataDir: string;
let postgres: { adminUrl: string; name: string; url: string } | undefined;
/** The chain the service runs on, as its environment says: nothing for the embedded ledger. */
let chainEnvironment: Record<string, string> = {};

function startProcess(): Promise<ServiceChild> {
  return startServiceChild({
    DATA_DIR: dataDir,
    SANDBOX_SECRET_KEY: SECRET_KEY,
    SANDBOX_PUBLIC_KEY: PUBLIC_KEY,
    // Transactions close a second after they open, so their addresses take late payments at once.
    TRANSACTION_TTL_SECONDS: '1',
    EXPIRY_SWEEP_INTERVAL_MS: '100',
    OPEN_TRANSACTIONS_PER_IP: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...chainEnvironment,
  });
}

async function request(
  url: string,
  method: string,
  pathname: string,
  options: { body?: unknown; key?: string } = {},
): Promise<{ status: number; data: unknown; message?: string }> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.key ? { authorization: options.key } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = (await response.json()) as { data?: unknown; message?: string };
  return { status: response.status, data: body.data, ...(body.message ? { message: body.message } : {}) };
}

const waitFor = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) =>
  pollUntil(what, read, done, { timeoutMs: 30_000, intervalMs: 200 });

async function latePaymentsOf(url: string, reference: string): Promise<LatePaymentView[]> {
  const answer = await request(url, 'GET', `/v1/transactions/${reference}/late-payments`, {
    key: SECRET_KEY,
  });
  expect(answer.status, answer.message).toBe(200);
  return latePaymentListSchema.parse(answer.data);
}

async function solBalance(url: string): Promise<number> {
  const answer = await request(url, 'GET', '/v1/balances', { key: SECRET_KEY });
  return balanceListSchema.parse(answer.data).find((balance) => balance.currency === 'SOL')?.amount ?? 0;
}

/** Transactions opened and left to expire, then paid late: their references, once the money is on the ledger. */
async function payLate(url: string): Promise<string[]> {
  const references: { reference: string; address: string }[] = [];
  for (let index = 0; index < TRANSACTIONS_PER_CYCLE; index += 1) {
    const initiated = await request(url, 'POST', '/v1/transactions', {
      key: PUBLIC_KEY,
      body: { crypto: 'SOL', baseFiat: 'USD', amount: 3, email: `late${index}@example.com` },
    });
    expect(initiated.status, initiated.message).toBe(201);
    const data = initiated.data as { reference: string; address: string };
    references.push({ reference: data.reference, address: data.address });
  }
  for (const { reference } of references) {
    await waitFor(
      `${reference} to expire`,
      async () =>
        (
          (await request(url, 'GET', `/v1/transactions/${reference}/verify`, { key: SECRET_KEY })).data as {
            status: string;
          }
        ).status,
      (status) => status === 'expired',
    );
  }
  for (const { address } of references) {
    const airdrop = await request(url, 'POST', '/v1/sandbox/airdrop', {
      body: { address, amount: LATE_SOL },
    });
    expect(airdrop.status, airdrop.message).toBe(201);
  }
  return references.map(({ reference }) => reference);
}

/**
 * Reads the cycle's late payments until the moment to kill has come, and answers them as last read: the kill
 * follows at once.
 */
async function progressAtKill(
  url: string,
  references: readonly string[],
  moment: KillMoment,
): Promise<LatePaymentView[]> {
  const read = async () =>
    (await Promise.all(references.map((reference) => latePaymentsOf(url, reference)))).flat();
  if (moment === 'at once') return read();
  const swept = (late: LatePaymentView) => late.settlementSignature !== null;
  // The scan may have swept one before the faults took effect, and a held sweep holds the scan (one deposit at a
  // time): "recorded, not swept" is at least one late payment recorded whose sweep has not landed.
  const reached = (seen: LatePaymentView[]) =>
    moment === 'all swept'
      ? seen.length === references.length && seen.every(swept)
      : seen.some((late) => !swept(late));
  return pollUntil(`the moment "${moment}"`, read, reached, { timeoutMs: 30_000, intervalMs: 20 });
}

/** One kill of the run: when it lands, and what the ledger's network does to the service meanwhile. */
interface KillCycle {
  moment: KillMoment;
  /** Put in force once the cycle's late payments are on the ledger, and lifted after the kill. */
  faults?: FaultPlan;
}

/**
 * Pays late, kills, restarts, and checks everything survived, once per cycle; then says how far the service had
 * got at each kill.
 */
async function runKillCycles(cycles: readonly KillCycle[], proxy?: FaultProxy): Promise<void> {
  let running = await startProcess();
  const paidLate: string[] = [];
  /** Per cycle, how far the service had got with that cycle's late payments when it was killed. */
  const atKill: { moment: KillMoment; recorded: number; swept: number }[] = [];
  try {
    const startingSol = await solBalance(running.ready.url);
    for (const cycle of cycles) {
      const cycleReferences = await payLate(running.ready.url);
      paidLate.push(...cycleReferences);
      if (cycle.faults) proxy?.setPlan(cycle.faults);
      const seen = await progressAtKill(running.ready.url, cycleReferences, cycle.moment);
      await stopServiceChild(running);
      proxy?.setPlan({});
      atKill.push({
        moment: cycle.moment,
        recorded: seen.length,
        swept: seen.filter((late) => late.settlementSignature !== null).length,
      });

      running = await startProcess();
      expect(running.ready.halted, running.output()).toBeNull();
      await checkEverythingSurvived(running.ready.url, paidLate, startingSol);
    }
    expect(paidLate).toHaveLength(cycles.length * TRANSACTIONS_PER_CYCLE);
    console.log(
      `late payments across kills (${testStore()}, ${proxy ? 'rpc' : 'embedded'} ledger): ${paidLate.length} late payments; at each kill, of ${TRANSACTIONS_PER_CYCLE}: ${JSON.stringify(atKill)}`,
    );
  } finally {
    await stopServiceChild(running);
  }
}

/** Each late payment recorded once and swept, the balance credited once for each, and the books agreeing. */
async function checkEverythingSurvived(url: string, paidLate: readonly string[], startingSol: number) {
  for (const reference of paidLate) {
    const found = await waitFor(
      `the late payment of ${reference}, swept`,
      () => latePaymentsOf(url, reference),
      (list) => list.length > 0 && list.every((late) => late.settlementSignature !== null),
    );
    expect(found, `late payments of ${reference}`).toHaveLength(1);
    expect(found[0]).toMatchObject({ crypto: 'SOL', amountInCrypto: LATE_SOL });
  }
  // A late payment is credited whole: the balance grew by exactly what arrived late.
  expect(Math.round((await solBalance(url)) * LAMPORTS_PER_SOL)).toBe(
    Math.round((startingSol + paidLate.length * LATE_SOL) * LAMPORTS_PER_SOL),
  );
  const lines = await waitFor(
    'reconciliation',
    async () =>
      reconciliationSchema.parse(
        (await request(url, 'GET', '/v1/sandbox/reconciliation', { key: SECRET_KEY })).data,
      ),
    (current) => current.every((line) => line.ok && Number(line.inTransit) === 0),
  );
  expect(lines.filter((line) => line.status !== 'ok')).toEqual([]);
}

async function useFreshStore(): Promise<void> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-late-crash-'));
  postgres = undefined;
  const adminUrl = testStore() === 'postgres' ? testDatabaseAdminUrl() : undefined;
  if (adminUrl) {
    const name = await createPostgresTestDatabase(adminUrl);
    postgres = { adminUrl, name, url: postgresTestDatabaseUrl(adminUrl, name) };
  }
}

async function dropStore(): Promise<void> {
  if (postgres) await dropPostgresTestDatabase(postgres.adminUrl, postgres.name);
  await rm(dataDir, { recursive: true, force: true });
}

describe(`late payments across SIGKILLs (${testStore()}, embedded ledger)`, () => {
  beforeAll(async () => {
    await useFreshStore();
    chainEnvironment = {};
  }, 60_000);
  afterAll(dropStore);

  it('records, credits and sweeps each late payment exactly once, killed before and after the scan', async () => {
    await runKillCycles([{ moment: 'at once' }, { moment: 'all swept' }, { moment: 'at once' }]);
  }, 300_000);
});

describe(`late payments across SIGKILLs (${testStore()}, rpc ledger)`, () => {
  let ledgerDir: string;
  let ledger: LedgerProcess;
  let proxy: FaultProxy;

  beforeAll(async () => {
    await useFreshStore();
    ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-late-crash-ledger-'));
    ledger = await startLedgerProcess(ledgerDir);
    proxy = await startFaultProxy(ledger);
    chainEnvironment = { SOLANA_RPC_URL: proxy.url, SOLANA_WS_URL: proxy.webSocketUrl };
  }, 90_000);
  afterAll(async () => {
    chainEnvironment = {};
    await proxy?.close();
    await ledger?.stop();
    await rm(ledgerDir, { recursive: true, force: true });
    await dropStore();
  });

  it('sweeps each late payment exactly once after a kill between recording it and its sweep landing', async () => {
    await runKillCycles(
      [
        // The sweeps are sent and never answered: the process dies waiting.
        { moment: 'recorded, not swept', faults: { hangMethods: ['sendTransaction'] } },
        // The sweeps are "accepted" and never land: the process dies before it sees them expire.
        {
          moment: 'recorded, not swept',
          faults: { dropNextSendTransactions: TRANSACTIONS_PER_CYCLE * 10 },
        },
      ],
      proxy,
    );
  }, 300_000);
});
