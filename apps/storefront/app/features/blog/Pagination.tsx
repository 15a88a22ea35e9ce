import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { pagedHref } from './blog-links';
import type { BlogPaging } from './types';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-medium transition-colors';

/** Previous, numbered and next page links; plain links, so paging works without JavaScript. */
export function Pagination({ paging }: { paging: BlogPaging }) {
  const t = useT();
  const { page, pages, path } = paging;
  if (pages < 2) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={t('blog.pagination.label')} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={pagedHref(path, page - 1)} rel="prev" className={`${item} text-navy-900 hover:bg-navy-900/6`}>
              {t('blog.pagination.previous')}
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={pagedHref(path, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('blog.pagination.page', { page: number })}
              className={`${item} ${number === page ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-900/6'}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={pagedHref(path, page + 1)} rel="next" className={`${item} text-navy-900 hover:bg-navy-900/6`}>
              {t('blog.pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
