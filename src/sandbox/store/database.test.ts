import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseAdminUrl, type TestStore } from '../testing/test-database.js';
import type { Database } from './database.js';
import { migrate } from './migrations.js';
import { asBigInt } from './rows.js';

// The same assertions against every store this machine has: PGlite always, PostgreSQL when TEST_DATABASE_URL
// names a server (`bash .ci/run` starts one). Both must hand the code the same JavaScript values.
const stores: TestStore[] = testDatabaseAdminUrl() ? ['pglite', 'postgres'] : ['pglite'];

const SCRATCH_TABLE = `
  CREATE TABLE scratch (
    id INTEGER PRIMARY KEY,
    amount BIGINT,
    document JSONB,
    at TIMESTAMPTZ,
    label TEXT
  )`;

describe.each(stores)('the %s store', (store) => {
  let database: Database;
  let destroy: () => Promise<void>;

  beforeAll(async () => {
    ({ database, destroy } = await openTestDatabase(store));
    await database.query(SCRATCH_TABLE);
    await database.query('CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL)');
  });
  afterAll(async () => {
    await destroy();
  });

  async function readBack(id: number, column: string): Promise<unknown> {
    const [row] = await database.query(`SELECT ${column} AS value FROM scratch WHERE id = $1`, [id]);
    return row?.value;
  }

  it('stores every BIGINT exactly, from bigint, number or text parameters', async () => {
    const values = [0n, 1n, -1n, 2n ** 53n - 1n, 2n ** 53n + 1n, 2n ** 63n - 1n, -(2n ** 63n)];
    for (const [index, value] of values.entries()) {
      await database.query('INSERT INTO scratch (id, amount) VALUES ($1, $2)', [100 + index, value]);
      expect(asBigInt(await readBack(100 + index, 'amount'))).toBe(value);
    }
    await database.query('INSERT INTO scratch (id, amount) VALUES ($1, $2), ($3, $4)', [200, 42, 201, '-7']);
    expect(asBigInt(await readBack(200, 'amount'))).toBe(42n);
    expect(asBigInt(await readBack(201, 'amount'))).toBe(-7n);
  });

  it('reads BIGINT as a number while it is a safe integer and as a bigint beyond (PGlite’s rule)', async () => {
    await database.query('INSERT INTO scratch (id, amount) VALUES ($1, $2), ($3, $4)', [
      300,
      2n ** 53n - 1n,
      301,
      2n ** 53n,
    ]);
    expect(await readBack(300, 'amount')).toBe(Number.MAX_SAFE_INTEGER);
    expect(await readBack(301, 'amount')).toBe(2n ** 53n);
    const [counted] = await database.query(
      'SELECT COUNT(*) AS n, SUM(amount) AS total FROM scratch WHERE id >= 300',
    );
    expect(counted).toEqual({ n: 2, total: '18014398509481983' });
  });

  it('stores JSONB given as JSON text or as an object, and reads it parsed', async () => {
    const document = { amounts: [1, 2.5, -3], nested: { text: 'é ✓ "quoted"', none: null }, flag: true };
    await database.query('INSERT INTO scratch (id, document) VALUES ($1, $2)', [
      400,
      JSON.stringify(document),
    ]);
    await database.query('INSERT INTO scratch (id, document) VALUES ($1, $2)', [401, { big: 12n, list: [] }]);
    await database.query('INSERT INTO scratch (id, document) VALUES ($1, $2)', [
      402,
      JSON.stringify('just text'),
    ]);
    expect(await readBack(400, 'document')).toEqual(document);
    expect(await readBack(401, 'document')).toEqual({ big: '12', list: [] });
    expect(await readBack(402, 'document')).toBe('just text');
    expect(await readBack(400, "document->'nested'->>'text'")).toBe('é ✓ "quoted"');
  });

  it('stores TIMESTAMPTZ to the millisecond and reads a Date', async () => {
    const at = new Date('2024-02-29T23:59:58.123Z');
    await database.query('INSERT INTO scratch (id, at) VALUES ($1, $2)', [500, at]);
    await database.query('INSERT INTO scratch (id, at) VALUES ($1, $2)', [501, '2024-03-01T01:00:00+01:00']);
    const stored = await readBack(500, 'at');
    expect(stored).toBeInstanceOf(Date);
    expect(stored).toEqual(at);
    expect(await readBack(501, 'at')).toEqual(new Date('2024-03-01T00:00:00.000Z'));
    expect(await readBack(500, "to_char(at, 'YYYY-MM-DD HH24:MI')")).toBe('2024-02-29 23:59');
    const [order] = await database.query(
      'SELECT (SELECT at FROM scratch WHERE id = 501) > (SELECT at FROM scratch WHERE id = 500) AS later',
    );
    expect(order).toEqual({ later: true });
  });

  it('keeps nothing of a transaction whose work throws, and hands back the error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      database.transaction(async (executor) => {
        await executor.query('INSERT INTO scratch (id, label) VALUES ($1, $2)', [600, 'never']);
        expect(await executor.query('SELECT id FROM scratch WHERE id = 600')).toHaveLength(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await database.query('SELECT id FROM scratch WHERE id = 600')).toEqual([]);

    const answer = await database.transaction(async (executor) => {
      await executor.query('INSERT INTO scratch (id, label) VALUES ($1, $2)', [601, 'kept']);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await readBack(601, 'label')).toBe('kept');
  });

  it('refuses to commit a transaction in which a statement failed, even when the work caught it', async () => {
    await expect(
      database.transaction(async (executor) => {
        await executor.query('INSERT INTO scratch (id, label) VALUES ($1, $2)', [700, 'lost']);
        await executor.query('INSERT INTO scratch (id) VALUES ($1)', [700]).catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await database.query('SELECT id FROM scratch WHERE id = 700')).toEqual([]);
  });

  it('serialises concurrent read-modify-write transactions on a row locked FOR UPDATE', async () => {
    await database.query('INSERT INTO counters (name, value) VALUES ($1, 0)', ['hits']);
    const incrementFiftyTimes = async () => {
      for (let round = 0; round < 50; round += 1) {
        await database.transaction(async (executor) => {
          const [row] = await executor.query('SELECT value FROM counters WHERE name = $1 FOR UPDATE', [
            'hits',
          ]);
          // Give the other writer every chance to read the same value in between.
          await new Promise((resolve) => setImmediate(resolve));
          await executor.query('UPDATE counters SET value = $1 WHERE name = $2', [
            asBigInt(row?.value) + 1n,
            'hits',
          ]);
        });
      }
    };
    await Promise.all([incrementFiftyTimes(), incrementFiftyTimes()]);
    const [row] = await database.query('SELECT value FROM counters WHERE name = $1', ['hits']);
    expect(asBigInt(row?.value)).toBe(100n);
  });

  it('migrates an empty database, and migrating again changes nothing', async () => {
    await migrate(database);
    const tables = async () =>
      (
        await database.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
        )
      ).map((table) => table.name);
    const versions = async () =>
      (
        await database.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      ).map((row) => row.version);
    const tablesAfterFirst = await tables();
    const versionsAfterFirst = await versions();
    expect(tablesAfterFirst).toEqual(
      expect.arrayContaining(['transactions', 'balances', 'schema_migrations']),
    );
    expect(versionsAfterFirst.length).toBeGreaterThan(0);

    await migrate(database);
    await migrate(database);
    expect(await tables()).toEqual(tablesAfterFirst);
    expect(await versions()).toEqual(versionsAfterFirst);
  });
});

describe.runIf(stores.includes('postgres'))('PostgreSQL and PGlite', () => {
  const opened: { database: Database; destroy(): Promise<void> }[] = [];
  beforeAll(async () => {
    opened.push(await openTestDatabase('pglite'), await openTestDatabase('postgres'));
  });
  afterAll(async () => {
    await Promise.all(opened.map((entry) => entry.destroy()));
  });

  it('hand back the same JavaScript values for the same query', async () => {
    const sql = `
      SELECT 1::bigint AS small, 9007199254740993::bigint AS huge, COUNT(*) AS counted, SUM(x) AS summed,
             2::int AS int4, 1.5::float8 AS float8, 12.34::numeric AS numeric, true AS bool, 'text' AS text,
             '0b9f3c5e-93b4-4d3e-9b8a-6f1f1f1f1f1f'::uuid AS uuid,
             '2024-01-02T03:04:05.678Z'::timestamptz AS timestamptz, '2024-01-02'::date AS date,
             '{"a":[1,{"b":null}]}'::jsonb AS jsonb, '[1,2]'::json AS json, NULL::jsonb AS no_json,
             ARRAY[1, 2]::bigint[] AS int8_array, ARRAY['a', NULL]::text[] AS text_array,
             interval '1 day 2 hours' AS period, $1::text AS parameter_text, $2::timestamptz AS parameter_time
      FROM (VALUES (1::bigint), (2::bigint)) AS numbers (x)`;
    const parameters = [new Date('2024-05-06T07:08:09.010Z'), new Date('2024-05-06T07:08:09.010Z')];
    const [fromPglite, fromPostgres] = await Promise.all(
      opened.map(async ({ database }) => (await database.query(sql, parameters))[0]),
    );
    expect(fromPostgres).toStrictEqual(fromPglite);
    expect(fromPglite).toMatchObject({ small: 1, huge: 9007199254740993n, counted: 2, summed: '3' });
    expect(fromPglite?.parameter_text).toBe('2024-05-06T07:08:09.010Z');
  });
});
