import { Keypair } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceListSchema } from '../../api/schemas/balance.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { SANDBOX_FAUCET } from '../chain/sandbox-keys.js';
import { signAndSend } from '../chain/signing.js';
import { getSettlementWalletSeed } from '../store/businesses.js';
import { fundBusiness } from '../testing/fund-business.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { keypairFromSeed, transferInstructions } from './custody.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

async function reconciliation(running: TestService) {
  return expectData(
    await call(running.url, 'GET', '/v1/sandbox/reconciliation', { key: running.demoBusiness.secretKey }),
    reconciliationSchema,
  );
}

async function usdcBalance(running: TestService): Promise<number | undefined> {
  const balances = expectData(
    await call(running.url, 'GET', '/v1/balances', { key: running.demoBusiness.secretKey }),
    balanceListSchema,
  );
  return balances.find((entry) => entry.currency === 'USDC')?.amount;
}

/** Takes USDC out of the business's settlement wallet behind the books' back, as a lost ledger would. */
async function drainSettlementWallet(running: TestService, units: bigint): Promise<void> {
  const { context } = running;
  const wallet = keypairFromSeed(
    await getSettlementWalletSeed(context.database, running.demoBusiness.businessId),
  );
  const outcome = await signAndSend(
    context.chain,
    transferInstructions(
      wallet.publicKey,
      Keypair.generate().publicKey,
      'USDC',
      units,
      context.chain.mints,
      SANDBOX_FAUCET.publicKey,
    ),
    [SANDBOX_FAUCET, wallet],
  );
  expect(outcome.failure).toBeNull();
}

describe('reconciliation with the ledger', () => {
  it('reports money sent to the settlement wallet from outside as a surplus, and keeps serving', async () => {
    service = await startTestService();
    await fundBusiness(service, 'USDC', 20);
    const wallet = (await reconciliation(service)).find((line) => line.currency === 'USDC');
    expect(wallet).toMatchObject({ status: 'ok', ok: true, inTransit: '0', difference: '0' });

    const business = await call(service.url, 'GET', '/v1/business', { key: service.demoBusiness.secretKey });
    const address = String((business.body as { data: { testPublicAddress: string } }).data.testPublicAddress);
    await call(service.url, 'POST', '/v1/sandbox/mint', { body: { address, currency: 'USDC', amount: 3 } });
    expect((await reconciliation(service)).find((line) => line.currency === 'USDC')).toMatchObject({
      status: 'surplus',
      difference: '3',
    });

    service = await service.restart();
    expect(service.startupCheck.halted).toBeUndefined();
    expect(await usdcBalance(service)).toBe(20);
  });

  it('refuses a payout the ledger cannot make with a 502, leaves the balance as it was, and replays that answer', async () => {
    service = await startTestService();
    await fundBusiness(service, 'USDC', 20);
    await drainSettlementWallet(service, 15_000_000n);
    const body = { amount: 10, currency: 'USDC', address: Keypair.generate().publicKey.toBase58() };
    const headers = { 'idempotency-key': 'payout-the-ledger-refuses' };
    const key = service.demoBusiness.secretKey;

    const refused = await call(service.url, 'POST', '/v1/payout-requests/crypto', { key, body, headers });
    expect(refused.status).toBe(502);
    expect(JSON.stringify(refused.body)).toMatch(/DECLINED.*balance was not charged/);
    expect(await usdcBalance(service)).toBe(20);

    const replayed = await call(service.url, 'POST', '/v1/payout-requests/crypto', { key, body, headers });
    expect(replayed.status).toBe(502);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await usdcBalance(service)).toBe(20);
  });

  it('halts at start when the ledger holds less than the books owe, until an operator decides', async () => {
    service = await startTestService();
    await fundBusiness(service, 'USDC', 20);
    await drainSettlementWallet(service, 5_000_000n);
    expect((await reconciliation(service)).find((line) => line.currency === 'USDC')).toMatchObject({
      status: 'shortfall',
      ok: false,
      difference: '-5',
    });

    service = await service.restart();
    expect(service.startupCheck.halted).toMatch(/USDC: the ledger holds 15, less than the balance 20/);
    const refused = expectError(
      await call(service.url, 'GET', '/v1/balances', { key: service.demoBusiness.secretKey }),
      503,
    );
    expect(refused.message).toMatch(/halted until an operator looks.*short by 5/);
    expect(
      (
        await call(service.url, 'POST', '/v1/transactions', {
          key: service.demoBusiness.publicKey,
          body: { crypto: 'USDC', baseFiat: 'USD', amount: 5, email: 'shopper@example.com' },
        })
      ).status,
    ).toBe(503);
    // The operator can still see what disagrees.
    expect((await reconciliation(service)).some((line) => line.status === 'shortfall')).toBe(true);

    const { dataDir } = service;
    await service.close();
    service = await startTestService({ RECONCILE_ON_START: 'warn' }, { dataDir });
    expect(service.startupCheck.halted).toBeUndefined();
    expect(await usdcBalance(service)).toBe(20);
  });
});
