import path from 'node:path';
import type { ServiceConfig } from '../config.js';
import { openPgliteDatabase, type Database } from './database.js';

/** The database the configuration names: PGlite in DATA_DIR by default. */
export async function openDatabase(config: ServiceConfig): Promise<Database> {
  return openPgliteDatabase(path.join(config.dataDir, 'pglite'));
}
