import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PagedListWords } from './paged-list-words.js';
import { Pager } from './Pager.js';
import { pageCount } from './paging.js';
import { QueryView } from './QueryView.js';

/**
 * A list that a Money or Developers panel reads a page at a time: its loading, failure and empty states, how many
 * records it holds, the page's records (drawn by `children`), and the pager.
 */
export function PanelPagedList<Row>({
  query,
  words,
  empty,
  page,
  perPage,
  onPage,
  label,
  children,
}: {
  query: UseQueryResult<{ records: Row[]; count: number }>;
  words: PagedListWords;
  /** Shown when the page holds no records (the filters may be why). */
  empty: string;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** The pager's name. */
  label: string;
  children: (records: Row[]) => ReactNode;
}) {
  const pages = pageCount(query.data?.count ?? 0, perPage);
  return (
    <QueryView
      query={query}
      place="panel"
      words={words}
      isEmpty={(data) => data.records.length === 0}
      empty={empty}
    >
      {(data) => (
        <>
          <p role="status">{words.count(data.count)}</p>
          {children(data.records)}
          <Pager
            place="panel"
            page={page}
            pages={pages}
            onPage={onPage}
            words={{
              pagination: label,
              previousPage: words.previous,
              nextPage: words.next,
              pageOf: words.page,
            }}
          />
        </>
      )}
    </QueryView>
  );
}
