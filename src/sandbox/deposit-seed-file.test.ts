import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEPOSIT_SEED_FILE, depositSeedNotice, loadDepositSeed } from './deposit-seed-file.js';
import { DepositSeed } from './domain/deposit-seed.js';

// Permission bits mean nothing on Windows, where the service does not check them.
const posix = process.platform !== 'win32';

let dataDir: string;
let seedFile: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-seed-'));
  seedFile = path.join(dataDir, DEPOSIT_SEED_FILE);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const load = () => loadDepositSeed({ depositSeed: undefined, dataDir });

function loadError(): string {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the seed file was accepted');
}

describe('the deposit seed file', () => {
  it('is generated once, private, as one line of hexadecimal, and read back unchanged', () => {
    const first = load();
    expect(first.source).toEqual({ kind: 'file', path: seedFile, created: true });
    const written = readFileSync(seedFile, 'utf8');
    expect(written).toMatch(/^[0-9a-f]{64}\n$/);
    expect(first.seed.toHex()).toBe(written.trim());
    if (posix) expect(statSync(seedFile).mode & 0o777).toBe(0o600);
    // Nothing else is left in the directory: the temporary file it was written through is gone.
    expect(readdirSync(dataDir)).toEqual([DEPOSIT_SEED_FILE]);

    const again = load();
    expect(again.source).toEqual({ kind: 'file', path: seedFile, created: false });
    expect(again.seed.toHex()).toBe(first.seed.toHex());
    expect(readFileSync(seedFile, 'utf8')).toBe(written);
  });

  it('is neither read nor written when DEPOSIT_SEED is set', () => {
    writeFileSync(seedFile, 'not a seed', { mode: 0o644 });
    const configured = DepositSeed.fromHex('ab'.repeat(32));
    const loaded = loadDepositSeed({ depositSeed: configured, dataDir });
    expect(loaded).toEqual({ seed: configured, source: { kind: 'environment' } });
    expect(depositSeedNotice(loaded.source)).toBeUndefined();
  });

  it('accepts a seed written by hand, with or without its newline, in either case', () => {
    writeFileSync(seedFile, 'CD'.repeat(64), { mode: 0o600 });
    expect(load().seed.toHex()).toBe('cd'.repeat(64));
  });

  it.runIf(posix)('stops the start when others may read it, and leaves it as it is', () => {
    const seed = 'ef'.repeat(32);
    writeFileSync(seedFile, `${seed}\n`, { mode: 0o600 });
    chmodSync(seedFile, 0o640);
    const message = loadError();
    expect(message).toContain('DEPOSIT_SEED');
    expect(message).toContain(seedFile);
    expect(message).toContain('0640');
    expect(message).toContain('chmod 600');
    expect(message).not.toContain(seed);
    expect(readFileSync(seedFile, 'utf8')).toBe(`${seed}\n`);
  });

  it('stops the start when it holds no seed, never replacing it or repeating what it holds', () => {
    for (const content of [
      '',
      'ef'.repeat(31),
      `${'ef'.repeat(32)}\n\n`,
      `0x${'ef'.repeat(32)}`,
      'a secret',
    ]) {
      writeFileSync(seedFile, content, { mode: 0o600 });
      const message = loadError();
      expect(message).toContain('DEPOSIT_SEED');
      expect(message).toContain(seedFile);
      if (content.trim()) expect(message).not.toContain(content.trim());
      expect(readFileSync(seedFile, 'utf8')).toBe(content);
    }
  });

  it('is generated whole even after a start that died while writing it', () => {
    // What a crash between writing the temporary file and linking it into place leaves behind.
    writeFileSync(`${seedFile}.new`, 'ef'.repeat(10), { mode: 0o644 });
    const loaded = load();
    expect(loaded.source).toMatchObject({ created: true });
    expect(readFileSync(seedFile, 'utf8')).toBe(`${loaded.seed.toHex()}\n`);
    if (posix) expect(statSync(seedFile).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual([DEPOSIT_SEED_FILE]);
  });

  it('is announced at start with where it is and that it must be backed up', () => {
    const created = depositSeedNotice({ kind: 'file', path: seedFile, created: true });
    expect(created).toContain(seedFile);
    expect(created).toMatch(/back this file up/);
    expect(depositSeedNotice({ kind: 'file', path: seedFile, created: false })).toMatch(
      new RegExp(`${seedFile}.*backup`),
    );
  });
});
