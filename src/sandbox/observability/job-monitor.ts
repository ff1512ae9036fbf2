/** What the metrics say of one background job. */
export interface JobActivity {
  /** When its last run ended (ms since the epoch), or undefined before the first. */
  lastRunEndedAt: number | undefined;
  runs: number;
  failures: number;
  /** How long its last run took, in seconds. */
  lastRunSeconds: number;
}

/**
 * Keeps, per background job, when it last finished a run and how runs went: the metrics' job lag (a job stuck in
 * a run, or no longer scheduled, shows as time since its last run growing past its interval).
 */
export class JobMonitor {
  private readonly jobs = new Map<string, JobActivity & { intervalMs: number }>();

  /** Declares a job, so that it is reported (as never run) from its start. */
  register(job: string, intervalMs: number): void {
    if (!this.jobs.has(job)) {
      this.jobs.set(job, { lastRunEndedAt: undefined, runs: 0, failures: 0, lastRunSeconds: 0, intervalMs });
    }
  }

  recordRun(job: string, startedAt: number, endedAt: number, succeeded: boolean): void {
    const activity = this.jobs.get(job);
    if (!activity) return;
    activity.lastRunEndedAt = endedAt;
    activity.runs += 1;
    if (!succeeded) activity.failures += 1;
    activity.lastRunSeconds = (endedAt - startedAt) / 1000;
  }

  entries(): [string, JobActivity & { intervalMs: number }][] {
    return [...this.jobs.entries()];
  }
}
