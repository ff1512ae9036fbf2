/**
 * The benchmark's one table, as Markdown (so the README can hold it as printed), built from bench/results.json's
 * figures. Each row is one figure, with the baseline or budget it is read against, measured in the same run.
 */
import { budgetVerdict, formatKb, isMeasured, type ByteFigure } from './bytes.js';
import type { Breakdown, OriginShare } from './breakdown.js';
import type { BrowserResults } from './browser.js';
import { INSTANCE_GOALS, type InstanceResults } from './instances.js';
import { GOALS, type LoadFigure, type LoadResults } from './load.js';

export interface Results {
  version: 1;
  startedAt: string;
  wallSeconds: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    chromium?: string;
    loadAverage: { start: number[]; end: number[] };
  };
  settings: Record<string, unknown>;
  bytes?: { gzipLevel: number; kb: number; figures: ByteFigure[]; breakdown?: Breakdown };
  browser?: BrowserResults;
  /** The service on the embedded store (PGlite), the default. */
  load?: LoadResults;
  /** The same on PostgreSQL, when BENCH_DATABASE_URL is set. */
  loadPostgres?: LoadResults;
  /** 1 and 2 instances on one PostgreSQL database, when BENCH_DATABASE_URL is set. */
  instances?: InstanceResults;
  /** Parts that could not be measured, and why. */
  failures: { part: string; error: string }[];
}

export type Row = [figure: string, result: string, against: string, verdict: string];

