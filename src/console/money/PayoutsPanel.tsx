import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { PAYOUT_STATUSES, type PayoutRequestListQuery, type PayoutStatus } from '../../api/schemas/payout.js';
import { useConsole, useWords } from '../context.js';
import { BankPayoutForm } from './BankPayoutForm.js';
import { CryptoPayoutForm } from './CryptoPayoutForm.js';
import { UNSETTLED_REFRESH_MS, useOnSettled } from './list-refresh.js';
import { isActivePayout } from './payout-rows.js';
import { PayoutList } from './PayoutList.js';
import { PAYOUTS_WORDS } from './payouts-words.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';

type PayoutKind = 'bank' | 'address';

export const PAYOUTS_PER_PAGE = 20;

/** The first page of the unfiltered list, as the panel first asks for it. */
export const FIRST_PAYOUT_PAGE: PayoutRequestListQuery = { limit: PAYOUTS_PER_PAGE, page: 1 };

/**
 * Requesting payouts, to a bank account or an address, and every payout of the business (`GET /v1/payout-requests`,
 * newest first, a page at a time, filtered by status), read again while one shown is PENDING or PROCESSING.
 */
export function PayoutsPanel() {
  const { client } = useConsole();
  const words = useWords(PAYOUTS_WORDS);
  const queryClient = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<PayoutKind>('bank');
  const [status, setStatus] = useState<PayoutStatus | ''>('');
  const [page, setPage] = useState(1);
  const query: PayoutRequestListQuery = { ...FIRST_PAYOUT_PAGE, page, ...(status ? { status } : {}) };
  const payouts = useQuery({
    queryKey: MONEY_QUERY_KEYS.payoutsMatching(query),
    queryFn: ({ signal }) => client.payouts.list(query, { signal }),
    refetchInterval: (current) =>
      current.state.data?.records.some(isActivePayout) ? UNSETTLED_REFRESH_MS : false,
  });
  const refreshAfterChange = () => {
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.payouts });
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.movements });
  };
  // A declined payout is credited back, and any settlement changes the chart: read them again.
  const settlement = useMemo(
    () => payouts.data?.records.map((payout) => ({ id: payout.id, unsettled: isActivePayout(payout) })),
    [payouts.data],
  );
  useOnSettled(settlement, refreshAfterChange);
  const requested = () => {
    // The new payout is the newest: it is on the first page.
    setPage(1);
    refreshAfterChange();
  };
  const pages = Math.max(1, Math.ceil((payouts.data?.count ?? 0) / PAYOUTS_PER_PAGE));
  return (
    <section className="money-part" aria-labelledby="money-payouts-heading">
      <h2 id="money-payouts-heading">{words.heading}</h2>
      <fieldset className="money-choice">
        <legend>{words.kind}</legend>
        {(['bank', 'address'] as const).map((option) => (
          <label key={option} htmlFor={`${id}-${option}`}>
            <input
              type="radio"
              id={`${id}-${option}`}
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />{' '}
            {option === 'bank' ? words.toBank : words.toAddress}
          </label>
        ))}
      </fieldset>
      {kind === 'bank' ? (
        <BankPayoutForm onRequested={requested} />
      ) : (
        <CryptoPayoutForm onRequested={requested} />
      )}
      <div className="money-list">
        <h3>{words.listHeading}</h3>
        <div className="money-field">
          <label htmlFor={`${id}-status`}>{words.statusFilter}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PayoutStatus | '');
              setPage(1);
            }}
          >
            <option value="">{words.anyStatus}</option>
            {PAYOUT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {words.statuses[option]}
              </option>
            ))}
          </select>
        </div>
        {payouts.isPending ? (
          <p role="status">{words.loading}</p>
        ) : payouts.isError ? (
          <div role="alert" className="money-error">
            <p>{words.failed}</p>
            <button type="button" onClick={() => void payouts.refetch()}>
              {words.retry}
            </button>
          </div>
        ) : payouts.data.records.length === 0 ? (
          <p>{status ? words.noneMatching : words.none}</p>
        ) : (
          <>
            <p role="status">{words.count(payouts.data.count)}</p>
            <PayoutList payouts={payouts.data.records} onCancelled={refreshAfterChange} />
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
