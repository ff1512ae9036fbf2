import { createHash, randomUUID } from 'node:crypto';
import type { Row, SqlExecutor } from './database.js';
import { toBusinessAccount, type BusinessAccount } from './businesses.js';
import { asDate, asString } from './rows.js';

/**
 * Merchant console sessions (`dashboard_sessions`). The browser holds a random token in its cookie; the table
 * holds only the token's SHA-256, so that reading the table (a backup, a leaked dump) lets nobody act as the
 * merchant. Every function here takes the token itself and digests it: nothing else handles the digest.
 */
export interface DashboardSession {
  id: string;
  businessId: string;
  /** What every state-changing request of the session must repeat in `X-CSRF-Token`. */
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A live session with the business it acts for, as authentication needs them. */
export interface DashboardSessionWithBusiness {
  session: DashboardSession;
  business: BusinessAccount;
}

/**
 * SHA-256 of the token, in hex. A plain digest suffices (no salt, no slow hash): the token is 32 random bytes,
 * beyond any guessing, and being found by its digest means a lookup's time says nothing about a guess.
 */
function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function createDashboardSession(
  executor: SqlExecutor,
  session: { token: string; businessId: string; csrfToken: string; createdAt: Date; expiresAt: Date },
): Promise<DashboardSession> {
  const id = randomUUID();
  await executor.query(
    `INSERT INTO dashboard_sessions (id, token_hash, business_id, csrf_token, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      id,
      tokenDigest(session.token),
      session.businessId,
      session.csrfToken,
      session.createdAt,
      session.expiresAt,
    ],
  );
  return {
    id,
    businessId: session.businessId,
    csrfToken: session.csrfToken,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
  };
}

/**
 * The session a cookie's token names, with its business, if it is still live at `now`. A session found expired
 * is deleted on the spot: it can never be used again, so it need not wait for the next purge.
 */
export async function findLiveDashboardSession(
  executor: SqlExecutor,
  token: string,
  now: Date,
): Promise<DashboardSessionWithBusiness | undefined> {
  const [row] = await executor.query(
    `SELECT b.*, s.id AS session_id, s.csrf_token AS session_csrf_token,
            s.created_at AS session_created_at, s.expires_at AS session_expires_at
       FROM dashboard_sessions s JOIN businesses b ON b.uuid = s.business_id
      WHERE s.token_hash = $1`,
    [tokenDigest(token)],
  );
  if (!row) return undefined;
  const session = toDashboardSession(row);
  if (session.expiresAt.getTime() <= now.getTime()) {
    await deleteDashboardSession(executor, session.id);
    return undefined;
  }
  return { session, business: toBusinessAccount(row) };
}

export async function deleteDashboardSession(executor: SqlExecutor, id: string): Promise<void> {
  await executor.query('DELETE FROM dashboard_sessions WHERE id = $1', [id]);
}

/**
 * Ends every session of the business but `keptSessionId` (the one that asked, when one did): after the secret
 * key changes, whoever signed in with the old one is signed out. Answers how many ended.
 */
export async function deleteOtherDashboardSessions(
  executor: SqlExecutor,
  businessId: string,
  keptSessionId: string | undefined,
): Promise<number> {
  const [row] = await executor.query(
    `WITH ended AS (
       DELETE FROM dashboard_sessions WHERE business_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING 1
     ) SELECT count(*)::int AS deleted FROM ended`,
    [businessId, keptSessionId ?? null],
  );
  return Number(row?.deleted ?? 0);
}

/** Deletes every session expired at `now`, so that the table holds live sessions only. Answers how many went. */
export async function deleteExpiredDashboardSessions(executor: SqlExecutor, now: Date): Promise<number> {
  const [row] = await executor.query(
    `WITH ended AS (DELETE FROM dashboard_sessions WHERE expires_at <= $1 RETURNING 1)
     SELECT count(*)::int AS deleted FROM ended`,
    [now],
  );
  return Number(row?.deleted ?? 0);
}

function toDashboardSession(row: Row): DashboardSession {
  return {
    id: asString(row.session_id),
    businessId: asString(row.uuid),
    csrfToken: asString(row.session_csrf_token),
    createdAt: asDate(row.session_created_at),
    expiresAt: asDate(row.session_expires_at),
  };
}