const MB = 1024 * 1024;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const mb = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(Math.abs(bytes) < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const perMinute = (value: number) => `${value.toFixed(1)} /min`;
const ratio = (value: number) =>
  value >= 10 ? `${Math.round(value)}×` : value >= 0.1 ? `${value.toFixed(2)}×` : `${value.toFixed(3)}×`;
const signedMb = (bytes: number) => `${bytes < 0 ? '−' : '+'}${mb(Math.abs(bytes))}`;

function loadResult(figure: LoadFigure): string {
  const rps = Math.round(figure.requestsPerSecond).toLocaleString('en');
  const { p50, p99, average } = figure.latencyMs;
  return `${rps} req/s; latency mean ${average.toFixed(1)} ms, p50 ${p50} ms, p99 ${p99} ms`;
}

const thousands = (value: number) => Math.round(value).toLocaleString('en');

/**
 * One goal's verdict: undefined when met, else how far off as a factor (the goal over the result for a floor, the
 * result over the goal for a ceiling), so that "missed by 2.00×" means half as fast, or twice as slow or large.
 */
export function verdict(result: number, goal: number, kind: 'floor' | 'ceiling'): string | undefined {
  const met = kind === 'floor' ? result >= goal : result <= goal;
  if (met) return undefined;
  if (kind === 'floor' && result <= 0) return 'missed (nothing measured)';
  return `missed by ${ratio(kind === 'floor' ? goal / result : result / goal)}`;
}

/** Verdicts of several goals of one figure: "met", or each miss with its name. */
export function verdicts(checks: readonly [name: string, miss: string | undefined][]): string {
  const misses = checks.filter(([, miss]) => miss !== undefined);
  if (misses.length === 0) return 'met';
  if (checks.length === 1) return misses[0]?.[1] ?? '';
  return misses.map(([name, miss]) => `${name} ${miss}`).join('; ');
}

/** A throughput goal relative to hello (and, for some, a p99 ceiling). */
function routeRow(
  label: string,
  figure: LoadFigure,
  hello: LoadFigure,
  goal: { helloShare: number; p99Ms?: number },
): Row {
  const share = figure.requestsPerSecond / hello.requestsPerSecond;
  const floor = goal.helloShare * hello.requestsPerSecond;
  const against =
    `≥ ${goal.helloShare}× hello = ${thousands(floor)} req/s` +
    (goal.p99Ms ? `; p99 ≤ ${goal.p99Ms} ms` : '');
  const checks: [string, string | undefined][] = [['req/s', verdict(share, goal.helloShare, 'floor')]];
  if (goal.p99Ms !== undefined) checks.push(['p99', verdict(figure.latencyMs.p99, goal.p99Ms, 'ceiling')]);
  return [label, `${loadResult(figure)} (${ratio(share)} hello)`, against, verdicts(checks)];
}

function memoryResult(memory: { rss: number; heapUsed: number; external: number }): string {
  return `${mb(memory.rss)} (JS heap ${mb(memory.heapUsed)}, external ${mb(memory.external)})`;
}

/** The service's figures, each beside its goal (bench/load.ts GOALS), in the order the README lists them. */
export function loadRows(load: LoadResults): Row[] {
  const rows: Row[] = [];
  const stored = load.storedTransactions.toLocaleString('en');
  const open = load.verification.workingSet.toLocaleString('en');
  const store = load.store === 'embedded' ? 'embedded store' : 'PostgreSQL';
  rows.push([
    `Bare Fastify "hello" route (baseline), ${GOALS.connections} connections`,
    loadResult(load.hello),
    '—',
    'baseline of this run',
  ]);
  rows.push(
    routeRow(
      `GET /v1/transactions/:reference/verify, no key, over the newest ${open} open (${stored} stored)`,
      load.verification,
      load.hello,
      GOALS.verification,
    ),
  );
  const initiation = load.initiation;
  rows.push([
    'POST /v1/transactions, real route (USDC, USDT, SOL in turn)',
    initiation ? loadResult(initiation) : 'NOT MEASURED',
    `≥ ${thousands(GOALS.initiation.requestsPerSecond)} req/s; p99 ≤ ${GOALS.initiation.p99Ms} ms`,
    initiation
      ? verdicts([
          ['req/s', verdict(initiation.requestsPerSecond, GOALS.initiation.requestsPerSecond, 'floor')],
          ['p99', verdict(initiation.latencyMs.p99, GOALS.initiation.p99Ms, 'ceiling')],
        ])
      : (load.initiationError ?? 'not measured'),
  ]);
  rows.push(routeRow('GET /v1/currencies', load.currencies, load.hello, GOALS.readMostly));
  rows.push(
    routeRow(
      'GET /v1/cryptofiat-conversion?from=USD&to=SOL&amount=10',
      load.conversion,
      load.hello,
      GOALS.readMostly,
    ),
  );
  rows.push(
    routeRow('GET /v1/payment-links/:id (demo link)', load.paymentLink, load.hello, GOALS.readMostly),
  );

  const { firstEvent, detection, held } = load.streams;
  rows.push([
    `Stream: time to first event (p50, p95 of ${firstEvent.samplesMs.length} opens, one at a time)`,
    `${firstEvent.p50.toFixed(1)} ms, p95 ${firstEvent.p95.toFixed(1)} ms`,
    'no goal set',
    '—',
  ]);
  rows.push([
    `Stream: payment answered → "success" event (p50, p95 of ${detection.fromAnswer.samplesMs.length})`,
    `${ms(detection.fromAnswer.p50)}, p95 ${ms(detection.fromAnswer.p95)}; from the payment's start: ` +
      `${ms(detection.fromStart.p50)}, p95 ${ms(detection.fromStart.p95)}`,
    `p95 ≤ ${GOALS.detectionP95Ms} ms`,
    verdicts([
      ['from the answer', verdict(detection.fromAnswer.p95, GOALS.detectionP95Ms, 'ceiling')],
      ['from the start', verdict(detection.fromStart.p95, GOALS.detectionP95Ms, 'ceiling')],
    ]),
  ]);
  rows.push([
    `Stream: ${held.streams.toLocaleString('en')} held on one instance, each past its first event`,
    `RSS ${signedMb(held.rssPerThousand)} per 1,000 streams (JS heap ${signedMb(held.heapPerThousand)})`,
    `RSS ${mb(held.before.rss)} before, ${mb(held.with.rss)} with them`,
    'no goal set',
  ]);
  rows.push([
    'Service RSS idle after start, empty store',
    memoryResult(load.memory.idleEmpty),
    `≤ ${GOALS.idleRssMb} MB`,
    verdicts([['', verdict(load.memory.idleEmpty.rss / MB, GOALS.idleRssMb, 'ceiling')]]),
  ]);
  rows.push([
    `Service RSS idle after start, ${stored} stored`,
    memoryResult(load.memory.idleStored),
    `≤ ${GOALS.idleRssMb} MB`,
    verdicts([['', verdict(load.memory.idleStored.rss / MB, GOALS.idleRssMb, 'ceiling')]]),
  ]);
  rows.push([
    `Service RSS after the load runs, ${stored} stored`,
    memoryResult(load.memory.loaded),
    `≤ ${GOALS.loadedRssMb} MB`,
    verdicts([['', verdict(load.memory.loaded.rss / MB, GOALS.loadedRssMb, 'ceiling')]]),
  ]);
  rows.push([
    `Time to ready, ${stored} stored (${load.openTransactions.toLocaleString('en')} open), ${store}`,
    `${ms(load.ready.spawnToAnswerMs)} spawn → first answer (startService ${ms(load.ready.startServiceMs)})`,
    `≤ ${GOALS.readyMs / 1000} s`,
    verdicts([['', verdict(load.ready.spawnToAnswerMs, GOALS.readyMs, 'ceiling')]]),
  ]);
  return rows;
}

/** The polling rows' note: how many event streams the page opened (a widget on its stream polls none). */
function streamNote(opens: number | undefined): string {
  return opens === undefined ? '' : `; the page opened ${opens} event stream${opens === 1 ? '' : 's'}`;
}

/** The largest origins of a figure, then the rest in one line. */
function breakdownRows(shares: readonly OriginShare[], shown = 6): Row[] {
  const rows: Row[] = shares
    .slice(0, shown)
    .map((share) => [
      `↳ of which ${share.origin}`,
      `≈ ${formatKb(share.gzip)}`,
      `${formatKb(share.bytes)} minified`,
      '',
    ]);
  const rest = shares.slice(shown);
  if (rest.length > 0) {
    const gzip = rest.reduce((sum, share) => sum + share.gzip, 0);
    const bytes = rest.reduce((sum, share) => sum + share.bytes, 0);
    rows.push([
      `↳ of which ${rest.length} more origins`,
      `≈ ${formatKb(gzip)}`,
      `${formatKb(bytes)} minified`,
      '',
    ]);
  }
  return rows;
}

export function tableRows(results: Results): Row[] {
  const rows: Row[] = [];
  if (results.bytes) {
    for (const figure of results.bytes.figures) {
      const result = isMeasured(figure)
        ? `${formatKb(figure.gzip)} gzip (${formatKb(figure.bytes)}, ${figure.files.length} file${figure.files.length === 1 ? '' : 's'})`
        : '—';
      const verdict = budgetVerdict(figure) + (isMeasured(figure) && figure.note ? `; ${figure.note}` : '');
      rows.push([`Bytes: ${figure.label}`, result, `budget ${formatKb(figure.budget)}`, verdict]);
      const shares =
        figure.id === 'qrPath' || figure.id === 'walletChunk'
          ? results.bytes.breakdown?.[figure.id]
          : undefined;
      if (shares && isMeasured(figure)) rows.push(...breakdownRows(shares));
    }
  }
  const browser = results.browser;
  if (browser) {
    rows.push([
      `Pay → QR visible, 4× CPU slowdown (median of ${browser.qr.samplesMs.length})`,
      ms(browser.qr.medianMs),
      `initiation request alone: ${ms(browser.qr.apiMedianMs)}`,
      `${ms(browser.qr.medianMs - browser.qr.apiMedianMs)} in the browser`,
    ]);
    rows.push([
      `Ledger confirms → "paid" shown (median, p95 of ${browser.detection.samplesMs.length})`,
      `${ms(browser.detection.medianMs)}, p95 ${ms(browser.detection.p95Ms)}`,
      `one verification round trip: ${ms(browser.detection.verifyRoundTripMedianMs)}`,
      'by its event stream, or by polling about once a second',
    ]);
    rows.push([
      'Verification requests per open widget: visible',
      perMinute(browser.polling.visiblePerMinute),
      'polling design: about 60 /min; 0 on a stream',
      `${browser.polling.requests.visible} requests watched${streamNote(browser.polling.streamOpens)}`,
    ]);
    rows.push([
      'Verification requests per open widget: hidden',
      perMinute(browser.polling.hiddenPerMinute),
      'polling design: 6 /min (every 10 s); 0 on a stream',
      `${browser.polling.requests.hidden} requests watched${streamNote(browser.polling.streamOpens)}`,
    ]);
    rows.push([
      'Verification requests per open widget: after the final status',
      perMinute(browser.polling.finalPerMinute),
      'design: 0 /min',
      `${browser.polling.requests.final} requests watched${streamNote(browser.polling.streamOpens)}`,
    ]);
  }
  if (results.load) rows.push(...loadRows(results.load));
  for (const failure of results.failures)
    rows.push([`${failure.part}: NOT MEASURED`, '—', '—', failure.error]);
  return rows;
}

/** The rows as a Markdown table with padded columns. */
export function formatTable(results: Results): string {
  return formatRows(tableRows(results));
}

/**
 * A 2-instance throughput against the 1-instance one of the same run: the 2-instance result with its ratio, the
 * floor it is read against (INSTANCE_GOALS.twoInstanceShare × 1 instance) and a p99 ceiling, and the verdict.
 */
export function scaleOutRow(label: string, two: LoadFigure, one: LoadFigure, p99Ms: number): Row {
  const share = two.requestsPerSecond / one.requestsPerSecond;
  const goal = INSTANCE_GOALS.twoInstanceShare;
  return [
    label,
    `${loadResult(two)} (${ratio(share)} 1 instance)`,
    `≥ ${goal}× 1 instance = ${thousands(goal * one.requestsPerSecond)} req/s; p99 ≤ ${p99Ms} ms`,
    verdicts([
      ['req/s', verdict(share, goal, 'floor')],
      ['p99', verdict(two.latencyMs.p99, p99Ms, 'ceiling')],
    ]),
  ];
}

/** The several-instances rows (bench/instances.ts), each beside its goal. */
export function instanceRows(instances: InstanceResults): Row[] {
  const open = instances.workingSet.toLocaleString('en');
  const half = connectionsPerInstance(2);
  const rows: Row[] = [
    [
      `Bare Fastify "hello" route (baseline), ${GOALS.connections} connections`,
      loadResult(instances.hello),
      '—',
      'baseline of this run',
    ],
    routeRow(
      `1 instance: GET /v1/transactions/:reference/verify, no key, over ${open} open`,
      instances.one.verification,
      instances.hello,
      GOALS.verification,
    ),
    scaleOutRow(
      `2 instances: the same, ${half} connections each (round robin)`,
      instances.two.verification,
      instances.one.verification,
      GOALS.verification.p99Ms,
    ),
  ];
  const { initiation: one, initiationError: oneError } = instances.one;
  rows.push([
    '1 instance: POST /v1/transactions, real route (USDC, USDT, SOL in turn)',
    one ? loadResult(one) : 'NOT MEASURED',
    `≥ ${thousands(GOALS.initiation.requestsPerSecond)} req/s; p99 ≤ ${GOALS.initiation.p99Ms} ms`,
    one
      ? verdicts([
          ['req/s', verdict(one.requestsPerSecond, GOALS.initiation.requestsPerSecond, 'floor')],
          ['p99', verdict(one.latencyMs.p99, GOALS.initiation.p99Ms, 'ceiling')],
        ])
      : (oneError ?? 'not measured'),
  ]);
  const { initiation: two, initiationError: twoError } = instances.two;
  const twoLabel = `2 instances: the same, ${half} connections each (round robin)`;
  if (one && two) rows.push(scaleOutRow(twoLabel, two, one, GOALS.initiation.p99Ms));
  else
    rows.push([
      twoLabel,
      two ? loadResult(two) : 'NOT MEASURED',
      `≥ ${INSTANCE_GOALS.twoInstanceShare}× 1 instance; p99 ≤ ${GOALS.initiation.p99Ms} ms`,
      twoError ?? 'no 1-instance figure to compare with',
    ]);
  const { delay } = instances;
  rows.push([
    `Event delay across instances: "success" read on A's stream → on B's, paid through A (p50, p95, max of ${delay.samplesMs.length})`,
    `${delay.p50.toFixed(1)} ms, p95 ${delay.p95.toFixed(1)} ms, max ${delay.max.toFixed(1)} ms`,
    `p95 ≤ ${INSTANCE_GOALS.delayP95Ms} ms`,
    verdicts([['', verdict(delay.p95, INSTANCE_GOALS.delayP95Ms, 'ceiling')]]) +
      (delay.negative > 0 ? `; B's read first in ${delay.negative} of ${delay.samplesMs.length}` : ''),
  ]);
  return rows;
}

/** Connections each instance gets when autocannon spreads GOALS.connections round robin over `count`. */
function connectionsPerInstance(count: number): number {
  return Math.floor(GOALS.connections / count);
}

/** The several-instances table (BENCH_DATABASE_URL), when it was measured. */
export function formatInstanceTable(results: Results): string | undefined {
  return results.instances ? formatRows(instanceRows(results.instances)) : undefined;
}

/** The PostgreSQL table (BENCH_DATABASE_URL), when it was measured. */
export function formatPostgresTable(results: Results): string | undefined {
  return results.loadPostgres ? formatRows(loadRows(results.loadPostgres)) : undefined;
}

export function formatRows(tableRows: readonly Row[]): string {
  const header: Row = ['Figure', 'Result', 'Goal, baseline or budget (same run)', 'Verdict / note'];
  const rows = [header, ...tableRows].map((row) => row.map((cell) => cell.replace(/\|/g, '\\|')) as Row);
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: Row) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(rows[0] as Row),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.slice(1).map(line),
  ].join('\n');
}
