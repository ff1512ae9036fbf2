import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseAdminUrl, type TestStore } from '../testing/test-database.js';
import { apiKeyDigest, sameApiKey } from './api-key-digest.js';
import { findBusinessByApiKey } from './businesses.js';
import type { Database } from './database.js';
import { migrate } from './migrations.js';
import { ensureDemoBusiness, seedReferenceData, type DemoBusinessKeys } from './seed.js';

// PGlite always, PostgreSQL too when TEST_DATABASE_URL names a server: the migration computes digests in SQL,
// the service in Node, and both stores must agree with Node.
const stores: TestStore[] = testDatabaseAdminUrl() ? ['pglite', 'postgres'] : ['pglite'];

describe('comparing keys', () => {
  it('tells equal keys from different ones, whatever their lengths', () => {
    expect(sameApiKey('sk_test_abc', 'sk_test_abc')).toBe(true);
    expect(sameApiKey('sk_test_abc', 'sk_test_abd')).toBe(false);
    expect(sameApiKey('sk_test_abc', 'sk_test_abcd')).toBe(false);
    expect(sameApiKey('sk_test_abc', '')).toBe(false);
  });
});

describe.each(stores)('API keys on the %s store', (store) => {
  let database: Database;
  let destroy: () => Promise<void>;
  let keys: DemoBusinessKeys;

  beforeAll(async () => {
    ({ database, destroy } = await openTestDatabase(store));
    await migrate(database);
    await seedReferenceData(database, 'localnet');
    keys = await ensureDemoBusiness(database, { publicKey: undefined, secretKey: undefined }, 'localnet');
  });
  afterAll(async () => {
    await destroy();
  });

  it('are digested in SQL exactly as in Node, non-ASCII keys included', async () => {
    for (const key of ['sk_test_abc', 'pk_test_é€🙂', '']) {
      const [row] = await database.query("SELECT encode(sha256(convert_to($1, 'UTF8')), 'hex') AS digest", [
        key,
      ]);
      expect(row?.digest, key).toBe(apiKeyDigest(key));
    }
  });

  it('keys stored before the digest column existed get their digest when the database is migrated', async () => {
    // Back to the schema before the migration: the keys are there, their digests are not.
    await database.query('ALTER TABLE api_keys DROP COLUMN key_digest');
    await database.query("DELETE FROM schema_migrations WHERE name = 'api key digests'");
    await migrate(database);
    const rows = await database.query('SELECT key, key_digest FROM api_keys ORDER BY kind');
    expect(rows.map((row) => row.key_digest)).toEqual(rows.map((row) => apiKeyDigest(String(row.key))));
  });

  it('find their business by the whole key only', async () => {
    expect(await findBusinessByApiKey(database, keys.secretKey)).toMatchObject({
      kind: 'secret',
      account: { record: { uuid: keys.businessId } },
    });
    expect((await findBusinessByApiKey(database, keys.publicKey))?.kind).toBe('public');
    const lastCharacterChanged = `${keys.secretKey.slice(0, -1)}${keys.secretKey.endsWith('a') ? 'b' : 'a'}`;
    for (const wrong of [
      lastCharacterChanged,
      keys.secretKey.slice(0, -1),
      `${keys.secretKey}x`,
      '',
      'sk_test_',
    ]) {
      expect(await findBusinessByApiKey(database, wrong), wrong).toBeUndefined();
    }
  });
});
