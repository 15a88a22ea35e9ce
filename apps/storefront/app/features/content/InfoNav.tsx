import { useId } from 'react';
import { NavLink } from 'react-router';
import { useT } from '~/i18n/useT';
import type { InfoLink } from './types';

/** The shop's information pages, as a side navigation on content pages. */
export function InfoNav({ links }: { links: InfoLink[] }) {
  const t = useT();
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 lg:sticky lg:top-6">
      <h2 id={headingId} className="text-xl font-semibold text-navy-900">
        {t('content.infoNav')}
      </h2>
      <ul className="mt-3 grid gap-0.5">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              prefetch="intent"
              className={({ isActive }) =>
                `-mx-3 flex min-h-11 items-center rounded-xl px-3 text-[0.95rem] font-medium transition-colors hover:bg-white ${
                  isActive ? 'bg-white text-accent-text shadow-xs' : 'text-navy-900'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
