import type { JobMonitor } from '../observability/job-monitor.js';
import { leaseTtlMs, type JobLeases } from './job-leases.js';

/** Whether this instance may run the job now: it holds the job's lease (always, without leases: one instance). */
function mayRun(
  monitoring: { name: string; leases?: JobLeases } | undefined,
  intervalMs: number,
): Promise<boolean> {
  return monitoring?.leases?.claim(monitoring.name, leaseTtlMs(intervalMs)) ?? Promise.resolve(true);
}

/**
 * Renews the job's lease while a run lasts longer than the lease would: a run that outlived its lease would run
 * beside the next holder's (the deposit pool's first refill opens hundreds of deposits, and two instances would
 * fund the same ones). A renewal refused (another instance holds the job now) or failed (the database is
 * unreachable, so holding it cannot be known) says the lease is lost, and the run ends at its next check.
 */
function keepLeaseWhileRunning(
  monitoring: { name: string; leases?: JobLeases } | undefined,
  intervalMs: number,
): { lost: () => boolean; end: () => void } {
  const leases = monitoring?.leases;
  if (!monitoring || !leases) return { lost: () => false, end: () => {} };
  const ttlMs = leaseTtlMs(intervalMs);
  let lost = false;
  const timer = setInterval(() => {
    leases.claim(monitoring.name, ttlMs).then(
      (held) => {
        if (!held) lost = true;
      },
      () => {
        lost = true;
      },
    );
  }, ttlMs / 3);
  timer.unref();
  return { lost: () => lost, end: () => clearInterval(timer) };
}

/**
 * Runs `work` every `intervalMs`, never two at once, and stops cleanly: `stop()` waits for a run in progress.
 * `work` receives a function that says whether the job is stopping, to end long runs early. With `monitoring`,
 * each run is reported under the job's name (the metrics' job lag), and with its `leases` a run happens only on
 * the instance holding the job's lease (jobs/job-leases.ts), renewed while it runs: each job runs on one instance
 * at a time. A run whose lease is lost is told to stop, as at a shutdown.
 */
export function startPeriodicJob(
  intervalMs: number,
  work: (isStopping: () => boolean) => Promise<void>,
  onError: (error: unknown) => void,
  monitoring?: { name: string; monitor: JobMonitor; leases?: JobLeases },
): { stop: () => Promise<void>; runNow: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  monitoring?.monitor.register(monitoring.name, intervalMs);
  const run = () => {
    if (stopped) return Promise.resolve();
    if (!running) {
      running = (async () => {
        // Another instance holding the job runs it; this one's lag then says nothing, so nothing is recorded.
        if (!(await mayRun(monitoring, intervalMs))) return;
        const lease = keepLeaseWhileRunning(monitoring, intervalMs);
        const startedAt = Date.now();
        try {
          await work(() => stopped || lease.lost());
          monitoring?.monitor.recordRun(monitoring.name, startedAt, Date.now(), true);
        } catch (error) {
          monitoring?.monitor.recordRun(monitoring.name, startedAt, Date.now(), false);
          throw error;
        } finally {
          lease.end();
        }
      })()
        .catch(onError)
        .finally(() => {
          running = undefined;
        });
    }
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
