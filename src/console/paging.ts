/** How many pages `count` records fill at `perPage` a page: at least one, so that "page 1 of 1" reads right. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/**
 * The 1-based positions of the first and last records shown on `page`, for a caption such as "26–50 of 112"
 * (0 and 0 when there are none).
 */
export function shownRange(
  count: number,
  page: number,
  perPage: number,
  shown: number,
): { first: number; last: number } {
  const before = (page - 1) * perPage;
  return { first: count === 0 ? 0 : before + 1, last: Math.min(count, before + shown) };
}
