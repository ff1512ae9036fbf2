import type { TransactionPage, VerifiedTransaction } from '../../api/schemas/transaction.js';
import { matchesFilters, type PaymentFilters } from './filters.js';

/** What a transaction pushed by the stream did to the page shown. */
export type LiveChange = 'updated' | 'added' | 'removed' | 'none';

/**
 * One transaction from the live stream applied to the page of the table on screen, as the next fetch of that page
 * would show it, without fetching: a listed one is replaced in place (or dropped, when its new status no longer
 * matches the filters); a new one that matches goes on top of the first page (newest first), the page keeping its
 * size, and counts towards the total on every page. Other pages shift by one; they are refetched when visited.
 */
export function applyLiveTransaction(
  page: TransactionPage,
  transaction: VerifiedTransaction,
  filters: PaymentFilters,
  pageSize: number,
): { page: TransactionPage; change: LiveChange } {
  const index = page.records.findIndex((record) => record.reference === transaction.reference);
  const matches = matchesFilters(transaction, filters);
  if (index >= 0) {
    if (!matches) {
      return {
        page: { records: page.records.filter((_, position) => position !== index), count: page.count - 1 },
        change: 'removed',
      };
    }
    const records = page.records.slice();
    records[index] = transaction;
    return { page: { records, count: page.count }, change: 'updated' };
  }
  if (!matches) return { page, change: 'none' };
  if ((filters.page ?? 1) !== 1)
    return { page: { records: page.records, count: page.count + 1 }, change: 'none' };
  return {
    page: { records: [transaction, ...page.records].slice(0, pageSize), count: page.count + 1 },
    change: 'added',
  };
}
