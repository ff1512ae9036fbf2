import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Who holds a data directory: the running service's process and where it listens. */
export interface DataDirLock {
  pid: number;
  url: string;
}

const LOCK_FILE = 'service.lock.json';

/** The live service holding `dataDir`, if any (a lock left by a process that died does not count). */
export function readDataDirLock(dataDir: string): DataDirLock | undefined {
  let lock: DataDirLock;
  try {
    lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as DataDirLock;
  } catch {
    return undefined;
  }
  try {
    process.kill(lock.pid, 0);
    return lock;
  } catch {
    return undefined;
  }
}

/**
 * Claims `dataDir` for one running service before anything in it is opened: the embedded database and the
 * ledger snapshot must never be used by two processes at once. Throws, naming the holder, when another live
 * service has it. `announce` records the URL once the service listens; `release` frees the directory.
 */
export function claimDataDir(dataDir: string): { announce: (url: string) => void; release: () => void } {
  const holder = readDataDirLock(dataDir);
  if (holder) {
    const where = holder.url ? ` at ${holder.url}` : '';
    throw new Error(
      `DATA_DIR ${dataDir} is in use by the service${where} (pid ${holder.pid}); stop it or choose another DATA_DIR`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const write = (url: string) =>
    writeFileSync(file, JSON.stringify({ pid: process.pid, url } satisfies DataDirLock));
  write('');
  return { announce: write, release: () => rmSync(file, { force: true }) };
}
