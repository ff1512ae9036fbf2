import type { SqlExecutor } from './database.js';

/** A client's request count in its current window, and how long until that window ends. */
export interface RateLimitCount {
  hits: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  ttlMs: number;
}

/**
 * Counts one request for `key` in its current fixed window of `windowMs`, starting a new window when the last one
 * has ended (the window starts at the first request, as @fastify/rate-limit's own store does). One atomic upsert,
 * so instances counting the same key at once never lose a hit; times are the database server's (`now()`), so
 * instances whose clocks differ agree on when a window ends. The count stops at INTEGER's largest value rather
 * than fail during a flood.
 */
export async function countRateLimitHit(
  executor: SqlExecutor,
  key: string,
  windowMs: number,
): Promise<RateLimitCount> {
  const [row] = await executor.query(
    `INSERT INTO rate_limit_counters AS counter (key, window_start, window_end, hits)
     VALUES ($1, now(), now() + $2 * interval '1 millisecond', 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN counter.window_end > now() THEN LEAST(counter.hits, 2147483646) + 1 ELSE 1 END,
       window_start = CASE WHEN counter.window_end > now() THEN counter.window_start ELSE now() END,
       window_end = CASE WHEN counter.window_end > now() THEN counter.window_end ELSE EXCLUDED.window_end END
     RETURNING hits, GREATEST(ceil(extract(epoch FROM window_end - now()) * 1000), 0)::int AS ttl_ms`,
    [key, windowMs],
  );
  if (!row) throw new Error(`counting a request for rate-limit key ${key} returned no row`);
  return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
}

/**
 * Deletes the counters whose window has ended: a client not seen again leaves no row behind. Answers how many
 * went. Safe to run on several instances at once (a row already deleted is simply not found).
 */
export async function pruneEndedRateLimitWindows(executor: SqlExecutor): Promise<number> {
  const [row] = await executor.query(
    `WITH ended AS (DELETE FROM rate_limit_counters WHERE window_end <= now() RETURNING 1)
     SELECT count(*)::int AS deleted FROM ended`,
  );
  return Number(row?.deleted ?? 0);
}
