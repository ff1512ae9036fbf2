import type { SqlExecutor } from './database.js';

/**
 * Takes or renews the lease on `job` for `holder`, for `ttlMs` from now: granted when nobody holds it, `holder`
 * already does, or the holder's lease has lapsed. Times are the database server's own, so instances whose clocks
 * differ still agree on when a lease lapses; one statement, so two instances asking at once cannot both be
 * granted. Answers whether `holder` holds it now.
 */
export async function claimJobLease(
  executor: SqlExecutor,
  lease: { job: string; holder: string; ttlMs: number },
): Promise<boolean> {
  const rows = await executor.query(
    `INSERT INTO job_leases (job, holder, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (job) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
     WHERE job_leases.holder = EXCLUDED.holder OR job_leases.expires_at < now()
     RETURNING holder`,
    [lease.job, lease.holder, lease.ttlMs],
  );
  return rows.length > 0;
}

/** Gives up every lease `holder` has, so that other instances take its jobs at once (a graceful stop). */
export async function releaseJobLeases(executor: SqlExecutor, holder: string): Promise<void> {
  await executor.query('DELETE FROM job_leases WHERE holder = $1', [holder]);
}
