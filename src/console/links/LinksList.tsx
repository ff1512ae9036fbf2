import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { errorText } from '../error-text.js';
import { formatDateTime, formatMoney } from '../format.js';
import { PageHeading } from '../PageHeading.js';
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
  const pages = Math.max(1, Math.ceil((links.data?.count ?? 0) / LINKS_PAGE_SIZE));

  return (
    <section className="console-section">
      <div className="console-title-row">
        <PageHeading title={words.title} />
        <ConsoleLink to={routePath({ name: 'newLink' })} className="console-button">
          {words.newLink}
        </ConsoleLink>
      </div>
      {links.isPending ? (
        <p role="status">{words.loading}</p>
      ) : links.isError ? (
        <div role="alert">
          <p className="console-error">{words.loadFailed(errorText(links.error))}</p>
          <button type="button" className="console-button" onClick={() => void links.refetch()}>
            {words.retry}
          </button>
        </div>
      ) : links.data.records.length === 0 ? (
        <p>{words.noLinks}</p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={words.title} tabIndex={0}>
          <table className="console-table" data-testid="links-table">
            <caption>{words.tableCaption(links.data.count)}</caption>
            <thead>
              <tr>
                <th scope="col">{words.name}</th>
                <th scope="col">{words.amount}</th>
                <th scope="col">{words.state}</th>
                <th scope="col">{words.created}</th>
              </tr>
            </thead>
            <tbody>
              {links.data.records.map((link) => {
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
