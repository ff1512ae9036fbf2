/**
 * Several gateway instances on one PostgreSQL database (README, "Benchmarks"), run only with
 * BENCH_DATABASE_URL: throughput with 1 and with 2 instances, and how long a status change committed by one
 * instance takes to reach a stream on the other.
 *
 * Set-up, as a merchant scales out: a fresh database on the BENCH_DATABASE_URL server (created, then dropped, as
 * the PostgreSQL pass of bench/load.ts does, so that nothing of a database the caller uses is touched), one
 * `npm run ledger` process as the chain every instance uses through SOLANA_RPC_URL / SOLANA_WS_URL (the embedded
 * ledger lives in one process's DATA_DIR and cannot be shared), and gateway processes (bench/service-process.ts,
 * as `npm start` runs the build) with the same DATABASE_URL and DEPOSIT_SEED (a later instance with another seed
 * refuses to start) and a temporary DATA_DIR each.
 *
 * 1. The bare Fastify "hello" route: the baseline the 1-instance verification goal is read against, as in the
 *    main table.
 * 2. Instance A alone: initiation through the real route (USDC, USDT, SOL in turn). The transactions it opens
 *    (warm-up included) are the working set: open, with deposits the ledger knows, so that they can be paid
 *    later. Each is asked once (each widget's first poll), then verification is measured over them.
 * 3. Instance B is started; it answers every working-set transaction once too (its own cache is cold). Then
 *    verification and initiation again, with autocannon's 50 connections spread round robin over A and B by
 *    autocannon itself (25 each), as a load balancer in front of them would.
 * 4. Cross-instance event delay: for each of DELAY_RUNS working-set transactions in turn, a stream on A and a
 *    stream on B, each past its first event; the sandbox helper on A pays it; the delay is the time B's stream
 *    read `success` minus the time A's stream read it, both on this process's clock. A's stream sends the change
 *    only once it is committed (the writer publishes after its commit), so A's reading is the time origin the
 *    goal speaks of ("seen by instance A"), with this process's own reading delay on both sides.
 *
 * Only A is running while the 1-instance figures are taken: an idle B would still run its jobs on the same cores.
 * On a 2-core machine the load generator, PostgreSQL, the ledger and the instances share two cores, so a second
 * instance adds no CPU: the 2-instance goal is to lose nothing (≥ 1× the 1-instance figure), and the table gives
 * the ratio.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startLedgerProcess } from '../src/sandbox/testing/ledger-process.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
} from '../src/sandbox/testing/test-database.js';
import {
  CONNECTIONS,
  MEASURE_SECONDS,
  initiationRequests,
  load,
  warmUp,
  type LoadFigure,
  type Log,
} from './load.js';
import { startChild, type ChildService } from './processes.js';
import { delaySummary, type DelaySummary } from './stats.js';
import { EventStream, post } from './streams.js';

/** Status changes the cross-instance delay is measured over: enough for a p95 that means something. */
export const DELAY_RUNS = 120;

/** Goals of this section; the 1-instance figures are read against bench/load.ts GOALS, as the main table's. */
export const INSTANCE_GOALS = {
  /** 2 instances against 1, req/s: on 2 cores shared with the load generator, not losing is what can be asked. */
  twoInstanceShare: 1,
  /** A status change seen by instance A reaches a stream on instance B within this, p95. */
  delayP95Ms: 300,
} as const;

/** Throughput with a given number of instances. */
export interface InstanceFigures {
  instances: number;
  verification: LoadFigure;
  /** Absent when the run failed: initiationError says why. */
  initiation?: LoadFigure;
  initiationError?: string;
}

export interface InstanceResults {
  hello: LoadFigure;
  /** Open transactions verification is measured over (those instance A's initiation runs opened). */
  workingSet: number;
  one: InstanceFigures;
  two: InstanceFigures;
  /** B's stream's `success` minus A's, per payment (ms). */
  delay: DelaySummary;
}

/** Warm-up then a measured run, over every URL given. */
async function measure(
  title: string,
  options: Omit<autocannon.Options, 'url' | 'connections'>,
  urls: readonly string[],
  log: Log,
): Promise<LoadFigure> {
  log(`several instances: ${title}`);
  await warmUp(options, urls);
  return load(title, { ...options, duration: MEASURE_SECONDS }, urls, log);
}

/** A failed initiation run is reported in its row, not fatal: the figures after it do not depend on it. */
async function measureInitiation(
  title: string,
  service: ChildService,
  urls: readonly string[],
  opened: string[],
  log: Log,
): Promise<{ initiation?: LoadFigure; initiationError?: string }> {
  try {
    return { initiation: await measure(title, initiationRequests(service.publicKey, opened), urls, log) };
  } catch (error) {
    const initiationError = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    log(`  ${title} could not be measured: ${initiationError}`);
    return { initiationError };
  }
}

