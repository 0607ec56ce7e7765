import { PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE } from '../../../common/domain/constants.ts';

/** A page button, or a gap standing for the pages left out. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The pages the pagination offers (search-area.md §2, §9): a window of `range` pages
 * around the current one, `margin` pages at each end, and a gap wherever pages are left
 * out. A gap never hides a single page: that page is shown instead, since a button
 * takes no more room than the ellipsis.
 */
export function paginationItems(
  currentPage: number,
  pageCount: number,
  range: number = PAGINATION_PAGE_RANGE,
  margin: number = PAGINATION_MARGIN_PAGES,
): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), pageCount);
  const windowSize = Math.min(Math.max(1, range), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((windowSize - 1) / 2)), pageCount - windowSize + 1);
  const shown = new Set<number>();
  for (let page = start; page < start + windowSize; page++) shown.add(page);
  for (let page = 1; page <= Math.min(margin, pageCount); page++) shown.add(page);
  for (let page = Math.max(1, pageCount - margin + 1); page <= pageCount; page++) shown.add(page);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

/** How many pages `hits` documents fill. */
export function pageCountOf(hits: number, recordsPerPage: number): number {
  return recordsPerPage > 0 ? Math.ceil(Math.max(0, hits) / recordsPerPage) : 0;
}
