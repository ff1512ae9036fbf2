/**
 * The service under load (autocannon, 50 connections, from the benchmark's process; each service in a child
 * process of its own), each figure beside a goal (README, "Benchmarks"):
 *
 * 1. A bare Fastify "hello" route: the baseline the service's throughput goals are read against, in this run.
 * 2. The service on a fresh data directory (or a fresh PostgreSQL database): its RSS idle after start with an
 *    empty store; three initiations through the real route (USDC, USDT, SOL) as templates; stopped.
 * 3. The store is filled to 100,000 transactions by set-based inserts cloning those templates (bench/seed.ts says
 *    why they are shaped as they are), 10,000 of them open.
 * 4. The service is started again on that store: time to ready (fork → listening, and → first answer; module
 *    loading included, as with `npm start`), its RSS idle.
 * 5. Verification over the open working set, the read-mostly routes, then initiation through the real route
 *    (each ledger-backed, so it is measured last: the transactions it adds are the ones the stream test pays).
 *    RSS loaded.
 * 6. The event stream (bench/streams.ts).
 *
 * Memory figures are taken after a full garbage collection in the service's process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPgliteDatabase, type Database } from '../src/sandbox/store/database.js';
import { openPostgresDatabase } from '../src/sandbox/store/postgres-database.js';
import { startChild, type ChildService, type ProcessMemory } from './processes.js';
import { seedTransactions } from './seed.js';
import { STREAM_DETECTION_RUNS, measureStreams, type StreamResults } from './streams.js';

export const CONNECTIONS = 50;

/** The product's goals , each read against a figure of the same run. */
export const GOALS = {
  connections: CONNECTIONS,
  /** A share of hello's req/s, and a p99 ceiling, with TRANSACTIONS stored. */
  verification: { helloShare: 0.3, p99Ms: 20 },
  initiation: { requestsPerSecond: 1_000, p99Ms: 100 },
  readMostly: { helloShare: 0.5 },
  /** Payment → the `success` event on an open stream, p95. */
  detectionP95Ms: 300,
  idleRssMb: 300,
  loadedRssMb: 400,
  /** Process start → first answer, with TRANSACTIONS stored. */
  readyMs: 3_000,
} as const;
export const TRANSACTIONS = 100_000;
/**
 * Open transactions among them: the working set that verification is measured over (what open widgets poll) and
 * that streams are opened on. The rest are closed.
 */
export const OPEN_TRANSACTIONS = 10_000;
/** Seconds of load per throughput figure, after WARMUP_SECONDS that are not counted. */
export const MEASURE_SECONDS = 10;
export const WARMUP_SECONDS = 3;
/** No answer at all for this long fails the run. */
const STALL_SECONDS = 60;

export interface LoadFigure {
  /** Completed requests per second over the measured run. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  requests: number;
  seconds: number;
}

export interface LoadResults {
  /** Where the service stores: PGlite in DATA_DIR (as `npm start`), or a PostgreSQL database. */
  store: 'embedded' | 'postgresql';
  hello: LoadFigure;
  /** POST /v1/transactions through the real route, on the seeded store (absent: initiationError says why). */
  initiation?: LoadFigure;
  initiationError?: string;
  /** Without a key, over the open working set. */
  verification: LoadFigure & { workingSet: number };
  currencies: LoadFigure;
  conversion: LoadFigure;
  paymentLink: LoadFigure;
  /** Stored when the service started, and so during verification. */
  storedTransactions: number;
  openTransactions: number;
  /** Stored at the end (the initiations added some). */
  storedAtEnd: number;
  seeding: { inserted: number; seconds: number };
  ready: {
    /** fork() → the service listens (its process says so). */
    spawnToReadyMs: number;
    /** fork() → the first successful answer (GET /v1/currencies). */
    spawnToAnswerMs: number;
    /** startService() alone, inside the process. */
    startServiceMs: number;
  };
  memory: {
    /** Idle after start, empty store. */
    idleEmpty: ProcessMemory;
    /** Idle after start with the stored transactions. */
    idleStored: ProcessMemory;
    /** After the load runs (verification, read-mostly routes, initiation). */
    loaded: ProcessMemory;
    hello: ProcessMemory;
  };
  streams: StreamResults;
}

export type Log = (message: string) => void;

/**
 * The target(s) of a run. With several URLs (several instances), autocannon itself spreads its connections over
 * them round robin (connection i goes to URL i mod n), as a load balancer would; its type declarations know only
 * one URL, hence the cast.
 */
export function target(url: string | readonly string[]): string {
  return (typeof url === 'string' ? url : [...url]) as string;
}

