import { useId, type ReactNode } from 'react';
import { OptionFilter } from '../OptionFilter.js';
import type { PagedListWords } from '../paged-list-words.js';
import { PanelPagedList } from '../PanelPagedList.js';
import type { MoneyListState } from './use-money-list.js';

/** The words of a list of the Money section (payouts, swaps), on top of those of any paged list. */
export interface MoneyListWords<Status extends string> extends PagedListWords {
  listHeading: string;
  statusFilter: string;
  anyStatus: string;
  none: string;
  /** When the status filter leaves nothing. */
  noneMatching: string;
  statuses: Record<Status, string>;
}

/**
 * A list of the Money section under its panel's form: its heading, the status filter (a new status starts again
 * at the first page), and the page of records read with that filter.
 */
export function MoneyList<Status extends string, Row>({
  list,
  statuses,
  perPage,
  words,
  children,
}: {
  list: MoneyListState<Status, Row>;
  statuses: readonly Status[];
  perPage: number;
  words: MoneyListWords<Status>;
  children: (records: Row[]) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="money-list">
      <h3>{words.listHeading}</h3>
      <OptionFilter
        id={`${id}-status`}
        className="money-field"
        label={words.statusFilter}
        value={list.status}
        anyLabel={words.anyStatus}
        options={statuses.map((option) => ({ value: option, label: words.statuses[option] }))}
        onChange={(chosen) => {
          list.setStatus(chosen);
          list.setPage(1);
        }}
      />
      <PanelPagedList
        query={list.result}
        words={words}
        empty={list.status ? words.noneMatching : words.none}
        page={list.page}
        perPage={perPage}
        onPage={list.setPage}
        label={words.listHeading}
      >
        {children}
      </PanelPagedList>
    </div>
  );
}
