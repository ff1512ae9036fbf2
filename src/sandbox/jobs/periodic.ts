import type { JobMonitor } from '../observability/job-monitor.js';

/**
 * Runs `work` every `intervalMs`, never two at once, and stops cleanly: `stop()` waits for a run in progress.
 * `work` receives a function that says whether the job is stopping, to end long runs early. With `monitoring`,
 * each run is reported under the job's name (the metrics' job lag).
 */
export function startPeriodicJob(
  intervalMs: number,
  work: (isStopping: () => boolean) => Promise<void>,
  onError: (error: unknown) => void,
  monitoring?: { name: string; monitor: JobMonitor },
): { stop: () => Promise<void>; runNow: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  monitoring?.monitor.register(monitoring.name, intervalMs);
  const run = () => {
    if (stopped) return Promise.resolve();
    if (!running) {
      const startedAt = Date.now();
      running = work(() => stopped)
        .then(
          () => monitoring?.monitor.recordRun(monitoring.name, startedAt, Date.now(), true),
          (error: unknown) => {
            monitoring?.monitor.recordRun(monitoring.name, startedAt, Date.now(), false);
            onError(error);
          },
        )
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
