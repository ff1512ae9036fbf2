import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerReceiptSchema } from '../../api/schemas/sandbox.js';
import { generateSolanaKeypair } from '../domain/solana-keypair.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

/** The test-mode helpers answer what the local ledger cannot do with a 400 naming the field, not a 500. */

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

const RENT_EXEMPT_MINIMUM_SOL = 0.00089088;

function airdrop(address: string, amount: number) {
  return call(service.url, 'POST', '/v1/sandbox/airdrop', { body: { address, amount } });
}

describe('POST /v1/sandbox/airdrop', () => {
  it('refuses to open an account with less than the rent-exempt minimum, and says what the minimum is', async () => {
    const wallet = generateSolanaKeypair().address;
    for (const amount of [0.000000001, 0.0001, 0.00089087]) {
      const error = expectError(await airdrop(wallet, amount), 400);
      expect(error.errors).toEqual([
        {
          field: 'amount',
          message: 'must be at least 0.00089088 SOL for a new account (its rent-exempt minimum)',
        },
      ]);
    }
    expect(embeddedLedger(service.context).getBalance(wallet)).toBe(0n);
  });

  it('opens an account with exactly the minimum, after which any amount is welcome', async () => {
    const wallet = generateSolanaKeypair().address;
    expect(expectData(await airdrop(wallet, RENT_EXEMPT_MINIMUM_SOL), ledgerReceiptSchema, 201).amount).toBe(
      RENT_EXEMPT_MINIMUM_SOL,
    );
    expect(expectData(await airdrop(wallet, 0.000000001), ledgerReceiptSchema, 201).amount).toBe(0.000000001);
    expect(embeddedLedger(service.context).getBalance(wallet)).toBe(890_881n);
  });

  it('names the address when it is a program or sysvar, whose balance no transaction may change', async () => {
    for (const address of [
      '11111111111111111111111111111111',
      'SysvarRent111111111111111111111111111111111',
    ]) {
      const error = expectError(await airdrop(address, 1), 400);
      expect(error.errors).toEqual([
        { field: 'address', message: 'is a program or sysvar account, which cannot receive SOL' },
      ]);
    }
  });
});
