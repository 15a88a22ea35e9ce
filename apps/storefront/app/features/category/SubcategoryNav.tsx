import { useT } from '~/i18n/useT';
import { PillLink } from '~/ui/links';
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
            <PillLink to={subcategory.href}>
              {subcategory.name}
              <span className="text-xs font-medium text-muted">
                {t(subcategory.count === 1 ? 'catalog.productCount.one' : 'catalog.productCount.other', { count: subcategory.count })}
              </span>
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
