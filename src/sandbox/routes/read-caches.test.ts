import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
  // The deposit pool's refill asks which currencies are active on its first run: let that be over (a full pool)
  // before counting the currency queries the routes make.
  const { database } = service.context;
  const deadline = Date.now() + 30_000;
  while (Number((await database.query('SELECT count(*) AS ready FROM deposit_pool'))[0]?.ready) < 12) {
    if (Date.now() > deadline) throw new Error('the deposit pool did not fill within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  await service?.destroy();
});

/**
 * The queries these routes would make, run while `work` runs: the currency list, a currency's status (which the
 * conversion checks) and the payment link. The background jobs' own queries (the deposit pool's, recovery's)
 * are none of these.
 */
async function countRouteQueries(work: () => Promise<void>): Promise<number> {
  const { database } = service.context;
  const query = database.query.bind(database);
  let queries = 0;
  database.query = (...args: Parameters<typeof query>) => {
    if (/FROM currencies|FROM payment_links/.test(args[0])) queries += 1;
    return query(...args);
  };
  try {
    await work();
  } finally {
    database.query = query;
  }
  return queries;
}

describe('read-mostly answers from memory', () => {
  it('serves currencies, conversions and payment links again without the database, byte for byte', async () => {
    const paths = [
      '/v1/currencies',
      '/v1/currencies?type=crypto',
      '/v1/cryptofiat-conversion?from=USD&to=SOL&amount=10',
      `/v1/payment-links/${service.context.demo.paymentLinkId}`,
    ];
    const first = await Promise.all(paths.map((path) => call(service.url, 'GET', path)));
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const queries = await countRouteQueries(async () => {
      for (let round = 0; round < 50; round++) {
        const again = await Promise.all(paths.map((path) => call(service.url, 'GET', path)));
        expect(again.map((answer) => answer.body)).toEqual(first.map((answer) => answer.body));
      }
    });
    // 200 answers; without the caches each would query at least once.
    expect(queries).toBe(0);
  });

  it('keeps no refusal: an unknown link stays a 404 and a bad conversion a 400', async () => {
    for (let round = 0; round < 2; round++) {
      expectError(
        await call(service.url, 'GET', '/v1/payment-links/00000000-0000-4000-8000-000000000000'),
        404,
      );
      const refused = expectError(
        await call(service.url, 'GET', '/v1/cryptofiat-conversion?from=USD&to=SOL&amount=-1'),
        400,
      );
      expect(refused.errors.map((error) => error.field)).toContain('amount');
    }
  });
});
