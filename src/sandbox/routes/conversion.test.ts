import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../../api/currencies.js';
import { conversionSchema } from '../../api/schemas/conversion.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
});
afterAll(async () => {
  await service.destroy();
});

const convert = (query: string) => call(service.url, 'GET', `/v1/cryptofiat-conversion?${query}`);

describe('GET /v1/cryptofiat-conversion', () => {
  it('converts between every pair of the twelve currencies, amount defaulting to 1', async () => {
    for (const from of CURRENCY_CODES) {
      for (const to of CURRENCY_CODES) {
        const conversion = expectData(await convert(`from=${from}&to=${to}`), conversionSchema);
        expect(conversion).toMatchObject({ from, to, amount: 1 });
        expect(conversion.rate).toBeGreaterThan(0);
        if (from === to) expect(conversion.value).toBe(1);
      }
    }
  });

  it('computes the value exactly at the configured rates', async () => {
    expect(expectData(await convert('from=SOL&to=NGN&amount=2.5'), conversionSchema)).toEqual({
      from: 'SOL',
      to: 'NGN',
      amount: 2.5,
      rate: 240000,
      value: 600000,
    });
    expect(expectData(await convert('from=NGN&to=USDC&amount=1600'), conversionSchema).value).toBe(1);
    expect(expectData(await convert('from=USD&to=SOL&amount=0.01'), conversionSchema).value).toBe(
      0.000066667,
    );
  });

  it('names every bad parameter', async () => {
    expect(expectError(await convert('to=SOL'), 400).errors).toEqual([
      { field: 'from', message: 'is required' },
    ]);
    expect(expectError(await convert('from=BTC&to=SOL'), 400).errors[0]?.field).toBe('from');
    expect(expectError(await convert('from=USD&to=SOL&amount=-3'), 400).errors[0]?.field).toBe('amount');
    expect(expectError(await convert('from=USD&to=SOL&amount=0'), 400).errors[0]?.message).toBe(
      'must be greater than 0',
    );
    expect(expectError(await convert('from=USD&to=SOL&amount=1.001'), 400).errors[0]?.message).toBe(
      'must have at most 2 decimal places for USD',
    );
    expect(expectError(await convert('from=USD&to=SOL&amount=1e30'), 400).errors[0]?.field).toBe('amount');
    expect(expectError(await convert('from=USD&to=SOL&amount=9999999999'), 400).errors[0]?.message).toBe(
      'must be at most 1000000000',
    );
  });
});
