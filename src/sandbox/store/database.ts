import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * Opens (creating on first use) the PGlite database stored in `directory`. A new directory is initialised
 * from `template` when given (a `dumpDataDir` tarball), which skips PostgreSQL's initdb: test suites start many
 * services and initdb is most of each start.
 */
export async function openPgliteDatabase(
  directory: string,
  template?: () => Promise<Blob>,
): Promise<Database> {
  const isNew = !existsSync(path.join(directory, 'PG_VERSION'));
  await mkdir(directory, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: directory,
    ...(isNew && template ? { loadDataDir: await template() } : {}),
  });
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

/**
 * A freshly initialised, empty PGlite data directory as a tarball, made once per process: what new test
 * databases start from instead of running initdb each time.
 */
export function emptyPgliteTemplate(): Promise<Blob> {
  templateDump ??= (async () => {
    const pglite = await PGlite.create();
    try {
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  })();
  return templateDump;
}

let templateDump: Promise<Blob> | undefined;
