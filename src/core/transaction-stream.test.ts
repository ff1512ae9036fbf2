import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import { STREAM_OPEN_TIMEOUT_MS, streamRetryDelay } from './stream-health.js';
import { parseTransactionEvent, watchTransactionStream, type EventSourceLike } from './transaction-stream.js';

const reference = 'r'.repeat(32);
const pending = {
  reference,
  status: 'pending',
  failureReason: null,
  crypto: 'USDC',
  baseFiat: 'USD',
  origin: 'PAYMENT_LINK',
  expectedAmountInBaseFiat: 20,
  expectedAmountInCrypto: 20,
  feeInCrypto: 0.2,
  expectedAmountInCryptoPlusFee: 20.2,
  receivedAmountInCrypto: 0,
  excessAmountReceivedInCrypto: 0,
  cryptoTransactionHash: null,
  address: 'HGq36y4AqQxRD7wDgZrQswBqowoCfYvD8ctQm1qV5thV',
  expiresAt: '2099-01-01T00:00:00.000Z',
  completedAt: null,
} satisfies PublicVerifiedTransaction;
const paid = { ...pending, status: 'success', receivedAmountInCrypto: 20.2 } as const;

/** A stand-in for the browser's EventSource: the test says when it opens, fails or delivers. */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown): void {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  fail(browserGivesUp: boolean): void {
    this.readyState = browserGivesUp ? 2 : 0;
    this.emit('error');
  }
}

function watch() {
  const sources: FakeEventSource[] = [];
  const transactions: PublicVerifiedTransaction[] = [];
  const trust: boolean[] = [];
  const stop = watchTransactionStream({
    reference,
    url: `http://service.test/v1/transactions/${reference}/events`,
    connect: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    onTransaction: (transaction) => transactions.push(transaction),
    onTrustChange: (trusted) => trust.push(trusted),
  });
  const latest = () => sources.at(-1) as FakeEventSource;
  return { sources, transactions, trust, stop, latest };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('parseTransactionEvent', () => {
  it('accepts the public view of this transaction only', () => {
    expect(parseTransactionEvent(JSON.stringify(pending), reference)).toEqual(pending);
    expect(parseTransactionEvent('{not json', reference)).toBeUndefined();
    expect(parseTransactionEvent(JSON.stringify({ ...pending, status: 'paid' }), reference)).toBeUndefined();
    expect(parseTransactionEvent(JSON.stringify(pending), 'x'.repeat(32))).toBeUndefined();
    expect(parseTransactionEvent(undefined, reference)).toBeUndefined();
  });
});

describe('watchTransactionStream', () => {
  it('hands on each valid event, and closes the stream at a final status', () => {
    const { sources, transactions, trust, latest } = watch();
    expect(latest().url).toBe(`http://service.test/v1/transactions/${reference}/events`);
    latest().emit('open');
    latest().emit('transaction', JSON.stringify(pending));
    latest().emit('transaction', JSON.stringify(paid));
    expect(transactions.map((transaction) => transaction.status)).toEqual(['pending', 'success']);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sources).toHaveLength(1);
    expect(trust).toEqual([]);
  });

  it('ignores an invalid event, and falls back to polling after enough of them', () => {
    const { transactions, trust, latest } = watch();
    latest().emit('open');
    latest().emit('transaction', '{"status":"success"}');
    expect(transactions).toEqual([]);
    latest().emit('transaction', 'garbage');
    latest().emit('transaction', JSON.stringify({ ...pending, reference: 'x'.repeat(32) }));
    expect(trust).toEqual([false]);
    expect(latest().closed).toBe(true);
  });

  it('lets the browser reconnect after a drop, and falls back when it keeps failing, then tries again', () => {
    const { sources, trust, latest } = watch();
    latest().emit('open');
    // Polling takes over while the browser reconnects, and hands back when the connection is open again.
    latest().fail(false);
    expect(trust).toEqual([false]);
    latest().emit('open');
    expect(trust).toEqual([false, true]);
    latest().fail(false);
    expect(sources[0]?.closed).toBe(false);
    latest().fail(false);
    expect(trust).toEqual([false, true, false]);
    expect(sources[0]?.closed).toBe(true);

    vi.advanceTimersByTime(streamRetryDelay(1) - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    latest().emit('open');
    vi.advanceTimersByTime(STREAM_OPEN_TIMEOUT_MS * 2);
    expect(trust).toEqual([false, true, false, true]);
  });

  it('falls back when the browser gives up, or when nothing opens in time', () => {
    const refused = watch();
    refused.latest().fail(true);
    expect(refused.trust).toEqual([false]);
    refused.stop();

    const silent = watch();
    vi.advanceTimersByTime(STREAM_OPEN_TIMEOUT_MS);
    expect(silent.trust).toEqual([false]);
    expect(silent.latest().closed).toBe(true);
    silent.stop();
  });

  it('leaves nothing behind once stopped: no connection open, no retry later', () => {
    const { sources, stop, latest } = watch();
    latest().fail(true);
    stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(sources).toHaveLength(1);
    expect(sources.every((source) => source.closed)).toBe(true);

    const open = watch();
    open.latest().emit('open');
    open.stop();
    expect(open.latest().closed).toBe(true);
    open.latest().emit('transaction', JSON.stringify(pending));
    expect(open.transactions).toEqual([]);
  });
});
