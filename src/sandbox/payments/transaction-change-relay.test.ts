import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.js';
import { openPostgresDatabase } from '../store/postgres-database.js';
import type { PostgresListener } from '../store/postgres-notifications.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
  testDatabaseAdminUrl,
  testStore,
} from '../testing/test-database.js';
import { startTransactionChangeRelay } from './transaction-change-relay.js';
import { TransactionChanges } from './transaction-changes.js';

// Two instances' change channels over one PostgreSQL database (LISTEN/NOTIFY has no PGlite counterpart here).
describe.skipIf(testStore() !== 'postgres')('transaction changes across instances', () => {
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoInstances() {
    const adminUrl = testDatabaseAdminUrl() ?? '';
    const name = await createPostgresTestDatabase(adminUrl);
    cleanups.push(() => dropPostgresTestDatabase(adminUrl, name));
    const url = postgresTestDatabaseUrl(adminUrl, name);
    const database: Database = await openPostgresDatabase(url);
    cleanups.push(() => database.close());
    const errors: unknown[] = [];
    const instance = async (instanceId: string) => {
      const changes = new TransactionChanges();
      const relay: PostgresListener = await startTransactionChangeRelay({
        databaseUrl: url,
        database,
        instanceId,
        changes,
        onError: (error) => errors.push(error),
      });
      cleanups.push(() => relay.stop());
      const seen: string[] = [];
      changes.subscribeAll((reference) => seen.push(reference));
      return { changes, seen };
    };
    return { a: await instance('a'), b: await instance('b'), database, errors };
  }

  it('tells the other instance of each change, and its own once', async () => {
    const { a, b } = await twoInstances();
    a.changes.publish('reference-1');
    b.changes.publish('reference-2');
    await expect.poll(() => b.seen, { timeout: 5000 }).toEqual(['reference-2', 'reference-1']);
    await expect.poll(() => a.seen, { timeout: 5000 }).toEqual(['reference-1', 'reference-2']);
    // Its own NOTIFY comes back to it too, and is ignored: nothing is told twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(a.seen).toEqual(['reference-1', 'reference-2']);
    expect(b.seen).toEqual(['reference-2', 'reference-1']);
  });

  it('after its connection broke, listens again and treats everything as changed', async () => {
    const { a, b, database } = await twoInstances();
    let missed = 0;
    b.changes.subscribeMissed(() => (missed += 1));
    let streamTold = 0;
    b.changes.subscribe('watched', () => (streamTold += 1));
    await database.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'crypto-checkout-listener' AND datname = current_database()`,
    );
    await expect.poll(() => missed, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(streamTold).toBeGreaterThan(0);
    a.changes.publish('after-the-break');
    await expect.poll(() => b.seen.includes('after-the-break'), { timeout: 5000 }).toBe(true);
  });
});
