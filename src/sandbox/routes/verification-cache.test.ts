import { afterEach, describe, expect, it } from 'vitest';
import { publicVerifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { initiateFor, payFromOutside } from '../testing/gateway-flows.js';
import { call, expectData } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

const verify = (running: TestService, reference: string, headers: Record<string, string> = {}) =>
  call(running.url, 'GET', `/v1/transactions/${reference}/verify`, { headers });

/**
 * Counts what verification would read while `work` runs: the transaction by its reference from the database,
 * and a deposit's balance from the chain. The background jobs read neither this way (they read open
 * transactions in lists, and balances in batches).
 */
async function countReads(running: TestService, work: () => Promise<void>): Promise<number> {
  const { database, chain } = running.context;
  let reads = 0;
  const query = database.query.bind(database);
  const getBalance = chain.getBalance.bind(chain);
  const getTokenAccountAmount = chain.getTokenAccountAmount.bind(chain);
  database.query = (...args: Parameters<typeof query>) => {
    if (/WHERE t\.reference = \$1/.test(args[0])) reads += 1;
    return query(...args);
  };
  chain.getBalance = (address) => {
    reads += 1;
    return getBalance(address);
  };
  chain.getTokenAccountAmount = (account) => {
    reads += 1;
    return getTokenAccountAmount(account);
  };
  try {
    await work();
  } finally {
    database.query = query;
    chain.getBalance = getBalance;
    chain.getTokenAccountAmount = getTokenAccountAmount;
  }
  return reads;
}

describe('public verification from memory', () => {
  it('answers again without reading the database or the chain, and 304 to a caller that has it', async () => {
    service = await startTestService();
    const transaction = await initiateFor(service, 'USDC', 4);
    const first = await verify(service, transaction.reference);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(expectData(first, publicVerifiedTransactionSchema).status).toBe('pending');

    const running = service;
    const reads = await countReads(running, async () => {
      for (let index = 0; index < 200; index++) {
        expect(
          expectData(await verify(running, transaction.reference), publicVerifiedTransactionSchema),
        ).toEqual(expectData(first, publicVerifiedTransactionSchema));
      }
      const unchanged = await verify(running, transaction.reference, { 'if-none-match': etag ?? '' });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');
    });
    // Without the cache each verification reads the database and the chain: 400 reads at least.
    expect(reads).toBe(0);
  });

  it('is never stale: every change is seen by the next verification', async () => {
    service = await startTestService();
    const transaction = await initiateFor(service, 'SOL', 6);
    const before = await verify(service, transaction.reference);
    await payFromOutside(service, transaction.reference, { mode: 'partial' });
    const partly = await verify(service, transaction.reference, {
      'if-none-match': before.headers.get('etag') ?? '',
    });
    expect(partly.status).toBe(200);
    expect(expectData(partly, publicVerifiedTransactionSchema).status).toBe('pending_settlement');
    await payFromOutside(service, transaction.reference, { mode: 'exact' });
    const paid = expectData(await verify(service, transaction.reference), publicVerifiedTransactionSchema);
    expect(paid.status).toBe('success');
    expect(paid.receivedAmountInCrypto).toBeGreaterThan(0);
  });

  it('closes a transaction whose window ended even before the expiry job runs', async () => {
    service = await startTestService({ TRANSACTION_TTL_SECONDS: '1', EXPIRY_SWEEP_INTERVAL_MS: '60000' });
    const transaction = await initiateFor(service, 'USDT', 2);
    expect(
      expectData(await verify(service, transaction.reference), publicVerifiedTransactionSchema).status,
    ).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(
      expectData(await verify(service, transaction.reference), publicVerifiedTransactionSchema).status,
    ).toBe('expired');
  });

  it("still answers the owner's secret key with the full view, with an ETag of its own", async () => {
    service = await startTestService();
    const transaction = await initiateFor(service, 'USDC', 3);
    const publicAnswer = await verify(service, transaction.reference);
    const full = await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`, {
      key: service.demoBusiness.secretKey,
    });
    expect(full.status).toBe(200);
    expect((full.body as { data: Record<string, unknown> }).data).toHaveProperty('customer');
    expect(full.headers.get('etag')).not.toBe(publicAnswer.headers.get('etag'));
  });
});
