/**
 * Query-string helpers the browser uses (filter toggles, sort, paging links). Free of the
 * spec constants module so they add next to nothing to the page's JavaScript; the server
 * passes in what they need (page size, single-choice flags).
 */

/** "?a=1&b=2", or "" for an empty query. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

function withoutPaging(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('offset');
  return next;
}

/**
 * Toggles one filter value in a raw query: a present value is removed, a
 * single-choice filter takes just the new value, others append it; an emptied filter
 * disappears. Other params stay as they are; paging starts again.
 */
export function toggleQueryParam(params: URLSearchParams, code: string, value: string, single: boolean): URLSearchParams {
  const next = withoutPaging(params);
  const current = next.getAll(code);
  const values = current.includes(value) ? current.filter((item) => item !== value) : single ? [value] : [...current, value];
  next.delete(code);
  for (const item of values) next.append(code, item);
  return next;
}

/** A raw query with the sort set ("" removes it: the default), paging dropped. */
export function withSortParam(params: URLSearchParams, sort: string): URLSearchParams {
  const next = withoutPaging(params);
  if (sort) next.set('sort', sort);
  else next.delete('sort');
  return next;
}

/** The query for a list's page: `?{base}&page=N`, plus `offset` to get only the items from there on. */
export function pagedSearch(baseQuery: string, page: number, offset = 0): string {
  const params = withoutPaging(new URLSearchParams(baseQuery));
  if (page > 1) params.set('page', String(page));
  if (offset > 0) params.set('offset', String(offset));
  return toSearch(params);
}

/** Whether there is more to load: stop once everything is shown (not when a page comes back short). */
export function hasMore(loaded: number, total: number): boolean {
  return loaded < total;
}

/** The page to ask for next, given how many items are shown. */
export function nextPage(loaded: number, pageSize: number): number {
  return Math.floor(loaded / pageSize) + 1;
}

/** How many pages cover `loaded` items (at least 1). */
export function pagesFor(loaded: number, pageSize: number): number {
  return Math.max(1, Math.ceil(loaded / pageSize));
}

/**
 * True when a navigation only raises `page` on the same list: the browser already appended
 * those items, so the route need not load them again (it only updates the shareable URL).
 */
export function isLoadMoreNavigation(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const pageOf = (url: URL) => Number(url.searchParams.get('page') ?? '1') || 1;
  if (pageOf(next) <= pageOf(current)) return false;
  const withoutPage = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('page');
    params.sort();
    return params.toString();
  };
  return withoutPage(current) === withoutPage(next);
}
