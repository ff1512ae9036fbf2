/**
 * Where a pager stands: in a panel of the Money or Developers section (its plain buttons, in a row of actions), or
 * under a page's table (the console's secondary buttons).
 */
export type PagerPlace = 'panel' | 'page';

/** The pager's words, as the console's pages name them. */
export interface PagerWords {
  /** The navigation landmark's name. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** "Page 2 of 5", in the console's language. */
  pageOf: (page: number, pages: number) => string;
}

/** The previous and next buttons of a list held a page at a time, and where the list stands; nothing for one page. */
export function Pager({
  page,
  pages,
  onPage,
  words,
  place,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  words: PagerWords;
  place: PagerPlace;
}) {
  if (pages <= 1) return null;
  const buttonClass = place === 'page' ? 'console-button console-button-secondary' : undefined;
  return (
    <nav
      className={place === 'page' ? 'console-pagination' : 'console-actions'}
      aria-label={words.pagination}
    >
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previousPage}
      </button>
      <span>{words.pageOf(page, pages)}</span>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.nextPage}
      </button>
    </nav>
  );
}
