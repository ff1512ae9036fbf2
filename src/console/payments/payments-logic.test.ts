import { describe, expect, it } from 'vitest';
import type { VerifiedTransaction } from '../../api/schemas/transaction.js';
import { filtersFromSearch, listQueryFor, matchesFilters, searchFromFilters } from './filters.js';
import { applyLiveTransaction } from './live-updates.js';
import { buildTimeline } from './timeline.js';

const LINK = '00000000-0000-4000-8000-00000000000a';

function transaction(overrides: Partial<VerifiedTransaction> = {}): VerifiedTransaction {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    reference: 'ref_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    cryptoTransactionHash: null,
    expectedAmountInCrypto: 0.1,
    expectedAmountInUSD: 20,
    expectedAmountInBaseFiat: 20,
    expectedAmountInBusinessPrimaryFiat: 20,
    receivedAmountInCrypto: 0,
    receivedAmountInUSD: 0,
    receivedAmountInBaseFiat: 0,
    receivedAmountInBusinessPrimaryFiat: 0,
    excessAmountReceivedInCrypto: 0,
    feeInCrypto: 0.001,
    expectedAmountInCryptoPlusFee: 0.101,
    crypto: 'SOL',
    baseFiat: 'USD',
    businessPrimaryFiat: 'USD',
    baseFiatToUSDRate: 1,
    baseFiatToBusinessPrimaryFiatRate: 1,
    usdToCryptoRate: 0.005,
    address: 'Deposit111111111111111111111111111111111111',
    metadata: null,
    paymentLinkId: LINK,
    environment: 'TEST',
    origin: 'checkout',
    businessId: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    customerId: '00000000-0000-4000-8000-000000000004',
    expiresAt: '2026-11-22T10:30:00.000Z',
    completedAt: null,
    status: 'pending',
    failureReason: null,
    createdAtDateOnly: '2026-11-22',
    createdAt: '2026-11-22T10:00:00.000Z',
    customer: {
      uuid: '00000000-0000-4000-8000-000000000004',
      refCode: 'CUS_1',
      firstName: null,
      lastName: null,
      email: 'Ada@Example.com',
      phoneNumber: null,
      totalSpendInUSD: 0,
      businessId: '00000000-0000-4000-8000-000000000002',
      userId: '00000000-0000-4000-8000-000000000003',
      context: 'checkout',
      createdAt: '2026-11-22T10:00:00.000Z',
      createdAtDateOnly: '2026-11-22',
    },
    ...overrides,
  };
}

describe('filters in the address bar', () => {
  it('round-trips every filter', () => {
    const search = `?status=success&crypto=USDC&link=${LINK}&from=2026-11-01&to=2026-11-30&email=a%40b.co&page=3`;
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      status: 'success',
      crypto: 'USDC',
      paymentLinkId: LINK,
      from: '2026-11-01',
      to: '2026-11-30',
      email: 'a@b.co',
      page: 3,
    });
    expect(searchFromFilters(filters)).toBe(search);
  });

  it('drops what is malformed, and page 1', () => {
    expect(filtersFromSearch('?status=paid&crypto=BTC&link=x&from=2026-02-30&to=tomorrow&page=1')).toEqual(
      {},
    );
    expect(searchFromFilters({})).toBe('');
  });

  it('turns calendar days into an inclusive-exclusive range of instants', () => {
    const query = listQueryFor({ from: '2026-11-01', to: '2026-11-01', page: 2 }, 25);
    expect(query.page).toBe(2);
    expect(query.limit).toBe(25);
    expect(new Date(query.createdTo ?? '').getTime() - new Date(query.createdFrom ?? '').getTime()).toBe(
      new Date(2026, 10, 2).getTime() - new Date(2026, 10, 1).getTime(),
    );
  });

  it('matches a transaction as the service filters', () => {
    const created = new Date(2026, 10, 22, 12).toISOString();
    const tx = transaction({ createdAt: created });
    expect(matchesFilters(tx, { email: 'ada@example.com', crypto: 'SOL', paymentLinkId: LINK })).toBe(true);
    expect(matchesFilters(tx, { status: 'success' })).toBe(false);
    expect(matchesFilters(tx, { from: '2026-11-22', to: '2026-11-22' })).toBe(true);
    expect(matchesFilters(tx, { from: '2026-11-23' })).toBe(false);
    expect(matchesFilters(tx, { to: '2026-11-21' })).toBe(false);
  });
});

describe('applyLiveTransaction', () => {
  const first = transaction({ reference: 'first' });
  const second = transaction({ reference: 'second' });
  const page = { records: [first, second], count: 2 };

  it('updates a listed transaction in place', () => {
    const paid = { ...second, status: 'success' as const };
    const result = applyLiveTransaction(page, paid, {}, 25);
    expect(result.change).toBe('updated');
    expect(result.page.records.map((record) => record.status)).toEqual(['pending', 'success']);
  });

  it('puts a new matching transaction on top of page 1, keeping the page size', () => {
    const result = applyLiveTransaction(page, transaction({ reference: 'new' }), {}, 2);
    expect(result.change).toBe('added');
    expect(result.page.records.map((record) => record.reference)).toEqual(['new', 'first']);
    expect(result.page.count).toBe(3);
  });

  it('leaves other pages in place but counts the new one', () => {
    const result = applyLiveTransaction(page, transaction({ reference: 'new' }), { page: 2 }, 25);
    expect(result.change).toBe('none');
    expect(result.page.count).toBe(3);
  });

  it('ignores what does not match, and drops what stopped matching', () => {
    expect(
      applyLiveTransaction(page, transaction({ reference: 'new' }), { status: 'success' }, 25).change,
    ).toBe('none');
    const result = applyLiveTransaction(page, { ...first, status: 'expired' }, { status: 'pending' }, 25);
    expect(result.change).toBe('removed');
    expect(result.page.records.map((record) => record.reference)).toEqual(['second']);
  });
});

describe('buildTimeline', () => {
  it('shows a pending payment with its expiry ahead', () => {
    expect(buildTimeline(transaction())).toEqual([
      { kind: 'created', at: '2026-11-22T10:00:00.000Z', done: true },
      { kind: 'expires', at: '2026-11-22T10:30:00.000Z', done: false },
    ]);
  });

  it('shows the payment seen and the completion', () => {
    const steps = buildTimeline(
      transaction({
        status: 'success',
        receivedAmountInCrypto: 0.101,
        cryptoTransactionHash: 'sig',
        completedAt: '2026-11-22T10:05:00.000Z',
      }),
    );
    expect(steps.map((step) => step.kind)).toEqual(['created', 'payment_seen', 'completed']);
    expect(steps[2]?.at).toBe('2026-11-22T10:05:00.000Z');
  });

  it('ends an expired payment at its expiry', () => {
    const steps = buildTimeline(transaction({ status: 'expired' }));
    expect(steps.at(-1)).toEqual({ kind: 'expired', at: '2026-11-22T10:30:00.000Z', done: true });
  });
});
