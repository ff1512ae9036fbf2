/**
 * Runs `work` every `intervalMs`, never two at once, and stops cleanly: `stop()` waits for a run in progress.
 * `work` receives a function that says whether the job is stopping, to end long runs early.
 */
export function startPeriodicJob(
  intervalMs: number,
  work: (isStopping: () => boolean) => Promise<void>,
  onError: (error: unknown) => void,
): { stop: () => Promise<void>; runNow: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return Promise.resolve();
    running ??= work(() => stopped)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
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
