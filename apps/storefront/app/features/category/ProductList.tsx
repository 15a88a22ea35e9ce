import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { notify } from '~/features/notices';
import { ProductCard } from '~/features/product';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { hasMore, nextPage, pagedSearch, pagesFor } from './query-string';
import type { ListingChunk, ListingView } from './types';
import { isModifiedClick } from '~/lib/links';

interface ProductListProps {
  listing: ListingView;
  /** Shown instead of the grid when nothing matches. */
  emptyMessage: string;
  /** Columns on large screens (3 next to the filters, 4 on full width). */
  wide?: boolean;
  /** A category's list, which offline says its further products were not synchronized. */
  category?: boolean;
}

const EAGER_CARDS = 4;

/**
 * A product grid with "Showing X of Y" and a "Load more" link to `?page=N+1` (works without
 * JavaScript: the server renders all N+1 pages). With JavaScript the next page's items are
 * fetched and appended, the URL is replaced with `?page=N+1` so it stays shareable, and focus
 * moves to the first new product.
 */
export function ProductList({ listing, emptyMessage, wide = false, category = false }: ProductListProps) {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<{ listing: ListingChunk }>();
  const [chunks, setChunks] = useState<ListingChunk[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const items = [...listing.items, ...chunks.flatMap((chunk) => chunk.items)];
  const loaded = listing.start + items.length;
  const total = chunks.at(-1)?.total ?? listing.total;
  const more = hasMore(loaded, total);
  const loading = fetcher.state !== 'idle';

  useEffect(() => {
    const chunk = fetcher.data?.listing;
    if (fetcher.state !== 'idle' || !chunk || chunk.start !== loaded || chunk.items.length === 0) return;
    setChunks((previous) => [...previous, chunk]);
    setFocusIndex(items.length);
    navigate(`${pathname}${pagedSearch(listing.baseQuery, pagesFor(loaded + chunk.items.length, listing.pageSize))}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [fetcher.data, fetcher.state, loaded, items.length, pathname, listing.baseQuery, listing.pageSize, navigate]);

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('li > article a')[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (category && !navigator.onLine) {
      notify({ type: 'warning', message: 'cart.notice.categoryOffline', action1: 'cart.notice.ok' });
      return;
    }
    if (!loading) fetcher.load(`${pathname}${pagedSearch(listing.baseQuery, nextPage(loaded, listing.pageSize), loaded)}`);
  }

  if (total === 0) return <p className="mt-6 rounded-2xl bg-sand-100 px-6 py-10 text-center text-lg text-navy-900">{emptyMessage}</p>;

  return (
    <div className="mt-6">
      <ul ref={listRef} className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6 ${wide ? 'lg:grid-cols-4' : ''}`}>
        {items.map((product, index) => (
          <li key={product.sku}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4">
        <p role="status" className="text-sm text-muted">
          {t('catalog.list.showing', { shown: loaded, total })}
        </p>
        {more ? (
          <Link
            to={`${pathname}${pagedSearch(listing.baseQuery, nextPage(loaded, listing.pageSize))}`}
            preventScrollReset
            onClick={loadMore}
            aria-disabled={loading || undefined}
            className={buttonClass('ghost', 'min-w-48')}
          >
            {loading ? t('catalog.list.loading') : t('catalog.list.loadMore')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
