import { PAGE_SIZE } from './listing-params';

/**
 * Load-more paging on the server (products load in pages with a load-more action).
 * `?page=N` shows items 1..N*50 so a shared URL or a back navigation shows
 * the same list; `?page=N&offset=K` returns only items K+1..N*50, which is how the browser
 * appends a page. The browser's side is in query-string.ts.
 */

export interface PageWindow {
  start: number;
  size: number;
}

/** The slice of the list a request for `page` (and an append `offset`) asks the API for. */
export function pageWindow(page: number, offset = 0): PageWindow {
  const end = Math.max(1, page) * PAGE_SIZE;
  const start = Math.min(Math.max(0, offset), end - PAGE_SIZE);
  return { start, size: end - start };
}
