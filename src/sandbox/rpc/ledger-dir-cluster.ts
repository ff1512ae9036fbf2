import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSolanaCluster, type SolanaCluster } from '../../api/solana-cluster.js';

/**
 * Which cluster a LEDGER_DIR was created for (LEDGER_CLUSTER). The cluster decides the genesis state (which mints
 * exist, at which addresses), and the history is replayed over that genesis; a directory opened for another
 * cluster would replay its mint-tos against mints that are not there. So the choice is written into the directory
 * at first start, beside the checkpoint and the history, and every later start must make the same one.
 */

const CLUSTER_FILE = 'cluster.json';

/**
 * Records `cluster` in a LEDGER_DIR used for the first time, or checks it is the one the directory was created
 * for; throws saying so otherwise. A directory with state but no record predates LEDGER_CLUSTER: it is localnet.
 */
export function claimLedgerDirCluster(directory: string, cluster: SolanaCluster): void {
  const created = recordedCluster(directory);
  if (created === undefined) {
    writeClusterFile(directory, cluster);
    return;
  }
  if (created !== cluster) {
    throw new Error(
      `LEDGER_DIR ${directory} holds a ledger created for LEDGER_CLUSTER=${created}, not ${cluster}: ` +
        `start it with LEDGER_CLUSTER=${created}, or choose another LEDGER_DIR for ${cluster}`,
    );
  }
}

function recordedCluster(directory: string): SolanaCluster | undefined {
  const file = path.join(directory, CLUSTER_FILE);
  if (!existsSync(file)) {
    const hasState = ['ledger', 'pglite'].some((part) => existsSync(path.join(directory, part)));
    return hasState ? 'localnet' : undefined;
  }
  const recorded: unknown = (JSON.parse(readFileSync(file, 'utf8')) as { cluster?: unknown }).cluster;
  if (!isSolanaCluster(recorded)) throw new Error(`${file} does not name a cluster this version knows`);
  return recorded;
}

/** Whole or not at all (a temporary file renamed), so that a crash never leaves a half-written record. */
function writeClusterFile(directory: string, cluster: SolanaCluster): void {
  const file = path.join(directory, CLUSTER_FILE);
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ cluster })}\n`, { flush: true });
  renameSync(temporary, file);
}
