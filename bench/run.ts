/**
 * `npm run bench`: how fast and how small, each figure beside its goal (README,
 * "Benchmarks").
 *
 * Builds the project (`npm run build`), then measures, each figure against a goal, a baseline or a budget from
 * the same run: the byte budgets of the built bundles (bench/bytes.ts), the hosted payment page in Chromium
 * (bench/browser.ts), and the service with 100,000 stored transactions: throughput against a bare Fastify
 * route, the event stream, memory and time to ready (bench/load.ts). The service is measured on the embedded
 * store (PGlite, as `npm start`); with BENCH_DATABASE_URL (an admin URL of a PostgreSQL server whose role may
 * CREATE DATABASE, as TEST_DATABASE_URL for the tests) the service part runs again on a fresh database there and
 * prints a second table; it also measures several instances on one PostgreSQL database (bench/instances.ts: 1 and
 * 2 gateway instances over one `npm run ledger`, and the event delay between them) in a third table. Without
 * BENCH_DATABASE_URL it says, in one line, that those were skipped. Everything it starts listens on 127.0.0.1, on
 * free ports, with temporary data directories. Prints the tables and writes the same figures to
 * bench/results.json.
 *
 *   npm run bench                          everything (about 5 minutes on 2 cores, build included; 4.5 more with PostgreSQL)
 *   npm run bench -- --skip-build          measure the dist/ that is there
 *   npm run bench -- --only bytes,browser  some parts only (bytes, browser, load, instances)
 *   npm run bench -- --skip-build --only instances   the several-instances table alone (needs BENCH_DATABASE_URL)
 *   npm run bench -- --transactions 1000   fewer stored transactions (quicker; figures not comparable)
 *
 * Exits 1 when a byte budget is exceeded or a figure could not be measured; the table and the JSON are written
 * either way. A missed service goal is a verdict in the table, not a failure: the bench reports, the tests gate.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../src/testing/chromium.js';
import { breakDownBytes } from './breakdown.js';
import { GZIP_LEVEL, KB, measureBytes } from './bytes.js';
import { CPU_SLOWDOWN, DETECTION_RUNS, POLL_WINDOWS_MS, QR_RUNS, measureBrowser } from './browser.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
} from '../src/sandbox/testing/test-database.js';
import {
  CONNECTIONS,
  GOALS,
  MEASURE_SECONDS,
  OPEN_TRANSACTIONS,
  TRANSACTIONS,
  WARMUP_SECONDS,
  measureLoad,
} from './load.js';
import { FIRST_EVENT_RUNS, HELD_STREAMS, STREAM_DETECTION_RUNS } from './streams.js';
import { DELAY_RUNS, INSTANCE_GOALS, measureInstances } from './instances.js';
import { startChild } from './processes.js';
import { formatInstanceTable, formatPostgresTable, formatTable, tableRows, type Results } from './report.js';
import { round } from './stats.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
const PARTS = ['bytes', 'browser', 'load', 'instances'] as const;
type Part = (typeof PARTS)[number];

function parseArguments(argv: readonly string[]): { build: boolean; parts: Set<Part>; transactions: number } {
  let build = true;
  let transactions = TRANSACTIONS;
  let parts = new Set<Part>(PARTS);
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] as string;
    if (argument === '--skip-build') build = false;
    else if (argument === '--transactions') {
      transactions = Number(argv[++index]);
      if (!Number.isInteger(transactions) || transactions < 100)
        throw new Error('--transactions takes a whole number ≥ 100');
    } else if (argument === '--only' || argument.startsWith('--only=')) {
      const value = argument === '--only' ? argv[++index] : argument.slice('--only='.length);
      const chosen = (value ?? '').split(',').filter(Boolean);
      const unknown = chosen.filter((part) => !(PARTS as readonly string[]).includes(part));
      if (chosen.length === 0 || unknown.length > 0) {
        throw new Error(`--only takes a list of ${PARTS.join(', ')}; got ${JSON.stringify(value)}`);
      }
      parts = new Set(chosen as Part[]);
    } else {
      throw new Error(
        `unknown argument ${argument} (known: --skip-build, --only ${PARTS.join(',')}, --transactions <n>)`,
      );
    }
  }
  return { build, parts, transactions };
}

const began = performance.now();
function log(message: string): void {
  const seconds = ((performance.now() - began) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[${seconds} s] ${message}\n`);
}

/** Runs `npm run build`, showing its output only when it fails. */
async function build(): Promise<void> {
  log('build: npm run build');
  const output: string[] = [];
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) {
    process.stderr.write(output.join(''));
    throw new Error(`npm run build failed (exit ${code})`);
  }
}

