import { Link } from 'react-router';
import { useT } from '~/i18n/useT';

export interface Crumb {
  label: string;
  href: string;
}

/** Where the page sits; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('content.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-x-1">
              {isLast ? (
                <span aria-current="page" className="inline-flex min-h-6 items-center font-medium text-navy-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.href} prefetch="intent" className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true" className="px-1 text-navy-900/40">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
