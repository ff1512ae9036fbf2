import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimLedgerDirCluster } from './ledger-dir-cluster.js';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-ledger-dir-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('the cluster a LEDGER_DIR was created for', () => {
  it('is recorded at first start and must be chosen again at every later one', async () => {
    claimLedgerDirCluster(directory, 'devnet');
    expect(JSON.parse(await readFile(path.join(directory, 'cluster.json'), 'utf8'))).toEqual({
      cluster: 'devnet',
    });
    expect(() => claimLedgerDirCluster(directory, 'devnet')).not.toThrow();
    expect(() => claimLedgerDirCluster(directory, 'localnet')).toThrow(
      `LEDGER_DIR ${directory} holds a ledger created for LEDGER_CLUSTER=devnet, not localnet: ` +
        'start it with LEDGER_CLUSTER=devnet, or choose another LEDGER_DIR for localnet',
    );
  });

  it('is localnet for a directory with state from before LEDGER_CLUSTER', () => {
    mkdirSync(path.join(directory, 'pglite'));
    expect(() => claimLedgerDirCluster(directory, 'mainnet-beta')).toThrow(
      /created for LEDGER_CLUSTER=localnet, not mainnet-beta/,
    );
    expect(() => claimLedgerDirCluster(directory, 'localnet')).not.toThrow();
  });
});
