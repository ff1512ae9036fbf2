import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { refetchWhileUnsettled, useSettlingList, type Settlement } from './list-refresh.js';

/** The payouts' and the swaps' list query: a page, of a size, with or without a status. */
type ListQuery<Status extends string> = { limit?: number; page?: number; status?: Status };

/** What a list of the Money section shows and how it got there: the filter, the page, and the page read. */
export interface MoneyListState<Status extends string, Row> {
  status: Status | '';
  setStatus: (status: Status | '') => void;
  page: number;
  setPage: (page: number) => void;
  result: UseQueryResult<{ records: Row[]; count: number }>;
  /** Reads the list, the balances and the chart again (after a cancellation). */
  refreshAfterChange: () => void;
  /** After a new payout or swap: back to the first page, where it is, and everything read again. */
  requested: () => void;
}

/**
 * The payouts' or the swaps' list, newest first, a page at a time, filtered by status: read again while a record
 * on the page is unsettled, and the balances and the chart read again when one settles.
 */
export function useMoneyList<Status extends string, Row>({
  firstPage,
  listKey,
  keyOf,
  read,
  settlementOf,
}: {
  /** The first page of the unfiltered list, as the panel first asks for it. */
  firstPage: { limit?: number; page?: number };
  /** The key of every page and filter of the list (invalidated after a change). */
  listKey: QueryKey;
  keyOf: (query: ListQuery<Status>) => QueryKey;
  read: (query: ListQuery<Status>, signal: AbortSignal) => Promise<{ records: Row[]; count: number }>;
  /** Must be the same function on every render (declare it outside the component). */
  settlementOf: (row: Row) => Settlement;
}): MoneyListState<Status, Row> {
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const query: ListQuery<Status> = { ...firstPage, page, ...(status ? { status } : {}) };
  const result = useQuery({
    queryKey: keyOf(query),
    queryFn: ({ signal }) => read(query, signal),
    refetchInterval: refetchWhileUnsettled(settlementOf),
  });
  const { refreshAfterChange, requested } = useSettlingList(listKey, result.data?.records, settlementOf, () =>
    setPage(1),
  );
  return { status, setStatus, page, setPage, result, refreshAfterChange, requested };
}
