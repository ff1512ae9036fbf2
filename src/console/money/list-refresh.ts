import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { MONEY_QUERY_KEYS } from './query-keys.js';

/** How often a list page showing unsettled payouts or swaps is read again. */
export const UNSETTLED_REFRESH_MS = 3000;

/**
 * Whether a record that was unsettled on the previous reading is now listed as settled: a payout paid, declined
 * or cancelled, a swap completed or failed. Records that merely left the page (another page, another filter) do
 * not count.
 */
export function settledSince(
  previouslyUnsettled: ReadonlySet<string>,
  rows: readonly { id: string; unsettled: boolean }[],
): boolean {
  return rows.some((row) => !row.unsettled && previouslyUnsettled.has(row.id));
}

/**
 * Calls `onSettled` when a polled list shows that one of its records settled, so that what the settlement changed
 * (balances, the chart) is read again.
 */
export function useOnSettled(
  rows: readonly { id: string; unsettled: boolean }[] | undefined,
  onSettled: () => void,
): void {
  const unsettled = useRef<ReadonlySet<string>>(new Set());
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  useEffect(() => {
    if (!rows) return;
    if (settledSince(unsettled.current, rows)) callback.current();
    unsettled.current = new Set(rows.filter((row) => row.unsettled).map((row) => row.id));
  }, [rows]);
}

/** A listed record's settlement: its id, and whether it can still change (a payout pending, a swap pending). */
export interface Settlement {
  id: string;
  unsettled: boolean;
}

/** A list query's `refetchInterval`: read the page again while a record on it is unsettled. */
export function refetchWhileUnsettled<Row>(settlementOf: (row: Row) => Settlement) {
  return (query: { state: { data?: { records: Row[] } | undefined } }): number | false =>
    query.state.data?.records.some((row) => settlementOf(row).unsettled) ? UNSETTLED_REFRESH_MS : false;
}

/**
 * The refreshes of a list of payouts or swaps. `refreshAfterChange` reads again the list (`listKey`), the balances
 * and the chart, which every request, cancellation or settlement moves; it runs by itself when a record on the
 * page settles. `requested` also goes back to the first page, where the new record, the newest, is.
 * `settlementOf` must be the same function on every render (declare it outside the component).
 */
export function useSettlingList<Row>(
  listKey: QueryKey,
  records: Row[] | undefined,
  settlementOf: (row: Row) => Settlement,
  showFirstPage: () => void,
): { refreshAfterChange: () => void; requested: () => void } {
  const queryClient = useQueryClient();
  const refreshAfterChange = () => {
    void queryClient.invalidateQueries({ queryKey: listKey });
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.movements });
  };
  const settlements = useMemo(() => records?.map(settlementOf), [records, settlementOf]);
  useOnSettled(settlements, refreshAfterChange);
  return {
    refreshAfterChange,
    requested: () => {
      showFirstPage();
      refreshAfterChange();
    },
  };
}
