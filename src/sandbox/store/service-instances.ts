import type { SqlExecutor } from './database.js';

/** Records that `instanceId` is alive now (the database server's clock), creating its row on the first beat. */
export async function recordHeartbeat(
  executor: SqlExecutor,
  instance: { instanceId: string; dataDir: string },
): Promise<void> {
  await executor.query(
    `INSERT INTO service_instances (instance_id, data_dir, started_at, heartbeat_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (instance_id) DO UPDATE SET heartbeat_at = now()`,
    [instance.instanceId, instance.dataDir],
  );
}

/**
 * Removes the rows of earlier processes on `dataDir`, by the process that now holds its lock: they are gone (a
 * crash left their last heartbeat fresh), so what they claimed may be taken over at once.
 */
export async function forgetEarlierProcesses(executor: SqlExecutor, dataDir: string): Promise<void> {
  await executor.query('DELETE FROM service_instances WHERE data_dir = $1', [dataDir]);
}

/** Whether `instanceId` said it was alive within the last `withinMs`. */
export async function isInstanceAlive(
  executor: SqlExecutor,
  instanceId: string,
  withinMs: number,
): Promise<boolean> {
  const [row] = await executor.query(
    `SELECT 1 FROM service_instances
     WHERE instance_id = $1 AND heartbeat_at > now() - $2 * interval '1 millisecond'`,
    [instanceId, withinMs],
  );
  return row !== undefined;
}

/** The instances that said they were alive within the last `withinMs`. */
export async function listLiveInstances(executor: SqlExecutor, withinMs: number): Promise<string[]> {
  const rows = await executor.query(
    `SELECT instance_id FROM service_instances WHERE heartbeat_at > now() - $1 * interval '1 millisecond'`,
    [withinMs],
  );
  return rows.map((row) => String(row.instance_id));
}

/**
 * Removes `instanceId` when it stops (its claims are free at once), and instances silent for over `staleMs`
 * (crashed ones), so that the table holds only the living and the recently dead.
 */
export async function forgetInstances(
  executor: SqlExecutor,
  options: { stopping?: string; staleMs: number },
): Promise<void> {
  await executor.query(
    `DELETE FROM service_instances
     WHERE instance_id = $1 OR heartbeat_at < now() - $2 * interval '1 millisecond'`,
    [options.stopping ?? null, options.staleMs],
  );
}
