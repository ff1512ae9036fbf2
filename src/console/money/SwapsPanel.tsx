import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { SWAP_STATUSES, type SwapListQuery, type SwapStatus } from '../../api/schemas/swap.js';
import { useConsole, useWords } from '../context.js';
import { UNSETTLED_REFRESH_MS, useOnSettled } from './list-refresh.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';
import { SwapForm } from './SwapForm.js';
import { SwapList } from './SwapList.js';
import { SWAPS_WORDS } from './swaps-words.js';

export const SWAPS_PER_PAGE = 20;

/** The first page of the unfiltered list, as the panel first asks for it. */
export const FIRST_SWAP_PAGE: SwapListQuery = { limit: SWAPS_PER_PAGE, page: 1 };

/**
 * Quoting and requesting swaps between the cryptocurrencies, and every swap of the business (`GET /v1/swaps`,
 * newest first, a page at a time, filtered by status), read again while one shown is PENDING.
 */
export function SwapsPanel() {
  const { client } = useConsole();
  const words = useWords(SWAPS_WORDS);
  const queryClient = useQueryClient();
  const id = useId();
  const [status, setStatus] = useState<SwapStatus | ''>('');
  const [page, setPage] = useState(1);
  const query: SwapListQuery = { ...FIRST_SWAP_PAGE, page, ...(status ? { status } : {}) };
  const swaps = useQuery({
    queryKey: MONEY_QUERY_KEYS.swapsMatching(query),
    queryFn: ({ signal }) => client.swaps.list(query, { signal }),
    refetchInterval: (current) =>
      current.state.data?.records.some((swap) => swap.status === 'PENDING') ? UNSETTLED_REFRESH_MS : false,
  });
  const refreshAfterChange = () => {
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.swaps });
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.movements });
  };
  // A completed swap credits its output, a failed one its input back: the balances and the chart changed.
  const settlement = useMemo(
    () => swaps.data?.records.map((swap) => ({ id: swap.uuid, unsettled: swap.status === 'PENDING' })),
    [swaps.data],
  );
  useOnSettled(settlement, refreshAfterChange);
  const requested = () => {
    // The new swap is the newest: it is on the first page.
    setPage(1);
    refreshAfterChange();
  };
  const pages = Math.max(1, Math.ceil((swaps.data?.count ?? 0) / SWAPS_PER_PAGE));
  return (
    <section className="money-part" aria-labelledby="money-swaps-heading">
      <h2 id="money-swaps-heading">{words.heading}</h2>
      <SwapForm onRequested={requested} />
      <div className="money-list">
        <h3>{words.listHeading}</h3>
        <div className="money-field">
          <label htmlFor={`${id}-status`}>{words.statusFilter}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as SwapStatus | '');
              setPage(1);
            }}
          >
            <option value="">{words.anyStatus}</option>
            {SWAP_STATUSES.map((option) => (
              <option key={option} value={option}>
                {words.statuses[option]}
              </option>
            ))}
          </select>
        </div>
        {swaps.isPending ? (
          <p role="status">{words.loading}</p>
        ) : swaps.isError ? (
          <div role="alert" className="money-error">
            <p>{words.failed}</p>
            <button type="button" onClick={() => void swaps.refetch()}>
              {words.retry}
            </button>
          </div>
        ) : swaps.data.records.length === 0 ? (
          <p>{status ? words.noneMatching : words.none}</p>
        ) : (
          <>
            <p role="status">{words.count(swaps.data.count)}</p>
            <SwapList swaps={swaps.data.records} />
            {pages > 1 ? (
              <nav className="console-actions" aria-label={words.listHeading}>
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {words.previous}
                </button>
                <span>{words.page(page, pages)}</span>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {words.next}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
