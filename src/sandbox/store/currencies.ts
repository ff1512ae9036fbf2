import type { Currency, CurrencyListQuery } from '../../api/schemas/currency.js';
import type { CurrencyCode } from '../../api/currencies.js';
import type { SqlExecutor } from './database.js';
import { asIsoTimestamp, asString } from './rows.js';

export async function listCurrencies(executor: SqlExecutor, filter: CurrencyListQuery): Promise<Currency[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.status) add('status = ?', filter.status);
  if (filter.type) add('type = ?', filter.type);
  if (filter.code) add('code = ?', filter.code);
  if (filter.name) add('lower(name) = lower(?)', filter.name);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = await executor.query(`SELECT * FROM currencies ${where} ORDER BY type DESC, code`, params);
  return rows.map((row) => ({
    uuid: asString(row.uuid),
    name: asString(row.name),
    code: asString(row.code) as CurrencyCode,
    type: asString(row.type) as Currency['type'],
    status: asString(row.status) as Currency['status'],
    createdAt: asIsoTimestamp(row.created_at),
  }));
}

/** Whether a currency may be used for new payments and conversions. */
export async function isCurrencyActive(executor: SqlExecutor, code: CurrencyCode): Promise<boolean> {
  const [row] = await executor.query('SELECT status FROM currencies WHERE code = $1', [code]);
  return row?.status === 'active';
}

/**
 * The active currencies of each database, read once and then kept: initiation asks on every request. Currencies
 * are seeded at start (seed.ts, seedReferenceData: INSERT … ON CONFLICT DO NOTHING, before the service listens)
 * and nothing changes their status while the service runs, the grounds on which the currency list's answer is
 * kept too (views/response-cache.ts) and the pool refill asks once (payments/deposit-pool.ts).
 */
const activeCurrenciesByDatabase = new WeakMap<SqlExecutor, Promise<ReadonlySet<string>>>();

/** isCurrencyActive from memory, for a database whose currencies do not change while it is open. */
export async function isCurrencyActiveWhileRunning(
  database: SqlExecutor,
  code: CurrencyCode,
): Promise<boolean> {
  const known = activeCurrenciesByDatabase.get(database);
  if (known) return (await known).has(code);
  const reading = database
    .query("SELECT code FROM currencies WHERE status = 'active'")
    .then((rows): ReadonlySet<string> => new Set(rows.map((row) => asString(row.code))));
  activeCurrenciesByDatabase.set(database, reading);
  // A failed read is not kept: the next initiation asks again.
  reading.catch(() => {
    if (activeCurrenciesByDatabase.get(database) === reading) activeCurrenciesByDatabase.delete(database);
  });
  return (await reading).has(code);
}