/** A measured run of `options.duration` seconds, CONNECTIONS connections in all (over every URL given). */
export async function load(
  title: string,
  options: Omit<autocannon.Options, 'url' | 'connections'>,
  url: string | readonly string[],
  log: Log,
): Promise<LoadFigure> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: target(url), connections: CONNECTIONS, timeout: 120, ...options },
      (error, outcome) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(outcome),
    );
    let seconds = 0;
    let answered = 0;
    let lastProgress = 0;
    instance.on('response', () => {
      answered += 1;
      lastProgress = seconds;
    });
    instance.on('tick', () => {
      seconds += 1;
      if (seconds % 30 === 0) log(`  ${title}: ${seconds} s, ${answered.toLocaleString('en')} answers…`);
      // A service that stops answering altogether would otherwise keep the benchmark waiting for ever.
      if (seconds - lastProgress >= STALL_SECONDS) {
        instance.stop();
        reject(
          new Error(
            `${title}: the service stopped answering (nothing for ${STALL_SECONDS} s after ` +
              `${answered.toLocaleString('en')} answers)`,
          ),
        );
      }
    });
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${title}: ${result.errors} connection errors (${result.timeouts} timeouts) and ${result.non2xx} answers ` +
        'other than 2xx; the figures would not mean anything',
    );
  }
  const requests = result.requests.total;
  // Requests still unanswered when the run ends are not counted: a run where none was answered measured nothing.
  if (requests === 0) {
    throw new Error(`${title}: no request was answered within the ${result.duration} s run`);
  }
  return {
    requestsPerSecond: requests / result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests,
    seconds: result.duration,
  };
}

/** A short run whose figures are dropped: lets the JIT and the caches settle before a measured run. */
export async function warmUp(
  options: Omit<autocannon.Options, 'url' | 'connections'>,
  url: string | readonly string[],
): Promise<void> {
  await autocannon({ url: target(url), connections: CONNECTIONS, duration: WARMUP_SECONDS, ...options });
}

export const TEMPLATE_CRYPTOS = ['USDC', 'USDT', 'SOL'] as const;

/**
 * `POST /v1/transactions` through the real route, each connection in USDC, USDT and SOL in turn (a USDC/USDT
 * deposit has its token account opened on the ledger, a SOL one is funded to rent exemption: each initiation is a
 * ledger write); `opened` collects the references answered.
 */
export function initiationRequests(publicKey: string, opened: string[]): Omit<autocannon.Options, 'url'> {
  return {
    requests: TEMPLATE_CRYPTOS.map((crypto) => ({
      method: 'POST' as const,
      path: '/v1/transactions',
      headers: { authorization: publicKey, 'content-type': 'application/json' },
      body: initiationBody(crypto),
      onResponse: (status: number, body: string) => {
        if (status === 201) opened.push((JSON.parse(body) as { data: { reference: string } }).data.reference);
      },
    })),
  };
}

export function initiationBody(crypto: string): string {
  return JSON.stringify({ crypto, baseFiat: 'USD', amount: 20, email: 'bench@example.com' });
}

async function initiateOnce(service: ChildService, crypto: string): Promise<string> {
  const response = await fetch(`${service.url}/v1/transactions`, {
    method: 'POST',
    headers: { authorization: service.publicKey, 'content-type': 'application/json' },
    body: initiationBody(crypto),
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`initiation answered ${response.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: { reference: string } }).data.reference;
}

async function openStore(dataDir: string, databaseUrl: string | undefined): Promise<Database> {
  return databaseUrl ? openPostgresDatabase(databaseUrl) : openPgliteDatabase(path.join(dataDir, 'pglite'));
}

/** Warm-up, then a measured run of MEASURE_SECONDS. */
async function measureRoute(
  title: string,
  options: Omit<autocannon.Options, 'url' | 'connections'>,
  service: ChildService,
  log: Log,
): Promise<LoadFigure> {
  log(`service load: ${title}`);
  await warmUp(options, service.url);
  return load(title, { ...options, duration: MEASURE_SECONDS }, service.url, log);
}

