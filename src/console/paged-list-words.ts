/** The words of a list that a Money or Developers panel shows a page at a time (PanelPagedList). */
export interface PagedListWords {
  loading: string;
  failed: string;
  retry: string;
  /** How many records the list holds, over all its pages. */
  count: (count: number) => string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}
