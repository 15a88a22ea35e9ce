import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RECENTLY_VIEWED_KEY, type RecentlyViewedEntry } from '~/features/product-page';
import { useT } from '~/i18n/useT';
import { isInternalHref } from '~/lib/links';
import { AccountBlock, EmptyNote } from './LoadedBlock';
import { DecorativeImage } from '~/ui/DecorativeImage';

/** The entries stored in the browser; anything unreadable counts as none. */
export function readRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (entry): entry is RecentlyViewedEntry =>
        typeof entry?.sku === 'string' && typeof entry.name === 'string' && typeof entry.url === 'string' && isInternalHref(entry.url),
    );
  } catch {
    return [];
  }
}

/** MyRecentlyViewed: the products this browser showed lately (localStorage, never on the server). */
export function MyRecentlyViewed() {
  const t = useT();
  const [entries, setEntries] = useState<RecentlyViewedEntry[] | null>(null);

  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(RECENTLY_VIEWED_KEY);
    } catch {
      // storage blocked: nothing to show
    }
    setEntries(readRecentlyViewed(raw));
  }, []);

  return (
    <AccountBlock title={t('account.nav.recentlyViewed')} className="space-y-5">
      {entries && entries.length === 0 ? <EmptyNote text={t('account.recentlyViewed.empty')} /> : null}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
        {(entries ?? []).map((entry) => (
          <li key={entry.sku} className="relative rounded-2xl border border-navy-900/10 bg-white p-3">
            {entry.image ? (
              <DecorativeImage src={entry.image} width={300} height={300} className="aspect-square w-full rounded-xl object-cover" />
            ) : (
              <div className="aspect-square w-full rounded-xl bg-sand-100" />
            )}
            <Link to={entry.url} className="mt-3 block font-semibold after:absolute after:inset-0 hover:underline">
              {entry.name}
            </Link>
            <p className="mt-1 text-muted">{entry.price}</p>
          </li>
        ))}
      </ul>
    </AccountBlock>
  );
}
