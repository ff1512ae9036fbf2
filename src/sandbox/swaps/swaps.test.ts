import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceListSchema } from '../../api/schemas/balance.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { swapSchema, swapWithBusinessSchema } from '../../api/schemas/swap.js';
import { fundBusiness } from '../testing/fund-business.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

let service: TestService;
let key: string;

beforeAll(async () => {
  service = await startTestService({ SWAP_COMPLETION_DELAY_MS: '300', SWAP_FEE_PERCENT: '0.3' });
  key = service.demoBusiness.secretKey;
});
afterAll(async () => {
  await service.destroy();
});

async function balances(): Promise<Record<string, number>> {
  const list = expectData(await call(service.url, 'GET', '/v1/balances', { key }), balanceListSchema);
  return Object.fromEntries(list.map((entry) => [entry.currency, entry.amount]));
}

describe('swaps', () => {
  it('is PENDING with the input debited, then COMPLETED by the job with the output credited, balances exact', async () => {
    await fundBusiness(service, 'USDC', 100);
    const before = await balances();
    const swap = expectData(
      await call(service.url, 'POST', '/v1/swaps', {
        key,
        body: { inputCryptocurrency: 'USDC', outputCryptocurrency: 'SOL', inputCryptocurrencyAmount: '60' },
      }),
      swapSchema,
      201,
    );
    // 60 USDC less a 0.3% fee (0.18) buys 59.82 / 150 = 0.3988 SOL; the minimum allows 0.5% slippage.
    expect(swap).toMatchObject({
      status: 'PENDING',
      inputCryptocurrencyAmount: 60,
      feeInCrypto: 0.18,
      feeInUSD: 0.18,
      amountInUSD: 60,
      localFiat: 'NGN',
      amountInLocalFiat: 96000,
      conversionRate: 0.00666666666667,
      minOutputCryptocurrencyAmount: 0.396806,
      actualOutputCryptocurrencyAmount: null,
      completedAt: null,
      environment: 'TEST',
    });
    expect((await balances()).USDC).toBe((before.USDC ?? 0) - 60);

    await expect
      .poll(
        async () =>
          expectData(
            await call(service.url, 'GET', `/v1/swaps/${swap.uuid}`, { key }),
            swapWithBusinessSchema,
          ).status,
        {
          timeout: 10_000,
        },
      )
      .toBe('COMPLETED');
    const completed = expectData(
      await call(service.url, 'GET', `/v1/swaps/${swap.uuid}`, { key }),
      swapWithBusinessSchema,
    );
    expect(completed.actualOutputCryptocurrencyAmount).toBe(0.3988);
    expect(completed.completedAt).not.toBeNull();
    expect(completed.business.uuid).toBe(service.demoBusiness.businessId);
    expect(completed.business.user.email).toBe('ada@demo-shop.test');

    const after = await balances();
    expect(after.USDC).toBe((before.USDC ?? 0) - 60);
    expect(after.SOL).toBeCloseTo((before.SOL ?? 0) + 0.3988, 9);
    const lines = expectData(
      await call(service.url, 'GET', '/v1/sandbox/reconciliation', { key }),
      reconciliationSchema,
    );
    expect(lines.filter((line) => !line.ok)).toEqual([]);
  });

  it('refuses a swap beyond the balance, the same currency twice, and a number where a string belongs', async () => {
    const tooMuch = expectError(
      await call(service.url, 'POST', '/v1/swaps', {
        key,
        body: {
          inputCryptocurrency: 'USDT',
          outputCryptocurrency: 'SOL',
          inputCryptocurrencyAmount: '999999',
        },
      }),
      400,
    );
    expect(tooMuch.errors[0]?.field).toBe('inputCryptocurrencyAmount');
    expect(tooMuch.message).toMatch(/^Insufficient USDT balance/);
    const same = expectError(
      await call(service.url, 'POST', '/v1/swaps', {
        key,
        body: { inputCryptocurrency: 'SOL', outputCryptocurrency: 'SOL', inputCryptocurrencyAmount: '1' },
      }),
      400,
    );
    expect(same.errors[0]).toEqual({
      field: 'outputCryptocurrency',
      message: 'must differ from inputCryptocurrency',
    });
    const numeric = expectError(
      await call(service.url, 'POST', '/v1/swaps', {
        key,
        body: { inputCryptocurrency: 'USDC', outputCryptocurrency: 'SOL', inputCryptocurrencyAmount: 5 },
      }),
      400,
    );
    expect(numeric.errors[0]?.field).toBe('inputCryptocurrencyAmount');
    expectError(
      await call(service.url, 'GET', '/v1/swaps/0f8fad5b-d9cb-469f-a165-70867728950e', { key }),
      404,
    );
  });
});
