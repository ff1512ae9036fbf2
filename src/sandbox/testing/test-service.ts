import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { emptyPgliteTemplate } from '../store/database.js';
import { startService, type RunningService } from '../service.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
  testDatabaseAdminUrl,
  testStore,
} from './test-database.js';

export interface TestService extends RunningService {
  dataDir: string;
  /** Stops the service and deletes its data directory (and its PostgreSQL database, if it has one). */
  destroy(): Promise<void>;
  /** Stops the service and starts it again on the same data directory and database (a restart). */
  restart(): Promise<TestService>;
}

/** Where a data directory notes the PostgreSQL test database that belongs to it. */
const POSTGRES_DATABASE_FILE = 'postgres-test-database';

/**
 * Starts the real service on 127.0.0.1, a free port, with its own temporary data directory: what integration
 * and e2e tests run against. `environment` takes the same variables as `npm start`.
 *
 * With `STORE=postgres` (and `TEST_DATABASE_URL`) the service stores everything in a fresh database of its own on
 * that PostgreSQL server, which belongs to the data directory: starting again on the same directory (a restart)
 * reopens it, and destroy() drops it. A DATABASE_URL given in `environment` is used as it is.
 */
export async function startTestService(
  environment: Record<string, string> = {},
  options: { dataDir?: string; now?: () => Date; staticDir?: string } = {},
): Promise<TestService> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'crypto-checkout-test-')));
  let database: Awaited<ReturnType<typeof postgresDatabaseFor>> = undefined;
  let service: RunningService;
  try {
    database = environment.DATABASE_URL ? undefined : await postgresDatabaseFor(dataDir);
    const config = loadConfig(
      {
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        // A few deposits opened ahead, not the hundreds `npm start` keeps: dozens of test services run at once.
        DEPOSIT_POOL_SIZE: '4',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...environment,
      },
      options.staticDir ? { staticDir: options.staticDir } : {},
    );
    service = await startService(config, {
      ...(options.now ? { now: options.now } : {}),
      pgliteTemplate: emptyPgliteTemplate,
    });
  } catch (error) {
    if (database?.created) await database.drop();
    // A directory made here for a service that never started is nobody's: remove it.
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...service,
    dataDir,
    async destroy() {
      await service.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await service.close();
      return startTestService(environment, { ...options, dataDir });
    },
  };
}

/** The data directory's PostgreSQL database (created on first use) when the tests run on PostgreSQL. */
async function postgresDatabaseFor(
  dataDir: string,
): Promise<{ url: string; created: boolean; drop(): Promise<void> } | undefined> {
  if (testStore() !== 'postgres') return undefined;
  const adminUrl = testDatabaseAdminUrl();
  if (!adminUrl) return undefined;
  const noteFile = path.join(dataDir, POSTGRES_DATABASE_FILE);
  const existing = existsSync(noteFile) ? (await readFile(noteFile, 'utf8')).trim() : undefined;
  const name = existing ?? (await createPostgresTestDatabase(adminUrl));
  if (!existing) await writeFile(noteFile, `${name}\n`);
  return {
    url: postgresTestDatabaseUrl(adminUrl, name),
    created: !existing,
    async drop() {
      await dropPostgresTestDatabase(adminUrl, name);
      await rm(noteFile, { force: true });
    },
  };
}
