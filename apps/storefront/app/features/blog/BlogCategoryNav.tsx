import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { BLOG_PATH } from './blog-links';
import type { BlogCategoryLink } from './types';

interface BlogCategoryNavProps {
  categories: BlogCategoryLink[];
  /** The category being shown; null on the full list. */
  current: string | null;
}

const chip = 'inline-flex min-h-11 items-center rounded-full px-4 text-[0.95rem] font-medium ring-1 transition-colors';
const idle = `${chip} bg-white text-navy-900 ring-navy-900/15 hover:bg-sand-100`;
const active = `${chip} bg-navy-900 text-white ring-navy-900`;

/** All posts plus one chip per category; the current one is marked for assistive technology too. */
export function BlogCategoryNav({ categories, current }: BlogCategoryNavProps) {
  const t = useT();
  if (categories.length === 0) return null;
  const items = [{ href: BLOG_PATH, title: t('blog.allPosts'), slug: null }, ...categories];
  return (
    <nav aria-label={t('blog.categories')}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const isCurrent = item.slug === current;
          return (
            <li key={item.href}>
              <Link to={item.href} prefetch="intent" className={isCurrent ? active : idle} aria-current={isCurrent ? 'page' : undefined}>
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
