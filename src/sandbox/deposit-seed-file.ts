import {
  closeSync,
  fstatSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { DEPOSIT_SEED_FORMAT, DEPOSIT_SEED_HEX_PATTERN, DepositSeed } from './domain/deposit-seed.js';

/**
 * Where the deposit seed comes from when DEPOSIT_SEED is not set: `DATA_DIR/deposit-seed`, generated at the
 * first start. The file holds the seed as DEPOSIT_SEED would (hexadecimal), on one line, readable by its owner
 * only. It is created once and never rewritten: a new seed would orphan every deposit derived from the old one.
 *
 * Written by hand rather than with an atomic-write package: those replace the file by renaming over it, and
 * this one must never be replaced. Linking a complete, flushed temporary file into place does both at once:
 * `link` fails if the name exists, and the name appears only with the whole seed behind it.
 */

export const DEPOSIT_SEED_FILE = 'deposit-seed';

/** Permission bits for anyone but the owner: none may be set on the seed file. */
const GROUP_AND_OTHER_BITS = 0o077;

/** Where the seed in force came from, for the start-up log. */
export type DepositSeedSource = { kind: 'environment' } | { kind: 'file'; path: string; created: boolean };

/**
 * The seed deposit keys are derived from: DEPOSIT_SEED when set, else the seed file in `dataDir`, generated the
 * first time. Throws, before anything is derived, when the file is readable by others or holds no seed; the
 * message names the file and what to do, never its content.
 */
export function loadDepositSeed(config: { depositSeed: DepositSeed | undefined; dataDir: string }): {
  seed: DepositSeed;
  source: DepositSeedSource;
} {
  if (config.depositSeed) return { seed: config.depositSeed, source: { kind: 'environment' } };
  const file = path.join(config.dataDir, DEPOSIT_SEED_FILE);
  const existing = readSeedFile(file);
  if (existing) return { seed: existing, source: { kind: 'file', path: file, created: false } };
  return createSeedFile(file);
}

/** What the start-up log says about the seed: where it is and that it must be backed up. */
export function depositSeedNotice(source: DepositSeedSource): string | undefined {
  if (source.kind === 'environment') return undefined;
  return source.created
    ? `Generated a new deposit seed in ${source.path} (DEPOSIT_SEED was not set). Every deposit address is ` +
        'derived from it: back this file up now and keep it secret. Without it, money in a deposit cannot be moved.'
    : `Deposit addresses are derived from the seed in ${source.path} (DEPOSIT_SEED is not set): keep a backup of it.`;
}

function readSeedFile(file: string): DepositSeed | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    // Checked on the open file, so that what is read is what was checked.
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) throw new Error(`DEPOSIT_SEED file ${file} is not a regular file`);
    // Windows has no such permission bits (Node reports 0o666 for every writable file): nothing to check there.
    if (process.platform !== 'win32' && (stats.mode & GROUP_AND_OTHER_BITS) !== 0) {
      const mode = (stats.mode & 0o777).toString(8).padStart(4, '0');
      throw new Error(
        `DEPOSIT_SEED file ${file} can be read or written by others (permissions ${mode}); it holds the key to ` +
          `every deposit. Make it private (chmod 600 ${file}) and start again.`,
      );
    }
    const text = readFileSync(descriptor, 'utf8');
    const written = text.endsWith('\n') ? text.slice(0, -1) : text;
    if (!DEPOSIT_SEED_HEX_PATTERN.test(written)) {
      throw new Error(
        `DEPOSIT_SEED file ${file} does not hold a deposit seed (${DEPOSIT_SEED_FORMAT}, on one line). ` +
          'Restore it from its backup, or set DEPOSIT_SEED; it is never replaced, since every deposit depends on it.',
      );
    }
    return DepositSeed.fromHex(written);
  } finally {
    closeSync(descriptor);
  }
}

function createSeedFile(file: string): { seed: DepositSeed; source: DepositSeedSource } {
  const seed = DepositSeed.generate();
  // DATA_DIR admits one service at a time (data-dir-lock.ts), so this name is ours; one left by a crash
  // mid-creation held a seed nothing used yet, and is removed rather than reused, whatever its permissions.
  const temporary = `${file}.new`;
  rmSync(temporary, { force: true });
  const descriptor = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(descriptor, `${seed.toHex()}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(temporary, file);
  } catch (error) {
    // Another process made it meanwhile (it cannot, under the lock, but the rule is never to overwrite).
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = readSeedFile(file);
    if (existing) return { seed: existing, source: { kind: 'file', path: file, created: false } };
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  // The new name must survive a crash before any deposit is derived from the seed.
  syncDirectory(path.dirname(file));
  return { seed, source: { kind: 'file', path: file, created: true } };
}

function syncDirectory(directory: string): void {
  // Node cannot open a directory to flush it on Windows; there the name is as durable as the file system makes it.
  if (process.platform === 'win32') return;
  const descriptor = openSync(directory, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
