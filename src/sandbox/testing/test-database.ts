import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import pg from 'pg';
import { openPgliteDatabase, type Database } from '../store/database.js';
import { openPostgresDatabase } from '../store/postgres-database.js';

/** The database behind a test: PGlite (default) or a fresh database on the TEST_DATABASE_URL server. */
export type TestStore = 'pglite' | 'postgres';

/**
 * Which store the sandbox tests use: `STORE=postgres` (the vitest project "postgres" sets it) needs
 * `TEST_DATABASE_URL`, an admin URL of a PostgreSQL server whose role may CREATE DATABASE; anything else is PGlite.
 */
export function testStore(environment: Record<string, string | undefined> = process.env): TestStore {
  const store = environment.STORE ?? 'pglite';
  if (store === 'pglite') return 'pglite';
  if (store !== 'postgres') throw new Error(`STORE must be pglite or postgres, not ${JSON.stringify(store)}`);
  if (!environment.TEST_DATABASE_URL) {
    throw new Error(
      'STORE=postgres needs TEST_DATABASE_URL: an admin URL of a PostgreSQL server whose role may CREATE DATABASE',
    );
  }
  return 'postgres';
}

/** The admin URL tests create their databases with, when one is configured. */
export function testDatabaseAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** Creates an empty database (`crypto_checkout_test_<random>`) on the admin URL's server; answers its name. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<string> {
  const name = `crypto_checkout_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return name;
}

/** Drops a database made by createPostgresTestDatabase, disconnecting anyone still on it. */
export async function dropPostgresTestDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^crypto_checkout_test_[0-9a-f]+$/.test(name))
    throw new Error(`refusing to drop ${name}: not a test database`);
  // FORCE ends the test's own stray sessions, but not an autovacuum worker unless the role has pg_signal_backend
  // (`.ci/postgres` grants it and turns autovacuum off); on other servers such a worker is gone within moments.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const retriable = code === INSUFFICIENT_PRIVILEGE || code === OBJECT_IN_USE;
      if (!retriable || attempt === DROP_ATTEMPTS) throw error;
      await delay(DROP_RETRY_DELAY_MS * attempt);
    }
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';
const OBJECT_IN_USE = '55006';
const DROP_ATTEMPTS = 6;
const DROP_RETRY_DELAY_MS = 250;

/** The URL of database `name` on the admin URL's server, with the admin URL's credentials. */
export function postgresTestDatabaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database of the given store, opened, and how to get rid of it. */
export async function openTestDatabase(
  store: TestStore = testStore(),
): Promise<{ database: Database; destroy(): Promise<void> }> {
  if (store === 'pglite') {
    const directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-db-'));
    const database = await openPgliteDatabase(path.join(directory, 'pglite'));
    return {
      database,
      async destroy() {
        await database.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = testDatabaseAdminUrl();
  if (!adminUrl) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const name = await createPostgresTestDatabase(adminUrl);
  let database: Database;
  try {
    database = await openPostgresDatabase(postgresTestDatabaseUrl(adminUrl, name));
  } catch (error) {
    await dropPostgresTestDatabase(adminUrl, name);
    throw error;
  }
  return {
    database,
    async destroy() {
      await database.close();
      await dropPostgresTestDatabase(adminUrl, name);
    },
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'crypto-checkout-tests' });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot connect to the TEST_DATABASE_URL server: ${reason}`, { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
