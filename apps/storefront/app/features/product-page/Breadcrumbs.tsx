import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { Crumb } from './types';

/** Home, the product's category trail, then the product itself (the current page). */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const t = useT();
  const trail = [{ name: t('pdp.breadcrumbs.home'), href: '/' }, ...crumbs];
  return (
    <nav aria-label={t('pdp.breadcrumbs.label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-muted">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-x-1">
            <Link
              to={crumb.href}
              prefetch="intent"
              className="inline-flex min-h-6 items-center underline-offset-4 hover:text-navy-900 hover:underline"
            >
              {crumb.name}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-navy-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
