import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAYMENT_LINK_PAGE_SIZE } from '../../api/schemas/payment-link.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { ListTitleRow } from '../ListTitleRow.js';
import { formatDateTime, formatMoney } from '../format.js';
import { pageCount, shownRange } from '../paging.js';
import { QueryView } from '../QueryView.js';
import { routePath } from '../router.js';
import {
  filtersFromSearch,
  hasFilters,
  listQueryFor,
  PAYMENTS_PAGE_SIZE,
  searchFromFilters,
  type PaymentFilters,
} from './filters.js';
import { LiveNote } from './LiveNote.js';
import { PaymentFilterForm } from './PaymentFilterForm.js';
import { paymentKeys } from './query-keys.js';
import { StatusBadge } from './StatusBadge.js';
import type { LiveState } from './use-live-transactions.js';
import { paymentsWords } from './words.js';

/** The payments table: filters (in the address), one page of results newest first, and the pages. */
export function PaymentsList({ search, live }: { search: string; live: LiveState }) {
  const { client, locale, navigate } = useConsole();
  const words = useWords(paymentsWords);
  const filters = filtersFromSearch(search);
  const page = filters.page ?? 1;

  const payments = useQuery({
    queryKey: paymentKeys.list(search),
    queryFn: ({ signal }) => client.transactions.list(listQueryFor(filters), { signal }),
    placeholderData: keepPreviousData,
  });
  // The links, to filter by and to name in the table (the service keeps at most a page of 100 in this list).
  const links = useQuery({
    queryKey: paymentKeys.linkOptions,
    queryFn: ({ signal }) => client.paymentLinks.list({ limit: MAX_PAYMENT_LINK_PAGE_SIZE }, { signal }),
    staleTime: 60_000,
  });
  const linkNames = new Map((links.data?.records ?? []).map((link) => [link.id, link.name]));

  const go = (next: PaymentFilters) =>
    navigate(`${routePath({ name: 'payments' })}${searchFromFilters(next)}`);
  const count = payments.data?.count ?? 0;
  const pages = pageCount(count, PAYMENTS_PAGE_SIZE);
  const { first, last } = shownRange(count, page, PAYMENTS_PAGE_SIZE, payments.data?.records.length ?? 0);

  return (
    <section className="console-section">
      <ListTitleRow
        title={words.title}
        addPath={routePath({ name: 'newPayment' })}
        addLabel={words.newPayment}
      />
      <LiveNote live={live} />
      <PaymentFilterForm key={search} filters={filters} links={links.data?.records ?? []} onApply={go} />
      <QueryView
        query={payments}
        place="page"
        words={words}
        isEmpty={(data) => data.records.length === 0}
        empty={hasFilters(filters) || page > 1 ? words.noMatches : words.noPayments}
      >
        {(data) => (
          <div className="console-table-wrap" role="region" aria-label={words.title} tabIndex={0}>
            <table className="console-table" data-testid="payments-table">
              <caption>{words.tableCaption(count, first, last)}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.reference}</th>
                  <th scope="col">{words.created}</th>
                  <th scope="col">{words.status}</th>
                  <th scope="col">{words.amount}</th>
                  <th scope="col">{words.customer}</th>
                  <th scope="col">{words.link}</th>
                </tr>
              </thead>
              <tbody>
                {data.records.map((transaction) => (
                  <tr
                    key={transaction.reference}
                    data-testid="payment-row"
                    data-reference={transaction.reference}
                    data-status={transaction.status}
                  >
                    <th scope="row" className="console-mono">
                      <ConsoleLink to={routePath({ name: 'payment', reference: transaction.reference })}>
                        {transaction.reference}
                      </ConsoleLink>
                    </th>
                    <td>{formatDateTime(transaction.createdAt, locale)}</td>
                    <td>
                      <StatusBadge status={transaction.status} />
                    </td>
                    <td>
                      <span className="console-amount">
                        {formatMoney(transaction.expectedAmountInCryptoPlusFee, transaction.crypto, locale)}
                      </span>
                      <span className="console-amount-secondary">
                        {formatMoney(transaction.expectedAmountInBaseFiat, transaction.baseFiat, locale)}
                      </span>
                    </td>
                    <td className="console-break">{transaction.customer.email}</td>
                    <td>
                      {transaction.paymentLinkId ? (
                        <ConsoleLink to={routePath({ name: 'link', id: transaction.paymentLinkId })}>
                          {linkNames.get(transaction.paymentLinkId) ?? words.paymentLink}
                        </ConsoleLink>
                      ) : (
                        words.noLink
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {pages > 1 ? (
        <nav className="console-pagination" aria-label={words.pagination}>
          {page > 1 ? (
            <ConsoleLink
              to={`${routePath({ name: 'payments' })}${searchFromFilters({ ...filters, page: page - 1 })}`}
            >
              {words.previousPage}
            </ConsoleLink>
          ) : null}
          <span aria-current="page">{words.pageOf(page, pages)}</span>
          {page < pages ? (
            <ConsoleLink
              to={`${routePath({ name: 'payments' })}${searchFromFilters({ ...filters, page: page + 1 })}`}
            >
              {words.nextPage}
            </ConsoleLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
