import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { ListTitleRow } from '../ListTitleRow.js';
import { formatDateTime, formatMoney } from '../format.js';
import { Pager } from '../Pager.js';
import { pageCount } from '../paging.js';
import { QueryView } from '../QueryView.js';
import { routePath } from '../router.js';
import { linkKeys } from './query-keys.js';
import { linksWords } from './words.js';

const LINKS_PAGE_SIZE = 25;

/** The business's payment links, newest first, a page at a time. */
export function LinksList() {
  const { client, locale } = useConsole();
  const words = useWords(linksWords);
  const [page, setPage] = useState(1);
  const links = useQuery({
    queryKey: linkKeys.list(page),
    queryFn: ({ signal }) => client.paymentLinks.list({ page, limit: LINKS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const pages = pageCount(links.data?.count ?? 0, LINKS_PAGE_SIZE);

  return (
    <section className="console-section">
      <ListTitleRow title={words.title} addPath={routePath({ name: 'newLink' })} addLabel={words.newLink} />
      <QueryView
        query={links}
        place="page"
        words={words}
        isEmpty={(data) => data.records.length === 0}
        empty={words.noLinks}
      >
        {(data) => (
          <div className="console-table-wrap" role="region" aria-label={words.title} tabIndex={0}>
            <table className="console-table" data-testid="links-table">
              <caption>{words.tableCaption(data.count)}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.name}</th>
                  <th scope="col">{words.amount}</th>
                  <th scope="col">{words.state}</th>
                  <th scope="col">{words.created}</th>
                </tr>
              </thead>
              <tbody>
                {data.records.map((link) => {
                  const active = link.active !== false;
                  return (
                    <tr
                      key={link.id}
                      data-testid="link-row"
                      data-link-id={link.id}
                      data-active={String(active)}
                    >
                      <th scope="row">
                        <ConsoleLink to={routePath({ name: 'link', id: link.id })}>{link.name}</ConsoleLink>
                      </th>
                      <td>{formatMoney(link.amount, link.baseFiat, locale)}</td>
                      <td>
                        <span
                          className={`console-status ${active ? 'console-status-success' : 'console-status-expired'}`}
                        >
                          {active ? words.active : words.inactive}
                        </span>
                      </td>
                      <td>{formatDateTime(link.createdAt, locale)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <Pager place="page" page={page} pages={pages} onPage={setPage} words={words} />
    </section>
  );
}