export async function measureLoad(
  log: Log,
  options: { transactions?: number; databaseUrl?: string } = {},
): Promise<LoadResults> {
  const count = options.transactions ?? TRANSACTIONS;
  const store = options.databaseUrl ? 'postgresql' : 'embedded';
  // The baseline: the same framework answering a constant, on the same machine, in the same run.
  log(`service load (${store}): bare Fastify hello (baseline)`);
  const helloProcess = await startChild({ kind: 'hello' });
  let hello: LoadFigure;
  let helloMemory: ProcessMemory;
  try {
    await warmUp({}, helloProcess.url);
    hello = await load('hello', { duration: MEASURE_SECONDS }, helloProcess.url, log);
    helloMemory = await helloProcess.memory();
  } finally {
    await helloProcess.stop();
  }

  // One data directory for both starts (the ledger and, without DATABASE_URL, the database live there), and a
  // deposit seed the bench knows, so that seeding can derive the address the start-up seed check derives.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crypto-checkout-bench-load-'));
  const depositSeedHex = randomBytes(32).toString('hex');
  // Transactions stay open for the whole run (a widget polls an open transaction), not the default 5 minutes.
  const environment: Record<string, string> = {
    TRANSACTION_TTL_SECONDS: '86400',
    LOG_LEVEL: 'warn',
    DEPOSIT_SEED: depositSeedHex,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  try {
    log(`service load (${store}): first start, empty store`);
    const first = await startChild({ kind: 'service', environment, dataDir });
    let idleEmpty: ProcessMemory;
    const templates: string[] = [];
    try {
      idleEmpty = await first.memory();
      for (const crypto of TEMPLATE_CRYPTOS) templates.push(await initiateOnce(first, crypto));
    } finally {
      await first.stop();
    }

    const openCount = Math.min(OPEN_TRANSACTIONS, Math.floor(count / 10));
    log(`service load (${store}): seeding ${count.toLocaleString('en')} transactions (${openCount} open)`);
    const database = await openStore(dataDir, options.databaseUrl);
    let seeded: Awaited<ReturnType<typeof seedTransactions>>;
    try {
      seeded = await seedTransactions(database, { total: count, open: openCount, depositSeedHex });
    } finally {
      await database.close();
    }
    log(`  seeded ${seeded.inserted.toLocaleString('en')} in ${seeded.seconds.toFixed(1)} s`);

    log(`service load (${store}): start on ${seeded.stored.toLocaleString('en')} stored transactions`);
    const service = await startChild({ kind: 'service', environment, dataDir });
    try {
      const askedAt = performance.now();
      const answer = await fetch(`${service.url}/v1/currencies`);
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`the first answer after start was ${answer.status}`);
      const ready = {
        spawnToReadyMs: service.spawnToReadyMs,
        spawnToAnswerMs: service.spawnToReadyMs + (performance.now() - askedAt),
        startServiceMs: service.startServiceMs,
      };
      const idleStored = await service.memory();
      const storedTransactions = await service.transactionCount();

      // Open widgets poll their open transaction: the newest open ones, each visited in turn (a stride coprime
      // with the working set's size visits every one before repeating).
      const workingSet = seeded.openReferences;
      // Each widget's first poll renders its transaction's view (a database and chain read); the polls after it are
      // what the service answers all day, from memory. So every open transaction is asked once first, in a pass
      // that is not measured, as each widget's first poll would.
      log(`service load: first poll of each of ${workingSet.length.toLocaleString('en')} open transactions`);
      let first = 0;
      await autocannon({
        url: service.url,
        connections: CONNECTIONS,
        amount: workingSet.length,
        timeout: 120,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/v1/transactions/${workingSet[first++ % workingSet.length]}/verify`,
            }),
          },
        ],
      });
      let next = 0;
      const stride = 7_919;
      const verification = await measureRoute(
        `verification over ${workingSet.length.toLocaleString('en')} open transactions`,
        {
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                next = (next + stride) % workingSet.length;
                return { ...request, path: `/v1/transactions/${workingSet[next]}/verify` };
              },
            },
          ],
        },
        service,
        log,
      );
      const get = (requestPath: string) => ({ requests: [{ method: 'GET' as const, path: requestPath }] });
      const currencies = await measureRoute('currencies', get('/v1/currencies'), service, log);
      const conversion = await measureRoute(
        'conversion',
        get('/v1/cryptofiat-conversion?from=USD&to=SOL&amount=10'),
        service,
        log,
      );
      const paymentLink = await measureRoute(
        'payment link',
        get(`/v1/payment-links/${service.demoPaymentLinkId}`),
        service,
        log,
      );

      const initiated: string[] = [];
      const initiate = initiationRequests(service.publicKey, initiated);
      // A failed initiation run is reported in its row; the figures after it do not depend on it.
      let initiation: LoadFigure | undefined;
      let initiationError: string | undefined;
      try {
        initiation = await measureRoute('initiation (real route)', initiate, service, log);
      } catch (error) {
        initiationError = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        log(`  initiation could not be measured: ${initiationError}`);
      }
      const loaded = await service.memory();

      // The stream's payments need deposits the ledger knows: the route's own transactions (the templates too).
      const payable = [...initiated, ...templates];
      while (payable.length < STREAM_DETECTION_RUNS) {
        payable.push(await initiateOnce(service, TEMPLATE_CRYPTOS[payable.length % 3] as string));
      }
      const streams = await measureStreams(service, [...workingSet].reverse(), payable, log);
      const storedAtEnd = await service.transactionCount();
      return {
        store,
        hello,
        ...(initiation ? { initiation } : {}),
        ...(initiationError ? { initiationError } : {}),
        verification: { ...verification, workingSet: workingSet.length },
        currencies,
        conversion,
        paymentLink,
        storedTransactions,
        openTransactions: openCount,
        storedAtEnd,
        seeding: { inserted: seeded.inserted, seconds: seeded.seconds },
        ready,
        memory: { idleEmpty, idleStored, loaded, hello: helloMemory },
        streams,
      };
    } finally {
      await service.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
