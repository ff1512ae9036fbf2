import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { TransactionPage, VerifiedTransaction } from '../../api/schemas/transaction.js';
import { useWords } from '../context.js';
import type { ConsoleRoute } from '../router.js';
import { filtersFromSearch, PAYMENTS_PAGE_SIZE, searchFromFilters } from './filters.js';
import { applyLiveTransaction } from './live-updates.js';
import { PaymentDetail } from './PaymentDetail.js';
import { PaymentsList } from './PaymentsList.js';
import { paymentKeys } from './query-keys.js';
import { useLiveTransactions } from './use-live-transactions.js';
import { paymentsWords } from './words.js';

/**
 * Payments: the filtered table and one payment's detail, both kept current by the live stream, whose changes are
 * announced politely (a row changing status, a new payment at the top, one leaving the filtered list).
 */
export function PaymentsSection({
  route,
  search,
}: {
  route: Extract<ConsoleRoute, { name: 'payments' | 'payment' }>;
  search: string;
}) {
  const words = useWords(paymentsWords);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const shownReference = route.name === 'payment' ? route.reference : undefined;
  const shownSearch = route.name === 'payments' ? search : undefined;

  const onTransaction = useCallback(
    (transaction: VerifiedTransaction) => {
      const status = words.statusNames[transaction.status];
      if (queryClient.getQueryData(paymentKeys.detail(transaction.reference)) !== undefined) {
        queryClient.setQueryData(paymentKeys.detail(transaction.reference), transaction);
      }
      if (transaction.reference === shownReference) {
        setAnnouncement(words.announceUpdated(transaction.reference, status));
      }
      for (const [key, page] of queryClient.getQueriesData<TransactionPage>({
        queryKey: paymentKeys.lists,
      })) {
        if (!page) continue;
        const listSearch = typeof key[2] === 'string' ? key[2] : '';
        const result = applyLiveTransaction(
          page,
          transaction,
          filtersFromSearch(listSearch),
          PAYMENTS_PAGE_SIZE,
        );
        if (result.page !== page) queryClient.setQueryData(key, result.page);
        if (shownSearch === undefined || listSearch !== canonical(shownSearch)) continue;
        if (result.change === 'updated')
          setAnnouncement(words.announceUpdated(transaction.reference, status));
        if (result.change === 'added') setAnnouncement(words.announceAdded(transaction.reference));
        if (result.change === 'removed')
          setAnnouncement(words.announceRemoved(transaction.reference, status));
      }
    },
    [queryClient, shownReference, shownSearch, words],
  );
  const live = useLiveTransactions(onTransaction);

  return (
    <>
      <div
        className="console-visually-hidden"
        role="status"
        aria-live="polite"
        data-testid="payments-announcer"
      >
        {announcement}
      </div>
      {route.name === 'payment' ? (
        <PaymentDetail reference={route.reference} live={live} />
      ) : (
        <PaymentsList search={canonical(search)} live={live} />
      )}
    </>
  );
}

/** The query string as the list's cache key has it: the filters understood, in one order. */
function canonical(search: string): string {
  return searchFromFilters(filtersFromSearch(search));
}
