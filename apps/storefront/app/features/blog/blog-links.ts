export const BLOG_PATH = '/blog';

export function blogPostHref(urlKey: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(urlKey)}`;
}

export function blogCategoryHref(urlKey: string): string {
  return `${BLOG_PATH}/category/${encodeURIComponent(urlKey)}`;
}

/** A list page's address: the first page has no ?page. */
export function pagedHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
