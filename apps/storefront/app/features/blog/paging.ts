export const BLOG_PAGE_SIZE = 10;

/** The requested list page: 1 without ?page, null for anything that is not a whole number from 1. */
export function parsePage(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageStart(page: number, pageSize = BLOG_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}
