import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * A checkpoint of the local ledger: the VM's accounts as LiteSVM serialises them, the slot of the last recorded
 * transaction they include, and the blockhashes still valid then. It is only a shortcut for start-up: the
 * transaction history in the database is the ledger's record, and everything after `slot` is replayed from it.
 *
 * One file, written whole to a temporary name, flushed, then renamed over the old one: a crash at any instant
 * leaves either the old checkpoint or the new one, never a mix of two.
 */
export interface LedgerCheckpoint {
  /**
   * The VM's slot when it was written: that of the newest recorded transaction the state includes, or later when
   * empty blocks of the block clock came after it. Every transaction recorded later has a later slot.
   */
  slot: bigint;
  recentBlockhashes: { hash: string; slot: bigint }[];
  state: Uint8Array;
}

const CHECKPOINT_FILE = 'checkpoint.bin';
/** What versions before checkpoints wrote: the state and the blockhashes in two files, with no slot. */
const LEGACY_STATE_FILE = 'state.bin';
const LEGACY_META_FILE = 'meta.json';
const FORMAT = 'crypto-checkout ledger checkpoint 1';

interface CheckpointHeader {
  format: typeof FORMAT;
  slot: string;
  recentBlockhashes: { hash: string; slot: string }[];
}

/**
 * Reads the checkpoint in `directory`, if there is one. A legacy pair of files has no slot: the caller derives it
 * from the state's own clock (each recorded transaction advanced it to its slot).
 */
export function readCheckpoint(
  directory: string,
): (Omit<LedgerCheckpoint, 'slot'> & { slot: bigint | undefined }) | undefined {
  const file = path.join(directory, CHECKPOINT_FILE);
  if (existsSync(file)) {
    const bytes = readFileSync(file);
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as CheckpointHeader;
    if (header.format !== FORMAT) throw new Error(`${file} is not a ledger checkpoint this version reads`);
    return {
      slot: BigInt(header.slot),
      recentBlockhashes: header.recentBlockhashes.map((entry) => ({
        hash: entry.hash,
        slot: BigInt(entry.slot),
      })),
      state: bytes.subarray(4 + headerLength),
    };
  }
  const legacyState = path.join(directory, LEGACY_STATE_FILE);
  if (!existsSync(legacyState)) return undefined;
  const meta = JSON.parse(readFileSync(path.join(directory, LEGACY_META_FILE), 'utf8')) as Pick<
    CheckpointHeader,
    'recentBlockhashes'
  >;
  return {
    slot: undefined,
    recentBlockhashes: meta.recentBlockhashes.map((entry) => ({
      hash: entry.hash,
      slot: BigInt(entry.slot),
    })),
    state: readFileSync(legacyState),
  };
}

/** Replaces the checkpoint in `directory` atomically and durably. */
export function writeCheckpoint(directory: string, checkpoint: LedgerCheckpoint): void {
  const header: CheckpointHeader = {
    format: FORMAT,
    slot: checkpoint.slot.toString(),
    recentBlockhashes: checkpoint.recentBlockhashes.map((entry) => ({
      hash: entry.hash,
      slot: entry.slot.toString(),
    })),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length, 0);
  const target = path.join(directory, CHECKPOINT_FILE);
  const temporary = `${target}.tmp`;
  const descriptor = openSync(temporary, 'w');
  try {
    for (const part of [length, headerBytes, checkpoint.state]) writeSync(descriptor, part);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(temporary, target);
  syncDirectory(directory);
  // The legacy pair, if any, is superseded: never read it again.
  rmSync(path.join(directory, LEGACY_STATE_FILE), { force: true });
  rmSync(path.join(directory, LEGACY_META_FILE), { force: true });
}

/** Makes a rename in `directory` durable (a no-op where directories cannot be opened, as on Windows). */
function syncDirectory(directory: string): void {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(directory, 'r');
    fsyncSync(descriptor);
  } catch {
    // Not supported on this platform; the rename itself is still atomic.
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}
