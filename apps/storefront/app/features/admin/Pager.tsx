import type { Page } from './admin-api';

/** How many pages a list the API pages has (at least one). */
export const pageCount = (page: Page<unknown>) => Math.max(1, Math.ceil(page.total / page.pageSize));

/** Previous / next for a list the API pages (`{total, page, pageSize}`). */
export function Pager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const pages = pageCount(page);
  return (
    <nav aria-label="Pages" className="admin-actions">
      <button type="button" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        Previous
      </button>
      <span>
        Page {page.page} of {pages}
      </span>
      <button type="button" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        Next
      </button>
    </nav>
  );
}
