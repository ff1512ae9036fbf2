import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Row, SqlExecutor } from './database.js';

/** Connections one service keeps open at most. */
const POOL_SIZE = 10;
/** How long opening a connection may take before the query that needed it fails. */
const CONNECT_TIMEOUT_MS = 10_000;

type TextParser = (text: string) => unknown;

/** Thrown when a transaction ends in ROLLBACK although `work` returned (a statement in it failed and was caught). */
export class TransactionAbortedError extends Error {
  readonly code = 'TRANSACTION_ABORTED';
  constructor() {
    super('Transaction was rolled back instead of committed: a statement in it failed');
    this.name = 'TransactionAbortedError';
  }
}

/**
 * Opens a pool of connections to the PostgreSQL server at `url` (postgres://user:password@host:port/database).
 *
 * Rows come back with the same JavaScript types as PGlite's (the service's other database): columns are parsed by
 * PGlite's own parsers, so BIGINT is a number when it is a safe integer and a bigint beyond, timestamps are Dates,
 * JSON/JSONB are parsed, NUMERIC is a string, arrays are arrays. Parameters are sent as PGlite sends them (Dates as
 * ISO strings, bigints as decimal text, objects as JSON). Sessions use UTC, as PGlite does.
 *
 * Unlike PGlite, whose transactions take turns on its one connection, transactions here run concurrently, each on
 * its own connection: a read that decides a write must lock its row (`SELECT … FOR UPDATE`).
 */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const parsers = new Map<number, TextParser>();
  for (const [key, parser] of Object.entries(pgliteTypes.parsers)) {
    const oid = Number(key);
    if (Number.isInteger(oid)) parsers.set(oid, (text) => parser(text, oid));
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'crypto-checkout',
    options: '-c TimeZone=UTC',
    types: { getTypeParser: (oid: number) => parsers.get(oid) ?? ((text: string) => text) },
  });
  // A pooled connection that breaks while idle (server restart, network) is discarded by the pool and the next
  // query opens a new one; without a listener the error would end the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  try {
    await registerArrayParsers(pool, parsers);
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot open the PostgreSQL database ${withoutPassword(url)}: ${reason}`, {
      cause: error,
    });
  }

  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<T>(sql, params.map(toParameter));
      return result.rows;
    },
    async transaction<T>(work: (executor: SqlExecutor) => Promise<T>) {
      const client = await pool.connect();
      let open = true;
      const executor: SqlExecutor = {
        async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
          if (!open) throw new Error('Transaction is closed');
          const result = await client.query<R>(sql, params.map(toParameter));
          return result.rows;
        },
      };
      // A connection whose COMMIT or ROLLBACK failed is in an unknown state: it is destroyed, not reused.
      let connectionBroken: Error | undefined;
      const broken = (error: unknown) => {
        connectionBroken = error instanceof Error ? error : new Error(String(error));
      };
      try {
        await client.query('BEGIN');
        const result = await work(executor);
        open = false;
        const commit = await client.query('COMMIT').catch((error: unknown) => {
          broken(error);
          throw error;
        });
        // PostgreSQL answers COMMIT with ROLLBACK, not an error, when a statement in the transaction failed.
        if (commit.command === 'ROLLBACK') throw new TransactionAbortedError();
        return result;
      } catch (error) {
        if (open) {
          open = false;
          await client.query('ROLLBACK').catch(broken);
        }
        throw error;
      } finally {
        client.release(connectionBroken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Array columns parse element by element with the element type's parser, as PGlite sets them up at start. */
async function registerArrayParsers(pool: pg.Pool, parsers: Map<number, TextParser>): Promise<void> {
  const { rows } = await pool.query<{ oid: number; typarray: number }>(`
    SELECT b.oid::int AS oid, b.typarray::int AS typarray
    FROM pg_catalog.pg_type a
    JOIN pg_catalog.pg_type b ON b.oid = a.typelem
    WHERE a.typcategory = 'A'
    GROUP BY b.oid, b.typarray`);
  for (const { oid, typarray } of rows) {
    const element = parsers.get(oid);
    parsers.set(typarray, (text) =>
      pgliteTypes.arrayParser(
        text,
        element ? (value: string) => element(value) : (value: string) => value,
        typarray,
      ),
    );
  }
}

/** The URL with its password, if any, masked: for messages. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** What node-postgres would send differently from PGlite, converted to what PGlite sends. */
function toParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !ArrayBuffer.isView(value) &&
    !('toPostgres' in value)
  ) {
    return JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    );
  }
  return value;
}