/** Each widget's first poll renders its view (a database and chain read): asked once per instance, not measured. */
async function firstPolls(url: string, references: readonly string[]): Promise<void> {
  let next = 0;
  await autocannon({
    url,
    connections: CONNECTIONS,
    amount: references.length,
    timeout: 120,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/v1/transactions/${references[next++ % references.length]}/verify`,
        }),
      },
    ],
  });
}

function verificationRequests(references: readonly string[]): Omit<autocannon.Options, 'url'> {
  // Each visited in turn: a prime stride visits all before repeating (the working set is kept from being a
  // multiple of it).
  const stride = 7_919;
  let next = 0;
  return {
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          next = (next + stride) % references.length;
          return { ...request, path: `/v1/transactions/${references[next]}/verify` };
        },
      },
    ],
  };
}

/**
 * B's reading of each `success` minus A's, paying on A, one transaction at a time. The detector (A's: it started
 * first, and took the detection lease) commits the amount received and tells the streams, A's at once and B's
 * through the relay, then decides the status; a stream told of the amount re-reads and may decide `success`
 * itself. So B's stream can be read first (a negative delay): the samples keep their sign.
 */
async function crossInstanceDelays(
  a: ChildService,
  b: ChildService,
  references: readonly string[],
  log: Log,
): Promise<number[]> {
  log(`several instances: event delay A → B, ${references.length} payments on A`);
  const delays: number[] = [];
  const isSuccess = (data: { status?: string }) => data.status === 'success';
  for (const reference of references) {
    const onA = new EventStream(a.url, reference);
    const onB = new EventStream(b.url, reference);
    try {
      const [firstA, firstB] = await Promise.all([onA.next(0), onB.next(0)]);
      const seenA = onA.next(firstA + 1, isSuccess);
      const seenB = onB.next(firstB + 1, isSuccess);
      // Not left unhandled if the payment fails first.
      seenA.catch(() => undefined);
      seenB.catch(() => undefined);
      const status = await post(a.url, `/v1/sandbox/transactions/${reference}/pay`, { mode: 'exact' });
      if (status !== 201) throw new Error(`the sandbox payment of ${reference} on A answered ${status}`);
      const [indexA, indexB] = await Promise.all([seenA, seenB]);
      delays.push(onB.arrivedAt(indexB) - onA.arrivedAt(indexA));
    } finally {
      onA.close();
      onB.close();
    }
  }
  return delays;
}

export async function measureInstances(log: Log, adminUrl: string): Promise<InstanceResults> {
  log('several instances: bare Fastify hello (baseline)');
  const helloProcess = await startChild({ kind: 'hello' });
  let hello: LoadFigure;
  try {
    await warmUp({}, helloProcess.url);
    hello = await load('hello', { duration: MEASURE_SECONDS }, helloProcess.url, log);
  } finally {
    await helloProcess.stop();
  }

  const name = await createPostgresTestDatabase(adminUrl);
  const ledgerDir = await mkdtemp(path.join(os.tmpdir(), 'crypto-checkout-bench-ledger-'));
  const started: ChildService[] = [];
  try {
    log('several instances: npm run ledger, then instance A');
    const ledger = await startLedgerProcess(ledgerDir, { LOG_LEVEL: 'warn' });
    try {
      const environment: Record<string, string> = {
        DATABASE_URL: postgresTestDatabaseUrl(adminUrl, name),
        DEPOSIT_SEED: randomBytes(32).toString('hex'),
        SOLANA_RPC_URL: ledger.url,
        SOLANA_WS_URL: ledger.webSocketUrl,
        // Transactions stay open for the whole run (a widget polls an open transaction), not the default 5 minutes.
        TRANSACTION_TTL_SECONDS: '86400',
        LOG_LEVEL: 'warn',
      };
      const a = await startChild({
        kind: 'service',
        environment: { ...environment, INSTANCE_ID: 'bench-a' },
      });
      started.push(a);

      const opened: string[] = [];
      const oneInitiation = await measureInitiation(
        '1 instance: initiation (real route)',
        a,
        [a.url],
        opened,
        log,
      );
      // Kept from being a multiple of the stride, so that the stride visits every one.
      const workingSet = opened.length % 7_919 === 0 ? opened.slice(1) : [...opened];
      if (workingSet.length < DELAY_RUNS) {
        throw new Error(
          `instance A opened only ${workingSet.length} transactions (at least ${DELAY_RUNS} are needed)` +
            (oneInitiation.initiationError ? `: ${oneInitiation.initiationError}` : ''),
        );
      }
      log(`several instances: first poll of each of ${workingSet.length.toLocaleString('en')} on A`);
      await firstPolls(a.url, workingSet);
      const oneVerification = await measure(
        `1 instance: verification over ${workingSet.length.toLocaleString('en')} open`,
        verificationRequests(workingSet),
        [a.url],
        log,
      );

      log('several instances: instance B');
      const b = await startChild({
        kind: 'service',
        environment: { ...environment, INSTANCE_ID: 'bench-b' },
      });
      started.push(b);
      log(`several instances: first poll of each of ${workingSet.length.toLocaleString('en')} on B`);
      await firstPolls(b.url, workingSet);
      const both = [a.url, b.url];
      const twoVerification = await measure(
        `2 instances: verification over ${workingSet.length.toLocaleString('en')} open`,
        verificationRequests(workingSet),
        both,
        log,
      );
      const twoInitiation = await measureInitiation('2 instances: initiation (real route)', a, both, [], log);

      const delays = await crossInstanceDelays(a, b, workingSet.slice(0, DELAY_RUNS), log);
      return {
        hello,
        workingSet: workingSet.length,
        one: { instances: 1, verification: oneVerification, ...oneInitiation },
        two: { instances: 2, verification: twoVerification, ...twoInitiation },
        delay: delaySummary(delays),
      };
    } finally {
      // The instances before the ledger they use, and before their database is dropped.
      for (const service of started.reverse()) await service.stop();
      await ledger.stop();
    }
  } finally {
    await rm(ledgerDir, { recursive: true, force: true });
    await dropPostgresTestDatabase(adminUrl, name);
  }
}
