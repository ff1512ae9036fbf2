import path from 'node:path';
import type { ServiceConfig } from '../config.js';
import { openPgliteDatabase, type Database } from './database.js';
import { openPostgresDatabase } from './postgres-database.js';

/** The database the configuration names: the PostgreSQL server at DATABASE_URL, else PGlite in DATA_DIR. */
export async function openDatabase(
  config: ServiceConfig,
  options: { pgliteTemplate?: () => Promise<Blob> } = {},
): Promise<Database> {
  if (config.databaseUrl !== undefined) return openPostgresDatabase(config.databaseUrl);
  return openPgliteDatabase(path.join(config.dataDir, 'pglite'), options.pgliteTemplate);
}
