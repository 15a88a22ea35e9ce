import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { CategoryPageData } from './types';

interface SubcategoryNavProps {
  category: string;
  subcategories: CategoryPageData['subcategories'];
}

/** The category's children that have something to sell, as pill links. */
export function SubcategoryNav({ category, subcategories }: SubcategoryNavProps) {
  const t = useT();
  if (subcategories.length === 0) return null;
  return (
    <nav aria-label={t('catalog.subcategories.label', { category })} className="mt-6">
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {subcategories.map((subcategory) => (
          <li key={subcategory.id} className="shrink-0">
            <Link
              to={subcategory.href}
              prefetch="intent"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-navy-900 shadow-sm ring-1 ring-navy-900/15 hover:bg-sand-100"
            >
              {subcategory.name}
              <span className="text-xs font-medium text-muted">
                {t(subcategory.count === 1 ? 'catalog.productCount.one' : 'catalog.productCount.other', { count: subcategory.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
