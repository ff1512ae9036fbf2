import { afterEach, describe, expect, it } from 'vitest';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { deriveDepositAddress } from '../domain/deposit-key-derivation.js';
import { insertOpeningDeposits } from '../store/deposit-pool.js';
import { allocateDepositKeyIndex } from '../store/transactions.js';
import { initiateFor, payFromOutside, waitForStatus } from '../testing/gateway-flows.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

async function pool(running: TestService) {
  const rows = await running.context.database.query(
    'SELECT deposit_key_index, crypto, deposit_address, state FROM deposit_pool ORDER BY deposit_key_index',
  );
  return rows.map((row) => ({
    keyIndex: Number(row.deposit_key_index),
    crypto: String(row.crypto),
    address: String(row.deposit_address),
    state: String(row.state),
  }));
}

const readyOf = async (running: TestService, crypto: string) =>
  (await pool(running)).filter((row) => row.crypto === crypto && row.state === 'ready');

describe('the deposit pool', () => {
  it('keeps deposits opened ahead, and an initiation takes one and is paid as usual', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '3' });
    const running = service;
    for (const crypto of ['SOL', 'USDC', 'USDT']) {
      await expect.poll(async () => (await readyOf(running, crypto)).length, { timeout: 15_000 }).toBe(3);
    }
    const [next] = await readyOf(running, 'USDC');
    const transaction = await initiateFor(running, 'USDC', 5);
    expect(transaction.address).toBe(next?.address);
    // Taken out at once, refilled in the background.
    expect((await pool(running)).some((row) => row.address === next?.address)).toBe(false);
    await expect.poll(async () => (await readyOf(running, 'USDC')).length, { timeout: 15_000 }).toBe(3);

    await payFromOutside(running, transaction.reference, { mode: 'exact' });
    await waitForStatus(running, transaction.reference, 'success');
    const lines = expectData(
      await call(running.url, 'GET', '/v1/sandbox/reconciliation', { key: running.demoBusiness.secretKey }),
      reconciliationSchema,
    );
    await expect
      .poll(async () =>
        expectData(
          await call(running.url, 'GET', '/v1/sandbox/reconciliation', {
            key: running.demoBusiness.secretKey,
          }),
          reconciliationSchema,
        ).every((line) => line.status === 'ok' && line.inTransit === '0'),
      )
      .toBe(true);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('opens a deposit on the spot when the pool is empty or off', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '0' });
    const transaction = await initiateFor(service, 'SOL', 3);
    expect(await pool(service)).toEqual([]);
    await payFromOutside(service, transaction.reference, { mode: 'exact' });
    await waitForStatus(service, transaction.reference, 'success');
  });

  it('puts the deposit back when the initiation fails: a reused reference', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '2' });
    const running = service;
    await expect.poll(async () => (await readyOf(running, 'SOL')).length, { timeout: 15_000 }).toBe(2);
    const reference = 'r'.repeat(32);
    const body = { crypto: 'SOL', baseFiat: 'USD', amount: 2, email: 'twice@example.com', reference };
    expect(
      (await call(running.url, 'POST', '/v1/transactions', { key: running.demoBusiness.secretKey, body }))
        .status,
    ).toBe(201);
    await expect.poll(async () => (await readyOf(running, 'SOL')).length, { timeout: 15_000 }).toBe(2);
    const before = await readyOf(running, 'SOL');
    expectError(
      await call(running.url, 'POST', '/v1/transactions', { key: running.demoBusiness.secretKey, body }),
      409,
    );
    expect(await readyOf(running, 'SOL')).toEqual(before);
  });

  it('finishes an opening whose outcome was not learned, without funding a SOL deposit twice', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '0' });
    const { context } = service;
    // As a crash would leave them: recorded as opening, one SOL deposit already funded on the chain, the other not.
    const opening = await context.database.transaction(async (executor) => {
      const rows = [];
      for (let count = 0; count < 2; count++) {
        const keyIndex = await allocateDepositKeyIndex(executor);
        const address = deriveDepositAddress(context.depositSeed, keyIndex);
        rows.push({ keyIndex, crypto: 'SOL' as const, address, receivingAccount: address });
      }
      await insertOpeningDeposits(executor, rows, new Date(context.now().getTime() - 60_000));
      return rows;
    });
    const rent = await context.chain.minimumBalanceForRentExemption(0);
    const funded = opening[0]?.address ?? '';
    await context.chain.testFaucet?.airdrop(funded, rent);

    // The refill job (one run at a time) finds them on its next run.
    const running = service;
    await expect
      .poll(async () => (await pool(running)).map((row) => row.state), { timeout: 10_000 })
      .toEqual(['ready', 'ready']);
    expect(await context.chain.getBalance(funded)).toBe(rent);
    expect(await context.chain.getBalance(opening[1]?.address ?? '')).toBe(rent);
  });

  it('refuses to start on another seed while the pool holds deposits of this one', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '1', DEPOSIT_SEED: '11'.repeat(32) });
    const running = service;
    await expect.poll(async () => (await pool(running)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const { dataDir } = running;
    await running.close();
    await expect(
      startTestService({ DEPOSIT_POOL_SIZE: '1', DEPOSIT_SEED: '22'.repeat(32) }, { dataDir }),
    ).rejects.toThrow(/was not derived from this seed/);
    service = await startTestService({ DEPOSIT_POOL_SIZE: '1', DEPOSIT_SEED: '11'.repeat(32) }, { dataDir });
  });

  it('refuses another seed on a database that has no deposit yet, by the first start’s mark', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '0', DEPOSIT_SEED: '33'.repeat(32) });
    const { dataDir } = service;
    expect(await pool(service)).toEqual([]);
    await service.close();
    await expect(
      startTestService({ DEPOSIT_POOL_SIZE: '0', DEPOSIT_SEED: '44'.repeat(32) }, { dataDir }),
    ).rejects.toThrow(/not the seed this database was first started with/);
    service = await startTestService({ DEPOSIT_POOL_SIZE: '0', DEPOSIT_SEED: '33'.repeat(32) }, { dataDir });
  });
});
