import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLedgerConfig } from './ledger-config.js';

describe('the standalone ledger’s configuration', () => {
  it('answers where solana-test-validator does, keeping its state in .ledger/', () => {
    expect(loadLedgerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8899,
      directory: path.resolve('.ledger'),
      bodyLimitBytes: 65_536,
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
      }),
    ).toEqual({ host: '::1', port: 0, directory: '/tmp/somewhere', bodyLimitBytes: 2048 });
  });

  it('names every bad variable at once', () => {
    expect(() => loadLedgerConfig({ LEDGER_PORT: 'validator', BODY_LIMIT_BYTES: '1' })).toThrow(
      /LEDGER_PORT[\s\S]*BODY_LIMIT_BYTES/,
    );
  });
});
