import { useEffect, useRef } from 'react';

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
