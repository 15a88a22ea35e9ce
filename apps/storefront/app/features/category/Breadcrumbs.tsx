import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { BreadcrumbView } from './types';

/** Home, the ancestors, then the current page (unlinked, marked as the current page). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly BreadcrumbView[] }) {
  const t = useT();
  const all: BreadcrumbView[] = [{ name: t('catalog.breadcrumbs.home'), href: '/' }, ...crumbs];
  return (
    <nav aria-label={t('catalog.breadcrumbs.label')}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
        {all.map((crumb, index) => (
          <li
            key={`${crumb.href ?? 'current'}-${index}`}
            className="flex items-center gap-1 not-first:before:text-navy-900/40 not-first:before:content-['/']"
          >
            {crumb.href ? (
              <Link to={crumb.href} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-navy-900 hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-navy-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
