import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CURRENCY_CODES } from '../../api/currencies.js';
import { currencySchema } from '../../api/schemas/currency.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

const currencyList = z.array(currencySchema);
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

describe('GET /v1/currencies', () => {
  it('lists all twelve supported currencies without a key', async () => {
    const currencies = expectData(await call(service.url, 'GET', '/v1/currencies'), currencyList);
    expect(currencies.map((currency) => currency.code).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('filters by type, code, status and name (ignoring case)', async () => {
    const crypto = expectData(await call(service.url, 'GET', '/v1/currencies?type=crypto'), currencyList);
    expect(crypto.map((currency) => currency.code).sort()).toEqual(['SOL', 'USDC', 'USDT']);
    const fiat = expectData(
      await call(service.url, 'GET', '/v1/currencies?type=fiat&code=NGN'),
      currencyList,
    );
    expect(fiat).toHaveLength(1);
    expect(fiat[0]?.name).toBe('Nigerian Naira');
    const byName = expectData(
      await call(service.url, 'GET', '/v1/currencies?name=us%20dollar'),
      currencyList,
    );
    expect(byName.map((currency) => currency.code)).toEqual(['USD']);
    const inactive = expectData(
      await call(service.url, 'GET', '/v1/currencies?status=inactive'),
      currencyList,
    );
    expect(inactive).toEqual([]);
    const none = expectData(
      await call(service.url, 'GET', '/v1/currencies?type=fiat&code=SOL'),
      currencyList,
    );
    expect(none).toEqual([]);
  });

  it('names the bad filter', async () => {
    const error = expectError(await call(service.url, 'GET', '/v1/currencies?type=metal&code=BTC'), 400);
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual(['code', 'type']);
    const unknown = expectError(await call(service.url, 'GET', '/v1/currencies?colour=red'), 400);
    expect(unknown.errors).toEqual([{ field: 'colour', message: 'is not a known field' }]);
  });
});
