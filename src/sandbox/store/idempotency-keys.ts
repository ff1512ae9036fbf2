import type { SqlExecutor } from './database.js';
import { asNullableString, asString } from './rows.js';

/** The kinds of record a POST can create that a retry after a crash answers with instead of running again. */
export type EffectKind = 'transaction' | 'payout' | 'swap';

/**
 * Ties a record a request has just created to the request's Idempotency-Key, inside the database transaction
 * that stores the record: if the process dies before it answers, a retry with the same key finds the record
 * instead of creating a second one. Operations take it as an option; without a key it does nothing.
 */
export type RecordEffect = (executor: SqlExecutor, effect: { kind: EffectKind; id: string }) => Promise<void>;

export interface StoredIdempotencyKey {
  fingerprint: string;
  statusCode: number | null;
  responseBody: string | null;
  /** The service process that ran (or runs) the request. */
  ownerInstance: string | null;
  effect: { kind: EffectKind; id: string } | undefined;
}

/** Claims `key` for a request now running in `instance`; false when the key was used before. */
export async function claimIdempotencyKey(
  executor: SqlExecutor,
  claim: { scope: string; key: string; fingerprint: string; instance: string; now: Date },
): Promise<boolean> {
  const inserted = await executor.query(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, created_at, owner_instance) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [claim.scope, claim.key, claim.fingerprint, claim.now, claim.instance],
  );
  return inserted.length > 0;
}

export async function findIdempotencyKey(
  executor: SqlExecutor,
  scope: string,
  key: string,
): Promise<StoredIdempotencyKey | undefined> {
  const [row] = await executor.query(
    `SELECT fingerprint, status_code, response_body, owner_instance, resource_kind, resource_id
     FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [scope, key],
  );
  if (!row) return undefined;
  const kind = asNullableString(row.resource_kind);
  const id = asNullableString(row.resource_id);
  return {
    fingerprint: asString(row.fingerprint),
    statusCode: row.status_code === null ? null : Number(row.status_code),
    responseBody: asNullableString(row.response_body),
    ownerInstance: asNullableString(row.owner_instance),
    effect: kind && id ? { kind: kind as EffectKind, id } : undefined,
  };
}

/**
 * Takes over a key whose request died with its process (owned by `from`, answered nothing): true when this
 * process now owns it, false when another retry took it first.
 */
export async function takeOverIdempotencyKey(
  executor: SqlExecutor,
  scope: string,
  key: string,
  change: { from: string | null; to: string },
): Promise<boolean> {
  const rows = await executor.query(
    `UPDATE idempotency_keys SET owner_instance = $4
     WHERE scope = $1 AND key = $2 AND status_code IS NULL AND owner_instance IS NOT DISTINCT FROM $3 RETURNING key`,
    [scope, key, change.from, change.to],
  );
  return rows.length > 0;
}

export async function recordIdempotentEffect(
  executor: SqlExecutor,
  scope: string,
  key: string,
  effect: { kind: EffectKind; id: string },
): Promise<void> {
  await executor.query(
    'UPDATE idempotency_keys SET resource_kind = $3, resource_id = $4 WHERE scope = $1 AND key = $2',
    [scope, key, effect.kind, effect.id],
  );
}

export async function storeIdempotentResponse(
  executor: SqlExecutor,
  scope: string,
  key: string,
  response: { statusCode: number; body: string },
): Promise<void> {
  await executor.query(
    'UPDATE idempotency_keys SET status_code = $3, response_body = $4 WHERE scope = $1 AND key = $2',
    [scope, key, response.statusCode, response.body],
  );
}

/**
 * Lets a retry run the request again: only for a request that failed before it stored anything (a request that
 * created a record keeps its key, so that a retry answers with that record).
 */
export async function releaseIdempotencyKeyWithoutEffect(
  executor: SqlExecutor,
  scope: string,
  key: string,
): Promise<boolean> {
  const rows = await executor.query(
    'DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND resource_id IS NULL RETURNING key',
    [scope, key],
  );
  return rows.length > 0;
}

/**
 * For a request whose outcome is not known when it answers (it stored a record, then a step failed): nobody owns
 * the key any more, so the next retry answers with the record as it is by then.
 */
export async function disownIdempotencyKey(executor: SqlExecutor, scope: string, key: string): Promise<void> {
  await executor.query(
    'UPDATE idempotency_keys SET owner_instance = NULL WHERE scope = $1 AND key = $2 AND status_code IS NULL',
    [scope, key],
  );
}
