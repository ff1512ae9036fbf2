import type { SqlExecutor } from '../store/database.js';
import { claimJobLease, releaseJobLeases } from '../store/job-leases.js';

/**
 * How long a job's lease lasts past each run's start: several intervals, so that a holder renews it long before
 * it lapses, and at least 10 s, so that a crashed holder's jobs move to another instance within seconds.
 */
export function leaseTtlMs(intervalMs: number): number {
  return Math.max(10_000, 3 * intervalMs);
}

/** Whether this instance may run a background job now, so that each job runs on one instance at a time. */
export interface JobLeases {
  /** Takes or renews the lease on `job` for `ttlMs`; answers whether this instance holds it. */
  claim(job: string, ttlMs: number): Promise<boolean>;
  /** Gives up every lease this instance holds (when it stops). */
  releaseAll(): Promise<void>;
}

/**
 * One process on its own database (PGlite in its DATA_DIR, which admits one process at a time) runs every job:
 * nothing to ask.
 */
export const SOLE_INSTANCE_LEASES: JobLeases = {
  claim: () => Promise.resolve(true),
  releaseAll: () => Promise.resolve(),
};

/**
 * Leases kept in the shared PostgreSQL database: any instance may hold any job (no instance is special), the
 * holder renews at each run, and when it stops or dies its lease is released or lapses (`ttlMs`) and another
 * instance's next run takes it.
 */
export function databaseJobLeases(database: SqlExecutor, holder: string): JobLeases {
  return {
    claim: (job, ttlMs) => claimJobLease(database, { job, holder, ttlMs }),
    releaseAll: () => releaseJobLeases(database, holder),
  };
}
