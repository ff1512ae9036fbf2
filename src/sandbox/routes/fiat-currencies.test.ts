import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bankSchema } from '../../api/schemas/bank.js';
import { conversionSchema } from '../../api/schemas/conversion.js';
import { currencySchema } from '../../api/schemas/currency.js';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';

/**
 * The fiats added after the first five: EUR and GBP (cents and pence), and the CFA francs XOF and XAF, which have
 * no minor unit (ISO 4217: 0 decimals), so their amounts are whole francs everywhere a fiat amount is accepted.
 * The defaults price the francs at their euro peg (655.957 francs to the euro).
 */

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

const secretKey = () => service.demoBusiness.secretKey;

function createLink(baseFiat: string, amount: number) {
  return call(service.url, 'POST', '/v1/payment-links', {
    key: secretKey(),
    body: { name: 'Café touba, 500 g', description: 'Roasted in Dakar', baseFiat, amount },
  });
}

describe('EUR, GBP, XOF and XAF', () => {
  it('are listed as active fiat currencies', async () => {
    const currencies = expectData(
      await call(service.url, 'GET', '/v1/currencies?type=fiat'),
      z.array(currencySchema),
    );
    const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
    expect(byCode.get('EUR')).toMatchObject({ name: 'Euro', type: 'fiat', status: 'active' });
    expect(byCode.get('GBP')).toMatchObject({ name: 'Pound Sterling', status: 'active' });
    expect(byCode.get('XOF')).toMatchObject({ name: 'West African CFA Franc', status: 'active' });
    expect(byCode.get('XAF')).toMatchObject({ name: 'Central African CFA Franc', status: 'active' });
  });

  it('prices a payment link in whole XOF, and initiation on it charges the franc price', async () => {
    const link = expectData(await createLink('XOF', 1000), paymentLinkSchema, 201);
    expect(link).toMatchObject({ baseFiat: 'XOF', amount: 1000 });
    const initiated = expectData(
      await call(service.url, 'POST', `/v1/payment-links/${link.id}/transactions`, {
        body: { email: 'awa@example.com', cryptocurrency: 'USDC' },
      }),
      initiatedTransactionSchema,
      201,
    );
    // 1000 XOF = 1000 × 1.08 / 655.957 USD = 1.6464493… USDC, rounded up to the micro-USDC.
    expect(initiated).toMatchObject({ baseFiat: 'XOF', crypto: 'USDC', expectedAmountInCrypto: 1.64645 });
    const verified = expectData(
      await call(service.url, 'GET', `/v1/transactions/${initiated.reference}/verify`, { key: secretKey() }),
      verifiedTransactionSchema,
    );
    expect(verified).toMatchObject({ baseFiat: 'XOF', expectedAmountInBaseFiat: 1000 });
  });

  it('refuses a fraction of a franc with a 400 naming the amount, on creation and on update', async () => {
    expect(expectError(await createLink('XOF', 1000.5), 400).errors).toEqual([
      { field: 'amount', message: 'must be a whole number of XOF (it has no minor unit)' },
    ]);
    expect(expectError(await createLink('XAF', 0.5), 400).errors[0]?.field).toBe('amount');
    const link = expectData(await createLink('XAF', 2500), paymentLinkSchema, 201);
    const update = await call(service.url, 'PATCH', `/v1/payment-links/${link.id}`, {
      key: secretKey(),
      body: { amount: 2500.25 },
    });
    expect(expectError(update, 400).errors[0]?.field).toBe('amount');
  });

  it('takes cents in EUR and GBP, and no more', async () => {
    expect(expectData(await createLink('EUR', 12.5), paymentLinkSchema, 201).amount).toBe(12.5);
    expect(expectData(await createLink('GBP', 9.99), paymentLinkSchema, 201).amount).toBe(9.99);
    expect(expectError(await createLink('EUR', 12.505), 400).errors[0]?.field).toBe('amount');
  });

  it('initiates a regular transaction priced in XOF', async () => {
    const initiated = expectData(
      await call(service.url, 'POST', '/v1/transactions', {
        key: secretKey(),
        body: { crypto: 'SOL', baseFiat: 'XOF', amount: 1000, email: 'awa@example.com' },
      }),
      initiatedTransactionSchema,
      201,
    );
    // 1.6464493… USD at 150 USD a SOL, rounded up to the lamport.
    expect(initiated.expectedAmountInCrypto).toBe(0.01097633);
    expect(
      expectError(
        await call(service.url, 'POST', '/v1/transactions', {
          key: secretKey(),
          body: { crypto: 'SOL', baseFiat: 'XOF', amount: 999.9, email: 'awa@example.com' },
        }),
        400,
      ).errors,
    ).toEqual([{ field: 'amount', message: 'must be a whole number of XOF (it has no minor unit)' }]);
  });

  it('converts at the euro peg, to whole francs', async () => {
    const convert = (query: string) => call(service.url, 'GET', `/v1/cryptofiat-conversion?${query}`);
    expect(expectData(await convert('from=XOF&to=EUR&amount=655957'), conversionSchema).value).toBe(1000);
    // 655.957 francs to the euro, rounded half up to the franc.
    expect(expectData(await convert('from=EUR&to=XOF&amount=1'), conversionSchema).value).toBe(656);
    expect(expectData(await convert('from=XOF&to=XAF&amount=5000'), conversionSchema).value).toBe(5000);
    expect(expectError(await convert('from=XOF&to=SOL&amount=10.5'), 400).errors).toEqual([
      { field: 'amount', message: 'must be a whole number of XOF (it has no minor unit)' },
    ]);
  });

  it('has sandbox banks to pay out to in each', async () => {
    for (const currency of ['EUR', 'GBP', 'XOF', 'XAF']) {
      const banks = expectData(
        await call(service.url, 'GET', `/v1/banks?currency=${currency}`, { key: secretKey() }),
        z.array(bankSchema),
      );
      expect(banks.length, currency).toBeGreaterThan(0);
      expect(banks.every((bank) => bank.currency === currency)).toBe(true);
    }
  });
});
