/**
 * The benchmark's one table, as Markdown (so the README can hold it as printed), built from bench/results.json's
 * figures. Each row is one figure, with the baseline or budget it is read against, measured in the same run.
 */
import { budgetVerdict, formatKb, isMeasured, type ByteFigure } from './bytes.js';
import type { Breakdown, OriginShare } from './breakdown.js';
import type { BrowserResults } from './browser.js';
import type { LoadFigure, LoadResults } from './load.js';

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
  load?: LoadResults;
  /** Parts that could not be measured, and why. */
  failures: { part: string; error: string }[];
}

type Row = [figure: string, result: string, against: string, verdict: string];

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

function againstHello(figure: LoadFigure, hello: LoadFigure): string {
  return (
    `${ratio(figure.requestsPerSecond / hello.requestsPerSecond)} hello's req/s; ` +
    `mean latency ${ratio(figure.latencyMs.average / hello.latencyMs.average)} hello's`
  );
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
      'polled about once a second',
    ]);
    rows.push([
      'Verification requests per open widget: visible',
      perMinute(browser.polling.visiblePerMinute),
      'design: about 60 /min',
      `${browser.polling.requests.visible} requests watched`,
    ]);
    rows.push([
      'Verification requests per open widget: hidden',
      perMinute(browser.polling.hiddenPerMinute),
      'design: 6 /min (every 10 s)',
      `${browser.polling.requests.hidden} requests watched`,
    ]);
    rows.push([
      'Verification requests per open widget: after the final status',
      perMinute(browser.polling.finalPerMinute),
      'design: 0 /min',
      `${browser.polling.requests.final} requests watched`,
    ]);
  }
  const load = results.load;
  if (load) {
    const stored = load.storedTransactions.toLocaleString('en');
    rows.push(['Bare Fastify "hello" route (baseline), 50 connections', loadResult(load.hello), '—', '']);
    rows.push([
      `GET /v1/transactions/:reference/verify, ${stored} stored`,
      loadResult(load.verification),
      againstHello(load.verification, load.hello),
      '',
    ]);
    rows.push([
      `GET /v1/currencies, ${stored} stored`,
      loadResult(load.currencies),
      againstHello(load.currencies, load.hello),
      '',
    ]);
    rows.push([
      `POST /v1/transactions (USDC, USDT, SOL in turn; stores the ${stored})`,
      loadResult(load.initiation),
      againstHello(load.initiation, load.hello),
      `${Math.round(load.initiation.seconds)} s for ${load.initiation.requests.toLocaleString('en')}; latency of ` +
        `the last ${(load.storedTransactions - load.memory.checkpoint.transactions).toLocaleString('en')}`,
    ]);
    const { fresh, checkpoint, after } = load.memory;
    const early = checkpoint.transactions.toLocaleString('en');
    const perThousand = (key: 'rss' | 'heapUsed') =>
      `${signedMb(((after[key] - checkpoint[key]) * 1000) / (load.storedTransactions - checkpoint.transactions))} per 1,000 after the first ${early}`;
    rows.push([
      `Service memory after ${stored} transactions: RSS`,
      mb(after.rss),
      `fresh: ${mb(fresh.rss)}; after ${early}: ${mb(checkpoint.rss)}`,
      perThousand('rss'),
    ]);
    rows.push([
      `Service memory after ${stored} transactions: JS heap used`,
      mb(after.heapUsed),
      `fresh: ${mb(fresh.heapUsed)}; after ${early}: ${mb(checkpoint.heapUsed)}`,
      perThousand('heapUsed'),
    ]);
  }
  for (const failure of results.failures)
    rows.push([`${failure.part}: NOT MEASURED`, '—', '—', failure.error]);
  return rows;
}

/** The rows as a Markdown table with padded columns. */
export function formatTable(results: Results): string {
  const header: Row = ['Figure', 'Result', 'Baseline / budget (same run)', 'Verdict / note'];
  const rows = [header, ...tableRows(results)].map(
    (row) => row.map((cell) => cell.replace(/\|/g, '\\|')) as Row,
  );
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: Row) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(rows[0] as Row),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.slice(1).map(line),
  ].join('\n');
}
