import { NavLink } from 'react-router';
import { useT } from '~/i18n/useT';
import { isInternalHref, type NavLinkItem } from '~/lib/links';
import type { MenuCategory } from '~/lib/layout-types';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-medium text-navy-900 transition-colors hover:bg-navy-900/6';
const activeClass = 'bg-navy-900/6 text-accent-text';
const navLinkClass = ({ isActive }: { isActive: boolean }) => `${linkClass} ${isActive ? activeClass : ''}`;

/**
 * The wide-screen category bar (below xl the drawer has the same links). A category's subcategories pop up
 * below it after the spec's 300 ms on hover, at once on keyboard focus: CSS only (the nested list, styled in
 * app.css; its selectors need no class, which keeps the first load's script as it was).
 */
export function MainNav({ categories }: { categories: MenuCategory[] }) {
  const t = useT();
  if (categories.length === 0) return null;
  const item = (category: MenuCategory) => (
    <li key={category.id}>
      <NavLink to={category.href} prefetch="intent" className={navLinkClass}>
        {category.label}
      </NavLink>
      {category.children && <ul>{category.children.map(item)}</ul>}
    </li>
  );
  return (
    <nav aria-label={t('header.mainNavigation')} className="hidden border-t border-navy-900/10 xl:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-8 py-1.5">{categories.map(item)}</ul>
    </nav>
  );
}

/** The main-menu CMS block's own links (journal, about us ...), beside the shop tools on wide screens. */
export function SecondaryNav({ links }: { links: NavLinkItem[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('menu.more')} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.href}>
            {isInternalHref(link.href) ? (
              <NavLink to={link.href} prefetch="intent" className={navLinkClass}>
                {link.label}
              </NavLink>
            ) : (
              <a href={link.href} className={linkClass}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