async function chromiumVersion(): Promise<string | undefined> {
  try {
    const browser = await chromium.launch(chromiumLaunchOptions({ headless: true }));
    const version = browser.version();
    await browser.close();
    return version;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const cpus = os.cpus();
  const results: Results = {
    version: 1,
    startedAt: new Date().toISOString(),
    wallSeconds: 0,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGb: round(os.totalmem() / 1024 ** 3, 1),
      node: process.version,
      loadAverage: { start: os.loadavg().map((value) => round(value, 2)), end: [] },
    },
    settings: {
      kb: KB,
      gzipLevel: GZIP_LEVEL,
      qrRuns: QR_RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      detectionRuns: DETECTION_RUNS,
      pollWindowsMs: POLL_WINDOWS_MS,
      connections: CONNECTIONS,
      measureSeconds: MEASURE_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      transactions: options.transactions,
      openTransactions: Math.min(OPEN_TRANSACTIONS, Math.floor(options.transactions / 10)),
      firstEventRuns: FIRST_EVENT_RUNS,
      streamDetectionRuns: STREAM_DETECTION_RUNS,
      heldStreams: HELD_STREAMS,
      goals: GOALS,
      store: 'PGlite in a temporary DATA_DIR (as npm start, log level warn)',
      postgres: process.env.BENCH_DATABASE_URL
        ? 'also, a fresh database on BENCH_DATABASE_URL'
        : 'not measured',
      instances: process.env.BENCH_DATABASE_URL
        ? {
            store: 'a fresh database on BENCH_DATABASE_URL',
            chain: 'one npm run ledger process (SOLANA_RPC_URL, SOLANA_WS_URL)',
            counts: [1, 2],
            spread: 'autocannon round robin over the instances’ URLs',
            delayRuns: DELAY_RUNS,
            goals: INSTANCE_GOALS,
          }
        : 'not measured (no BENCH_DATABASE_URL)',
      built: options.build,
    },
    failures: [],
  };
  const [loadNow] = os.loadavg();
  if ((loadNow ?? 0) > cpus.length) {
    log(`warning: the load average is ${loadNow?.toFixed(1)} on ${cpus.length} CPUs; timings will be slower`);
  }

  const attempt = async (part: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`${part} could not be measured: ${message}`);
      results.failures.push({ part, error: message.split('\n')[0] ?? message });
    }
  };

  if (options.build) await build();
  if (!existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/ has no built pages: run `npm run build`');
  // What is measured and served is a copy of this build, so that another build into dist/ meanwhile (a test run,
  // `npm start`) changes nothing here.
  const snapshot = await mkdtemp(path.join(os.tmpdir(), 'crypto-checkout-bench-dist-'));
  try {
    await cp(DIST, snapshot, { recursive: true });

    if (options.parts.has('bytes')) {
      await attempt('bytes', async () => {
        log('bytes: dist/ and its Vite manifest');
        results.bytes = { gzipLevel: GZIP_LEVEL, kb: KB, figures: measureBytes(snapshot) };
        results.bytes.breakdown = await breakDownBytes(ROOT);
      });
    }

    if (options.parts.has('browser')) {
      await attempt('browser', async () => {
        results.machine.chromium = await chromiumVersion();
        const service = await startChild({
          kind: 'service',
          environment: { LOG_LEVEL: 'warn' },
          staticDir: snapshot,
        });
        try {
          results.browser = await measureBrowser(service, log);
        } finally {
          await service.stop();
        }
      });
    }
  } finally {
    await rm(snapshot, { recursive: true, force: true });
  }

  if (options.parts.has('load')) {
    await attempt('service load', async () => {
      results.load = await measureLoad(log, { transactions: options.transactions });
      if (results.load.initiationError)
        results.failures.push({ part: 'initiation (embedded store)', error: results.load.initiationError });
    });
    // The same on PostgreSQL, in a database of its own on the server BENCH_DATABASE_URL administers.
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (adminUrl) {
      await attempt('service load on PostgreSQL', async () => {
        const name = await createPostgresTestDatabase(adminUrl);
        try {
          results.loadPostgres = await measureLoad(log, {
            transactions: options.transactions,
            databaseUrl: postgresTestDatabaseUrl(adminUrl, name),
          });
          if (results.loadPostgres.initiationError) {
            results.failures.push({
              part: 'initiation (PostgreSQL)',
              error: results.loadPostgres.initiationError,
            });
          }
        } finally {
          await dropPostgresTestDatabase(adminUrl, name);
        }
      });
    }
  }

  // Several instances need a database they share: PostgreSQL only (the embedded store is one process's).
  let instancesSkipped = false;
  if (options.parts.has('instances')) {
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (adminUrl) {
      await attempt('several instances on PostgreSQL', async () => {
        results.instances = await measureInstances(log, adminUrl);
        for (const figures of [results.instances.one, results.instances.two]) {
          if (figures.initiationError) {
            results.failures.push({
              part: `initiation (${figures.instances} instance${figures.instances === 1 ? '' : 's'})`,
              error: figures.initiationError,
            });
          }
        }
      });
    } else {
      instancesSkipped = true;
    }
  }

  results.machine.loadAverage.end = os.loadavg().map((value) => round(value, 2));
  results.wallSeconds = round((performance.now() - began) / 1000, 1);
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  // Empty when only the several-instances part ran.
  if (tableRows(results).length > 0) process.stdout.write(`\n${formatTable(results)}\n\n`);
  else process.stdout.write('\n');
  const postgresTable = formatPostgresTable(results);
  if (postgresTable)
    process.stdout.write(`The service on PostgreSQL (BENCH_DATABASE_URL):\n\n${postgresTable}\n\n`);
  const instanceTable = formatInstanceTable(results);
  if (instanceTable) {
    process.stdout.write(
      `Several instances on one PostgreSQL database and one \`npm run ledger\` (BENCH_DATABASE_URL):\n\n` +
        `${instanceTable}\n\n`,
    );
  }
  if (instancesSkipped) {
    process.stdout.write(
      'Several instances: skipped, they need a PostgreSQL server to share: set BENCH_DATABASE_URL to an admin URL ' +
        '(a role that may CREATE DATABASE; `eval "$(bash .ci/postgres start)"` starts one and exports it as ' +
        'TEST_DATABASE_URL; README, "PostgreSQL").\n\n',
    );
  }
  const machine = results.machine;
  process.stdout.write(
    `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}` +
      `${machine.chromium ? `, Chromium ${machine.chromium}` : ''}; load average ${machine.loadAverage.start[0]} at ` +
      `the start, ${machine.loadAverage.end[0]} at the end. ${results.wallSeconds} s in all. ` +
      `Figures: ${path.relative(process.cwd(), RESULTS_FILE)}\n`,
  );

  const overOrMissing = (results.bytes?.figures ?? []).filter((figure) => figure.status !== 'ok');
  if (overOrMissing.length > 0 || results.failures.length > 0) {
    const names = [
      ...overOrMissing.map((figure) => `${figure.label} (${figure.status})`),
      ...results.failures.map((failure) => `${failure.part} (not measured)`),
    ];
    process.stdout.write(`\nNot within budget or not measured: ${names.join('; ')}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
