import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../api/client.js';
import { balanceListSchema } from '../../api/schemas/balance.js';
import {
  swapPageSchema,
  swapQuoteSchema,
  swapSchema,
  swapWithBusinessSchema,
} from '../../api/schemas/swap.js';
import { adjustableClock } from '../testing/clock.js';
import { fundBusiness } from '../testing/fund-business.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { findSwap, insertSwap } from '../store/swaps.js';
import { createTestBusiness, waitUntil } from '../webhooks/testing.js';

/** Swaps complete only when the test moves the clock past this delay, so each one's status is the test's choice. */
const SWAP_COMPLETION_DELAY_MS = 3_600_000;

let service: TestService;
let key: string;
/** The demo business's swaps, in the order they were made: the only swaps it has. */
let completed: string;
let firstPending: string;
let secondPending: string;

const listSwaps = (query = '', secretKey = key) =>
  call(service.url, 'GET', `/v1/swaps${query}`, { key: secretKey });
const idsOf = (page: { records: { uuid: string }[] }) => page.records.map((record) => record.uuid);

beforeAll(async () => {
  const clock = adjustableClock();
  service = await startTestService(
    { SWAP_COMPLETION_DELAY_MS: String(SWAP_COMPLETION_DELAY_MS) },
    { now: clock.now },
  );
  key = service.demoBusiness.secretKey;
  await fundBusiness(service, 'USDC', 50);
  const swap = async () =>
    expectData(
      await call(service.url, 'POST', '/v1/swaps', {
        key,
        body: { inputCryptocurrency: 'USDC', outputCryptocurrency: 'SOL', inputCryptocurrencyAmount: '5' },
      }),
      swapSchema,
      201,
    ).uuid;
  completed = await swap();
  clock.advance(SWAP_COMPLETION_DELAY_MS + 1);
  // expect.poll (gateway-flows.ts) works only inside a test; the store is read directly instead.
  await waitUntil(async () => (await findSwap(service.context.database, completed))?.status === 'COMPLETED', {
    timeoutMs: 20_000,
    message: () => `swap ${completed} did not complete`,
  });
  firstPending = await swap();
  // Distinct creation times, so that "newest first" is decided by them and not by the tie-breaker.
  await delay(5);
  secondPending = await swap();
});
afterAll(async () => {
  await service.destroy();
});

describe('listing swaps', () => {
  it('pages the business’s swaps newest first, each as GET /v1/swaps/:id answers it, with the total count', async () => {
    const everything = expectData(await listSwaps(), swapPageSchema);
    expect(everything.count).toBe(3);
    expect(idsOf(everything)).toEqual([secondPending, firstPending, completed]);
    for (const record of everything.records) {
      const single = expectData(
        await call(service.url, 'GET', `/v1/swaps/${record.uuid}`, { key }),
        swapWithBusinessSchema,
      );
      expect(record).toEqual(single);
    }
    expect(everything.records.map((record) => record.status)).toEqual(['PENDING', 'PENDING', 'COMPLETED']);

    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(expectData(await listSwaps(`?limit=2&page=${page}`), swapPageSchema));
    }
    expect(pages.map(idsOf)).toEqual([[secondPending, firstPending], [completed], []]);
    expect(pages.map((page) => page.count)).toEqual([3, 3, 3]);
  });

  it('filters by status; count is how many match', async () => {
    const listed = async (query: string) => {
      const page = expectData(await listSwaps(query), swapPageSchema);
      return { ids: idsOf(page), count: page.count };
    };
    expect(await listed('?status=PENDING')).toEqual({ ids: [secondPending, firstPending], count: 2 });
    expect(await listed('?status=COMPLETED')).toEqual({ ids: [completed], count: 1 });
    expect(await listed('?status=FAILED')).toEqual({ ids: [], count: 0 });
    expect(await listed('?status=PENDING&limit=1&page=2')).toEqual({ ids: [firstPending], count: 2 });
  });

  it('shows a business only its own swaps', async () => {
    const other = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    expect(expectData(await listSwaps('', other.secretKey), swapPageSchema)).toEqual({
      records: [],
      count: 0,
    });
    // A swap of the other business (written to the store: it has no balance to swap from).
    const template = await findSwap(service.context.database, firstPending);
    if (!template) throw new Error('the pending swap is missing');
    const theirs = randomUUID();
    await insertSwap(service.context.database, {
      ...template,
      uuid: theirs,
      businessId: other.businessId,
      createdAt: new Date(),
    });
    const theirPage = expectData(await listSwaps('', other.secretKey), swapPageSchema);
    expect(idsOf(theirPage)).toEqual([theirs]);
    expect(theirPage.records[0]?.business.uuid).toBe(other.businessId);
    const mine = expectData(await listSwaps(), swapPageSchema);
    expect(mine.count).toBe(3);
    expect(idsOf(mine)).not.toContain(theirs);
  });

  it('names every bad query field, and refuses the public key or no key', async () => {
    const error = expectError(await listSwaps('?limit=101&page=0&status=DONE&sort=newest'), 400);
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual([
      'limit',
      'page',
      'sort',
      'status',
    ]);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=ten', 'limit'],
      ['?page=-1', 'page'],
      // Statuses are as the swap shows them, in capitals.
      ['?status=pending', 'status'],
    ] as const) {
      expect(
        expectError(await listSwaps(query), 400).errors.map((fieldError) => fieldError.field),
        query,
      ).toEqual([field]);
    }
    expect(expectError(await listSwaps('?status=DONE'), 400).errors[0]?.message).toMatch(
      /PENDING, COMPLETED, FAILED/,
    );
    expectError(await listSwaps('', service.demoBusiness.publicKey), 403);
    expectError(await call(service.url, 'GET', '/v1/swaps'), 401);
  });

  it('leaves GET /v1/swaps/:id as it was: a swap by id, and 400 for a malformed one', async () => {
    expect(
      expectData(await call(service.url, 'GET', `/v1/swaps/${completed}`, { key }), swapWithBusinessSchema)
        .uuid,
    ).toBe(completed);
    expect(
      expectError(await call(service.url, 'GET', '/v1/swaps/not-a-uuid', { key }), 400).errors[0]?.field,
    ).toBe('id');
  });

  it('is swaps.list in the typed client', async () => {
    const client = createClient({ baseUrl: service.url, apiKey: key });
    expect(await client.swaps.list({ status: 'COMPLETED' })).toMatchObject({
      count: 1,
      records: [
        { uuid: completed, status: 'COMPLETED', business: { uuid: service.demoBusiness.businessId } },
      ],
    });
    expect(idsOf(await client.swaps.list({ limit: 2 }))).toEqual([secondPending, firstPending]);
  });
});

