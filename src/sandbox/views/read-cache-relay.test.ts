import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.js';
import { openPostgresDatabase } from '../store/postgres-database.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
  testDatabaseAdminUrl,
  testStore,
} from '../testing/test-database.js';
import { startReadCacheRelay } from './read-cache-relay.js';
import { createReadCaches } from './response-cache.js';

// Two instances' read caches over one PostgreSQL database (LISTEN/NOTIFY has no PGlite counterpart here).
describe.skipIf(testStore() !== 'postgres')('read-cache drops across instances', () => {
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
      const caches = createReadCaches();
      const relay = await startReadCacheRelay({
        databaseUrl: url,
        database,
        instanceId,
        caches,
        onError: (error) => errors.push(error),
      });
      cleanups.push(() => relay.stop());
      return caches;
    };
    return { a: await instance('a'), b: await instance('b'), database, errors };
  }

  it('drops the key on the other instance, in the named cache only, and ignores its own drop', async () => {
    const { a, b, errors } = await twoInstances();
    a.paymentLinks.set('link-1', 'a1');
    b.paymentLinks.set('link-1', 'b1');
    b.paymentLinks.set('link-2', 'b2');
    b.conversions.set('link-1', 'same key, another cache');
    // A key with spaces in it travels whole.
    b.conversions.set('{"from": "USD"}', 'spaced');

    a.paymentLinks.invalidate('link-1');
    expect(a.paymentLinks.get('link-1')).toBeUndefined();
    // Stored again at once: the drop a hears back from itself must not take it away.
    a.paymentLinks.set('link-1', 'a1, re-read');
    a.conversions.invalidate('{"from": "USD"}');

    await expect.poll(() => b.paymentLinks.get('link-1'), { timeout: 5000 }).toBeUndefined();
    await expect.poll(() => b.conversions.get('{"from": "USD"}'), { timeout: 5000 }).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.paymentLinks.get('link-2')).toBe('b2');
    expect(b.conversions.get('link-1')).toBe('same key, another cache');
    expect(a.paymentLinks.get('link-1')).toBe('a1, re-read');
    expect(errors).toEqual([]);
  });

  it('after its connection broke, listens again and clears every read cache', async () => {
    const { a, b, database } = await twoInstances();
    b.paymentLinks.set('link-1', 'b1');
    b.currencies.set('{}', 'every currency');
    await database.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'crypto-checkout-listener' AND datname = current_database()`,
    );
    await expect
      .poll(() => [b.paymentLinks.get('link-1'), b.currencies.get('{}')], { timeout: 10_000 })
      .toEqual([undefined, undefined]);
    // And hears drops again.
    b.paymentLinks.set('link-2', 'b2');
    await expect
      .poll(
        () => {
          a.paymentLinks.invalidate('link-2');
          return b.paymentLinks.get('link-2');
        },
        { timeout: 5000, interval: 200 },
      )
      .toBeUndefined();
  });
});
