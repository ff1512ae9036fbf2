import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../api/client.js';
import {
  bankPayoutSchema,
  payoutRequestPageSchema,
  payoutRequestSchema,
  type PayoutRequest,
} from '../../api/schemas/payout.js';
import { fundBusiness } from '../testing/fund-business.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { findPayout, insertPayout } from '../store/payouts.js';
import { createTestBusiness } from '../webhooks/testing.js';

let service: TestService;
let key: string;
/** The demo business's payouts, in the order they were made: the only payouts it has. */
let pendingBank: string;
let declinedBank: string;
let fulfilledCrypto: string;
let cancelled: PayoutRequest;

const listPayouts = (query = '', secretKey = key) =>
  call(service.url, 'GET', `/v1/payout-requests${query}`, { key: secretKey });
const idsOf = (page: { records: { id: string }[] }) => page.records.map((record) => record.id);

beforeAll(async () => {
  service = await startTestService();
  key = service.demoBusiness.secretKey;
  await fundBusiness(service, 'USDC', 50);
  const bankPayout = async (accountNumber: string, accountName: string) =>
    expectData(
      await call(service.url, 'POST', '/v1/payout-requests/bank', {
        key,
        body: { amount: 2, currency: 'USDC', accountNumber, accountName, bankIdentifier: '058' },
      }),
      bankPayoutSchema,
      201,
    ).uuid;
  pendingBank = await bankPayout('0000000001', 'Pending Test Account');
  // Distinct creation times, so that "newest first" is decided by them and not by the tie-breaker.
  await delay(5);
  declinedBank = await bankPayout('0000000002', 'Declined Test Account');
  await delay(5);
  fulfilledCrypto = expectData(
    await call(service.url, 'POST', '/v1/payout-requests/crypto', {
      key,
      body: { amount: 2, currency: 'USDC', address: Keypair.generate().publicKey.toBase58() },
    }),
    payoutRequestSchema,
    201,
  ).id;
  await delay(5);
  const toCancel = await bankPayout('0000000001', 'Pending Test Account');
  cancelled = expectData(
    await call(service.url, 'DELETE', `/v1/payout-request/${toCancel}`, { key }),
    payoutRequestSchema,
  );
});
afterAll(async () => {
  await service.destroy();
});

describe('listing payouts', () => {
  it('pages the business’s payouts newest first, each as the payout request record, with the total count', async () => {
    const everything = expectData(await listPayouts(), payoutRequestPageSchema);
    expect(everything.count).toBe(4);
    expect(idsOf(everything)).toEqual([cancelled.id, fulfilledCrypto, declinedBank, pendingBank]);
    // The record the cancellation answered, unchanged since: the list shows what a single payout route shows.
    expect(everything.records[0]).toEqual(cancelled);
    expect(everything.records.map((record) => [record.payoutChannel, record.status])).toEqual([
      ['BANK', 'CANCELLED'],
      ['ON_CHAIN', 'FULFILLED'],
      ['BANK', 'DECLINED'],
      ['BANK', 'PENDING'],
    ]);

    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(expectData(await listPayouts(`?limit=2&page=${page}`), payoutRequestPageSchema));
    }
    expect(pages.map(idsOf)).toEqual([[cancelled.id, fulfilledCrypto], [declinedBank, pendingBank], []]);
    // `count` is the business's total, not the page's.
    expect(pages.map((page) => page.count)).toEqual([4, 4, 4]);
  });

  it('filters by status and by type, and by both; count is how many match', async () => {
    const listed = async (query: string) => {
      const page = expectData(await listPayouts(query), payoutRequestPageSchema);
      return { ids: idsOf(page), count: page.count };
    };
    expect(await listed('?status=PENDING')).toEqual({ ids: [pendingBank], count: 1 });
    expect(await listed('?status=CANCELLED')).toEqual({ ids: [cancelled.id], count: 1 });
    expect(await listed('?status=PROCESSING')).toEqual({ ids: [], count: 0 });
    expect(await listed('?type=crypto')).toEqual({ ids: [fulfilledCrypto], count: 1 });
    expect(await listed('?type=bank')).toEqual({ ids: [cancelled.id, declinedBank, pendingBank], count: 3 });
    expect(await listed('?type=bank&status=DECLINED')).toEqual({ ids: [declinedBank], count: 1 });
    expect(await listed('?type=crypto&status=PENDING')).toEqual({ ids: [], count: 0 });
    expect(await listed('?type=bank&limit=1&page=2')).toEqual({ ids: [declinedBank], count: 3 });
  });

  it('shows a business only its own payouts', async () => {
    const other = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    expect(expectData(await listPayouts('', other.secretKey), payoutRequestPageSchema)).toEqual({
      records: [],
      count: 0,
    });
    // A payout of the other business (written to the store: it has no balance to pay one from).
    const template = await findPayout(service.context.database, pendingBank);
    if (!template) throw new Error('the pending payout is missing');
    const theirs = randomUUID();
    await insertPayout(service.context.database, {
      ...template,
      uuid: theirs,
      reference: `other-${theirs}`,
      businessId: other.businessId,
      createdAt: new Date(),
    });
    expect(idsOf(expectData(await listPayouts('', other.secretKey), payoutRequestPageSchema))).toEqual([
      theirs,
    ]);
    const mine = expectData(await listPayouts(), payoutRequestPageSchema);
    expect(mine.count).toBe(4);
    expect(idsOf(mine)).not.toContain(theirs);
  });

  it('names every bad query field, and refuses the public key or no key', async () => {
    const error = expectError(await listPayouts('?limit=101&page=0&status=DONE&type=wire&sort=newest'), 400);
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual([
      'limit',
      'page',
      'sort',
      'status',
      'type',
    ]);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=ten', 'limit'],
      ['?page=-1', 'page'],
      // Statuses are as the payout shows them, in capitals; types as the creation routes name them.
      ['?status=pending', 'status'],
      ['?type=BANK', 'type'],
      ['?type=ON_CHAIN', 'type'],
    ] as const) {
      expect(
        expectError(await listPayouts(query), 400).errors.map((fieldError) => fieldError.field),
        query,
      ).toEqual([field]);
    }
    expect(expectError(await listPayouts('?status=DONE'), 400).errors[0]?.message).toMatch(
      /PENDING, PROCESSING, FULFILLED, DECLINED, CANCELLED/,
    );
    expectError(await listPayouts('', service.demoBusiness.publicKey), 403);
    expectError(await call(service.url, 'GET', '/v1/payout-requests'), 401);
  });

  it('is payouts.list in the typed client', async () => {
    const client = createClient({ baseUrl: service.url, apiKey: key });
    const page = await client.payouts.list({ type: 'bank', status: 'DECLINED' });
    expect(page).toMatchObject({ count: 1, records: [{ id: declinedBank, status: 'DECLINED' }] });
    expect(idsOf(await client.payouts.list())).toEqual([
      cancelled.id,
      fulfilledCrypto,
      declinedBank,
      pendingBank,
    ]);
  });
});
