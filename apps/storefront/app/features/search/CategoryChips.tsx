import { PillLink } from '~/ui/links';
import type { SearchCategoryView } from './types';

interface CategoryChipsProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  categories: readonly SearchCategoryView[];
  /** A section of the page (h2), or of another section (h3). */
  level?: 2 | 3;
  className?: string;
}

const HEADING_CLASS = { 2: 'text-2xl font-semibold text-navy-900', 3: 'text-lg font-semibold text-navy-900' } as const;

/** A titled row of rounded category links (the search page's matching and popular categories). */
export function CategoryChips({ id, title, categories, level = 2, className }: CategoryChipsProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={HEADING_CLASS[level]}>
        {title}
      </Heading>
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <PillLink to={category.href}>{category.name}</PillLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
