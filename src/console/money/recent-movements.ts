import { MAX_PAYOUT_REQUEST_PAGE_SIZE, type PayoutRequest } from '../../api/schemas/payout.js';
import { MAX_SWAP_PAGE_SIZE, type Swap } from '../../api/schemas/swap.js';
import { MAX_TRANSACTION_PAGE_SIZE, type VerifiedTransaction } from '../../api/schemas/transaction.js';
import type { ConsoleClient } from '../session-client.js';
import { windowStart, type MovementHistory } from './movements.js';

/** At most this many pages of 100 are read of each history: enough for a sandbox month, bounded for a busy one. */
export const MAX_RECENT_PAGES = 10;

export interface RecentMovements extends MovementHistory {
  payments: VerifiedTransaction[];
  payouts: PayoutRequest[];
  swaps: Swap[];
  /** True when a history held more of the window than the page cap let through: the chart is a lower bound. */
  truncated: boolean;
}

interface Page<Row> {
  records: Row[];
  count: number;
}

/**
 * Pages through a newest-first list until it runs out, reaches a record created before `from` (the rest are older
 * still), or hits the cap. `truncated` says the cap stopped it while records of the window remained.
 */
async function readBack<Row extends { createdAt: string }>(
  readPage: (page: number) => Promise<Page<Row>>,
  pageSize: number,
  from: Date,
): Promise<{ records: Row[]; truncated: boolean }> {
  const records: Row[] = [];
  for (let page = 1; page <= MAX_RECENT_PAGES; page++) {
    const answer = await readPage(page);
    records.push(...answer.records);
    const oldest = answer.records.at(-1);
    const finished =
      answer.records.length < pageSize ||
      records.length >= answer.count ||
      (oldest !== undefined && new Date(oldest.createdAt) < from);
    if (finished) return { records, truncated: false };
  }
  return { records, truncated: true };
}

/**
 * What the movements chart needs, newest first: the successful payments created since the chart's first day, and
 * the payouts and swaps back to it (a swap completes after it is created, so one created just before the window
 * may still count; the chart's own filter decides).
 */
export async function fetchRecentMovements(
  client: ConsoleClient,
  now: Date,
  signal?: AbortSignal,
): Promise<RecentMovements> {
  const from = windowStart(now);
  const options = signal ? { signal } : undefined;
  const createdFrom = from.toISOString();
  const [payments, payouts, swaps] = await Promise.all([
    readBack(
      (page) =>
        client.transactions.list(
          { status: 'success', createdFrom, limit: MAX_TRANSACTION_PAGE_SIZE, page },
          options,
        ),
      MAX_TRANSACTION_PAGE_SIZE,
      from,
    ),
    readBack(
      (page) => client.payouts.list({ limit: MAX_PAYOUT_REQUEST_PAGE_SIZE, page }, options),
      MAX_PAYOUT_REQUEST_PAGE_SIZE,
      from,
    ),
    readBack(
      (page) => client.swaps.list({ limit: MAX_SWAP_PAGE_SIZE, page }, options),
      MAX_SWAP_PAGE_SIZE,
      from,
    ),
  ]);
  return {
    payments: payments.records,
    payouts: payouts.records,
    swaps: swaps.records,
    truncated: payments.truncated || payouts.truncated || swaps.truncated,
  };
}
