import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { errorText } from '../error-text.js';
import { PageHeading } from '../PageHeading.js';
import { routePath } from '../router.js';
import { refCodeFromSearch } from './customer-form.js';
import { CustomerLookup } from './CustomerLookup.js';
import { CustomerTable } from './CustomerTable.js';
import { customerKeys } from './query-keys.js';
import { customersWords } from './words.js';

const CUSTOMERS_PAGE_SIZE = 25;

/** The business's customers a page at a time, a lookup by reference code, and the way to add one. */
export function CustomersList({ search }: { search: string }) {
  const { client } = useConsole();
  const words = useWords(customersWords);
  const refCode = refCodeFromSearch(search);
  const [page, setPage] = useState(1);
  const customers = useQuery({
    queryKey: customerKeys.list(page),
    queryFn: ({ signal }) => client.customers.list({ page, limit: CUSTOMERS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const count = customers.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / CUSTOMERS_PAGE_SIZE));
  const first = count === 0 ? 0 : (page - 1) * CUSTOMERS_PAGE_SIZE + 1;
  const last = Math.min(count, (page - 1) * CUSTOMERS_PAGE_SIZE + (customers.data?.records.length ?? 0));

  return (
    <section className="console-section">
      <div className="console-title-row">
        <PageHeading title={words.title} />
        <ConsoleLink to={routePath({ name: 'newCustomer' })} className="console-button">
          {words.newCustomer}
        </ConsoleLink>
      </div>
      <CustomerLookup refCode={refCode} />
      {customers.isPending ? (
        <p role="status">{words.loading}</p>
      ) : customers.isError ? (
        <div role="alert">
          <p className="console-error">{words.loadFailed(errorText(customers.error))}</p>
          <button type="button" className="console-button" onClick={() => void customers.refetch()}>
            {words.retry}
          </button>
        </div>
      ) : customers.data.records.length === 0 ? (
        <p>{words.noCustomers}</p>
      ) : (
        <>
          <p className="console-hint">{words.rowsHint}</p>
          <CustomerTable
            customers={customers.data.records}
            caption={words.tableCaption(count, first, last)}
            label={words.title}
            testId="customers-table"
          />
        </>
      )}
      {pages > 1 ? (
        <nav className="console-pagination" aria-label={words.pagination}>
          <button
            type="button"
            className="console-button console-button-secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {words.previousPage}
          </button>
          <span>{words.pageOf(page, pages)}</span>
          <button
            type="button"
            className="console-button console-button-secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {words.nextPage}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
