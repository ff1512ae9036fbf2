import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLedgerConfig } from './ledger-config.js';

describe('the standalone ledger’s configuration', () => {
  it('answers where solana-test-validator does, keeping its state in .ledger/, with Solana’s block time', () => {
    expect(loadLedgerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8899,
      directory: path.resolve('.ledger'),
      bodyLimitBytes: 65_536,
      blockIntervalMs: 400,
      cluster: 'localnet',
    });
  });

  it('takes LEDGER_HOST over HOST, and LEDGER_PORT, LEDGER_DIR and BODY_LIMIT_BYTES as given', () => {
    expect(loadLedgerConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadLedgerConfig({
        HOST: '0.0.0.0',
        LEDGER_HOST: '::1',
        LEDGER_PORT: '0',
        LEDGER_DIR: '/tmp/somewhere',
        BODY_LIMIT_BYTES: '2048',
        LEDGER_BLOCK_MS: '20',
        LEDGER_CLUSTER: 'devnet',
      }),
    ).toEqual({
      host: '::1',
      port: 0,
      directory: '/tmp/somewhere',
      bodyLimitBytes: 2048,
      blockIntervalMs: 20,
      cluster: 'devnet',
    });
    expect(loadLedgerConfig({ LEDGER_CLUSTER: 'mainnet-beta' }).cluster).toBe('mainnet-beta');
  });

  it('takes a block time from 5 ms to 10 s, in whole milliseconds', () => {
    expect(loadLedgerConfig({ LEDGER_BLOCK_MS: '5' }).blockIntervalMs).toBe(5);
    expect(loadLedgerConfig({ LEDGER_BLOCK_MS: '10000' }).blockIntervalMs).toBe(10_000);
    for (const bad of ['4', '0', '-400', '10001', '2.5', 'fast']) {
      expect(() => loadLedgerConfig({ LEDGER_BLOCK_MS: bad }), bad).toThrow(/LEDGER_BLOCK_MS/);
    }
  });

  it('takes only a cluster Solana’s tools name, saying which', () => {
    for (const bad of ['testnet', 'mainnet', 'Devnet']) {
      expect(() => loadLedgerConfig({ LEDGER_CLUSTER: bad }), bad).toThrow(
        'LEDGER_CLUSTER: must be one of localnet, devnet, mainnet-beta',
      );
    }
  });

  it('names every bad variable at once', () => {
    expect(() =>
      loadLedgerConfig({
        LEDGER_PORT: 'validator',
        BODY_LIMIT_BYTES: '1',
        LEDGER_BLOCK_MS: '1',
        LEDGER_CLUSTER: 'testnet',
      }),
    ).toThrow(/LEDGER_PORT[\s\S]*BODY_LIMIT_BYTES[\s\S]*LEDGER_BLOCK_MS[\s\S]*LEDGER_CLUSTER/);
  });
});
