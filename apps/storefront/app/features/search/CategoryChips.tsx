import { Link } from 'react-router';
import type { SearchCategoryView } from './types';

/** Categories as a row of rounded links (the search page's matching and popular categories). */
export function CategoryChips({ categories }: { categories: readonly SearchCategoryView[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={category.href}
            prefetch="intent"
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-navy-900 shadow-sm ring-1 ring-navy-900/15 hover:bg-sand-100"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
