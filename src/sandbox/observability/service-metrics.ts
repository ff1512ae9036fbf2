import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceContext } from '../context.js';
import { countPooledDeposits } from '../store/deposit-pool.js';
import { countAllOpenTransactions } from '../store/transactions.js';
import { countPendingDeliveries } from '../store/webhook-deliveries.js';
import type { JobActivity } from './job-monitor.js';
import { rpcErrorRegistry } from './rpc-errors.js';

type JobReport = JobActivity & { intervalMs: number };

/** Request durations, from a cache hit (well under a millisecond) to a slow ledger round trip. */
const DURATION_BUCKETS_SECONDS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** Node's own figures (memory, event loop lag, GC), once per process: every service in it shares the process. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'crypto_checkout_' });
  }
  return processRegistry;
}

/** What `/metrics` reports for one service, in Prometheus's text format. */
export interface ServiceMetrics {
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** The text to answer, and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

/**
 * The service's metrics: request latency by route, each background job's lag, the open transactions, the deposit
 * pool, the webhook backlog, the last reconciliation, and (process-wide) RPC errors by kind and Node's own
 * figures. Figures kept in the database are read when scraped, a few indexed counts. Every series carries the
 * instance's id, so that several instances' series stay apart.
 */
export function createServiceMetrics(context: ServiceContext): ServiceMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'crypto_checkout_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route (its pattern, not the path) and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers,
  });

  // One gauge per figure of the job monitor, each labelled by job.
  const jobGauge = (name: string, help: string, valueOf: (activity: JobReport) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers,
      collect() {
        this.reset();
        for (const [job, activity] of context.jobMonitor.entries()) this.set({ job }, valueOf(activity));
      },
    });
  jobGauge(
    'crypto_checkout_job_seconds_since_last_run',
    'Seconds since a background job last finished a run (its lag: compare with its interval); -1 before its first',
    (activity) =>
      activity.lastRunEndedAt === undefined ? -1 : (Date.now() - activity.lastRunEndedAt) / 1000,
  );
  jobGauge(
    'crypto_checkout_job_interval_seconds',
    'How often a background job is scheduled',
    (activity) => activity.intervalMs / 1000,
  );
  jobGauge(
    'crypto_checkout_job_last_run_seconds',
    'How long a background job’s last run took',
    (activity) => activity.lastRunSeconds,
  );
  jobGauge(
    'crypto_checkout_job_failed_runs',
    'Runs of a background job that failed since the service started',
    (activity) => activity.failures,
  );

  /** A gauge read from the database at each scrape. */
  const countGauge = (name: string, help: string, count: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(await count());
      },
    });

  countGauge(
    'crypto_checkout_open_transactions',
    'Transactions whose window is open (pending or pending_settlement)',
    () => countAllOpenTransactions(context.database),
  );
  new Gauge({
    name: 'crypto_checkout_deposit_pool',
    help: 'Deposits opened ahead and waiting for an initiation, by currency',
    labelNames: ['crypto'] as const,
    registers,
    async collect() {
      this.reset();
      for (const [crypto, count] of await countPooledDeposits(context.database)) this.set({ crypto }, count);
    },
  });
  countGauge(
    'crypto_checkout_webhook_backlog',
    'Webhook deliveries not delivered yet and still to be tried',
    () => countPendingDeliveries(context.database),
  );
  new Gauge({
    name: 'crypto_checkout_halted',
    help: '1 while the service refuses to serve because the books disagree with the ledger',
    registers,
    collect() {
      this.set(context.halted ? 1 : 0);
    },
  });
  new Gauge({
    name: 'crypto_checkout_reconciliation_lines',
    help: 'Lines of the last reconciliation (at start, or asked since), by status: anything but ok needs a look',
    labelNames: ['status'] as const,
    registers,
    collect() {
      this.reset();
      const counts = new Map<string, number>([
        ['ok', 0],
        ['surplus', 0],
        ['shortfall', 0],
        ['books_disagree', 0],
      ]);
      for (const line of context.lastReconciliation?.lines ?? []) {
        counts.set(line.status, (counts.get(line.status) ?? 0) + 1);
      }
      for (const [status, count] of counts) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'crypto_checkout_reconciliation_age_seconds',
    help: 'Seconds since the last reconciliation',
    registers,
    collect() {
      const at = context.lastReconciliation?.checkedAt;
      this.set(at ? (Date.now() - at.getTime()) / 1000 : -1);
    },
  });

  return {
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status: String(statusCode) }, seconds);
    },
    async render() {
      const merged = Registry.merge([registry, rpcErrorRegistry, processMetrics()]);
      merged.setDefaultLabels({ instance_id: context.instanceId });
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
