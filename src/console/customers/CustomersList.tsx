import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole, useWords } from '../context.js';
import { ListTitleRow } from '../ListTitleRow.js';
import { Pager } from '../Pager.js';
import { pageCount, shownRange } from '../paging.js';
import { QueryView } from '../QueryView.js';
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
  const pages = pageCount(count, CUSTOMERS_PAGE_SIZE);
  const { first, last } = shownRange(count, page, CUSTOMERS_PAGE_SIZE, customers.data?.records.length ?? 0);

  return (
    <section className="console-section">
      <ListTitleRow
        title={words.title}
        addPath={routePath({ name: 'newCustomer' })}
        addLabel={words.newCustomer}
      />
      <CustomerLookup refCode={refCode} />
      <QueryView
        query={customers}
        place="page"
        words={words}
        isEmpty={(data) => data.records.length === 0}
        empty={words.noCustomers}
      >
        {(data) => (
          <>
            <p className="console-hint">{words.rowsHint}</p>
            <CustomerTable
              customers={data.records}
              caption={words.tableCaption(count, first, last)}
              label={words.title}
              testId="customers-table"
            />
          </>
        )}
      </QueryView>
      <Pager place="page" page={page} pages={pages} onPage={setPage} words={words} />
    </section>
  );
}
