import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/** A row as the database returns it: column name to value. */
export type Row = Record<string, unknown>;

/** What repositories need of a connection: parameterised SQL in, rows out. */
export interface SqlExecutor {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The service's database: PGlite (embedded PostgreSQL) by default, the same SQL everywhere. */
export interface Database extends SqlExecutor {
  /** Runs `work` in one SQL transaction: all of it is stored, or none of it. */
  transaction<T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens (creating on first use) the PGlite database stored in `directory`. */
export async function openPgliteDatabase(directory: string): Promise<Database> {
  await mkdir(directory, { recursive: true });
  const pglite = await PGlite.create({ dataDir: directory });
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pglite.query<T>(sql, [...params]);
      return result.rows;
    },
    async transaction<T>(work: (executor: SqlExecutor) => Promise<T>) {
      return pglite.transaction(async (transaction) =>
        work({
          async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
            const result = await transaction.query<R>(sql, [...params]);
            return result.rows;
          },
        }),
      );
    },
    async close() {
      await pglite.close();
    },
  };
}