describe('quoting a swap', () => {
  const quoteQuery = '?inputCryptocurrency=USDC&outputCryptocurrency=SOL&inputCryptocurrencyAmount=5';

  it('prices the swap as POST /v1/swaps would, and charges or records nothing', async () => {
    const balancesBefore = expectData(
      await call(service.url, 'GET', '/v1/balances', { key }),
      balanceListSchema,
    );
    const quote = expectData(
      await call(service.url, 'GET', `/v1/swaps/quote${quoteQuery}`, { key }),
      swapQuoteSchema,
    );
    // The same input as the swaps made in beforeAll, at the same configured rates: the same figures.
    const made = expectData(
      await call(service.url, 'GET', `/v1/swaps/${firstPending}`, { key }),
      swapWithBusinessSchema,
    );
    expect(quote).toMatchObject({
      inputCryptocurrency: 'USDC',
      outputCryptocurrency: 'SOL',
      inputCryptocurrencyAmount: 5,
      feeInCrypto: made.feeInCrypto,
      feeInUSD: made.feeInUSD,
      conversionRate: made.conversionRate,
      minOutputCryptocurrencyAmount: made.minOutputCryptocurrencyAmount,
      localFiat: made.localFiat,
      amountInLocalFiat: made.amountInLocalFiat,
      amountInUSD: made.amountInUSD,
      usdToLocalFiatRate: made.usdToLocalFiatRate,
    });
    // 0.3% of 5 USDC is the fee; what is left buys SOL at the rate, and the floor is 0.5% under that.
    expect(quote.feeInCrypto).toBe(0.015);
    expect(quote.expectedOutputCryptocurrencyAmount).toBeCloseTo(4.985 * quote.conversionRate, 8);
    expect(quote.minOutputCryptocurrencyAmount).toBeLessThan(quote.expectedOutputCryptocurrencyAmount);
    expect(quote.minOutputCryptocurrencyAmount).toBeCloseTo(
      quote.expectedOutputCryptocurrencyAmount * 0.995,
      8,
    );

    expect(expectData(await call(service.url, 'GET', '/v1/balances', { key }), balanceListSchema)).toEqual(
      balancesBefore,
    );
    expect(expectData(await listSwaps(), swapPageSchema).count).toBe(3);
    // More than the balance holds is still priced: a quote reserves nothing, and the swap itself checks the balance.
    expect(
      expectData(
        await call(
          service.url,
          'GET',
          '/v1/swaps/quote?inputCryptocurrency=SOL&outputCryptocurrency=USDT&inputCryptocurrencyAmount=1000',
          { key },
        ),
        swapQuoteSchema,
      ).inputCryptocurrencyAmount,
    ).toBe(1000);
  });

  it('names every bad field, and needs the secret key', async () => {
    const fieldsOf = async (query: string) =>
      [
        ...new Set(
          expectError(await call(service.url, 'GET', `/v1/swaps/quote${query}`, { key }), 400).errors.map(
            (fieldError) => fieldError.field,
          ),
        ),
      ].sort();
    expect(await fieldsOf('')).toEqual([
      'inputCryptocurrency',
      'inputCryptocurrencyAmount',
      'outputCryptocurrency',
    ]);
    expect(
      await fieldsOf('?inputCryptocurrency=USDC&outputCryptocurrency=USDC&inputCryptocurrencyAmount=5'),
    ).toEqual(['outputCryptocurrency']);
    expect(
      await fieldsOf('?inputCryptocurrency=USDC&outputCryptocurrency=SOL&inputCryptocurrencyAmount=-1'),
    ).toEqual(['inputCryptocurrencyAmount']);
    expect(
      await fieldsOf(
        '?inputCryptocurrency=USDC&outputCryptocurrency=SOL&inputCryptocurrencyAmount=1.1234567',
      ),
    ).toEqual(['inputCryptocurrencyAmount']);
    expect(await fieldsOf(`${quoteQuery}&slippage=1`)).toEqual(['slippage']);
    expectError(
      await call(service.url, 'GET', `/v1/swaps/quote${quoteQuery}`, { key: service.demoBusiness.publicKey }),
      403,
    );
    expectError(await call(service.url, 'GET', `/v1/swaps/quote${quoteQuery}`), 401);
  });

  it('is swaps.quote in the typed client', async () => {
    const client = createClient({ baseUrl: service.url, apiKey: key });
    const quote = await client.swaps.quote({
      inputCryptocurrency: 'USDT',
      outputCryptocurrency: 'USDC',
      inputCryptocurrencyAmount: '100',
    });
    expect(quote).toMatchObject({ feeInCrypto: 0.3, inputCryptocurrencyAmount: 100 });
  });
});
