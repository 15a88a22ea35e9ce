import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { Price } from '~/features/product/Price';
import { useT } from '~/i18n/useT';
import { CloseIcon, SearchIcon } from '~/ui/icons';
import type { SearchPageData } from './types';

const MIN_LENGTH = 3;
const DEBOUNCE_MS = 200;
const ITEM_SELECTOR = '[data-search-item]';

interface SearchPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The search panel: a modal dialog with a labelled search input. From 3 characters it shows
 * as-you-type results (debounced, loaded through the /search route's data), up to 6 products
 * and the matching categories, with a link to all results. Escape (or the close button, or a
 * click outside) closes it; Tab and the arrow keys move through the results.
 */
export default function SearchPanel({ open, onClose }: SearchPanelProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const fetcher = useFetcher<SearchPageData>();
  const load = fetcher.load;
  const term = query.replace(/\s+/g, ' ').trim();
  const searchable = term.length >= MIN_LENGTH;
  const results = searchable && fetcher.data && fetcher.data.query ? fetcher.data : null;
  const loading = searchable && (fetcher.state !== 'idle' || fetcher.data?.query !== term);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useCloseOnNavigation(dialogRef);

  useEffect(() => {
    if (term.length < MIN_LENGTH) return;
    const timer = setTimeout(() => load(`/search?${new URLSearchParams({ q: term, preview: '1' })}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, load]);

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  function handleKeys(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape closes at once, even from a filled search input (which would otherwise only clear itself).
    if (event.key === 'Escape') {
      event.preventDefault();
      dialogRef.current?.close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index === -1 && document.activeElement !== inputRef.current) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(index + 1, items.length - 1) : index - 1;
    if (next < 0) inputRef.current?.focus();
    else items[next]?.focus();
  }

  const allHref = `/search?${new URLSearchParams({ q: term })}`;
  const status = statusMessage();

  function statusMessage(): string {
    if (term.length === 0) return '';
    if (!searchable) return t('search.minLength');
    if (loading && !results) return t('search.loading');
    if (!results) return '';
    if (results.listing.total === 0 && results.categories.length === 0) return t('search.noResults', { query: results.query });
    const count = results.listing.total;
    return t(count === 1 ? 'search.resultCount.one' : 'search.resultCount.other', { count });
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={handleBackdropClick}
      onKeyDown={handleKeys}
      className="fixed inset-x-0 top-0 m-0 max-h-dvh w-full max-w-none overflow-y-auto border-0 bg-sand-50 p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="mx-auto w-full max-w-3xl px-4 pt-4 pb-6 sm:px-6 sm:pt-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold">
            {t('search.title')}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-900/8"
            aria-label={t('search.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <Form method="get" action="/search" role="search" className="mt-3">
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={statusId}
              className="min-h-12 w-full rounded-full border border-navy-900/30 bg-white pr-4 pl-11 text-base text-navy-900 placeholder:text-muted"
            />
          </div>
        </Form>
        <p id={statusId} role="status" className="mt-3 min-h-6 text-sm text-muted">
          {status}
        </p>
        {results ? <PanelResults results={results} allHref={allHref} busy={loading} /> : null}
      </div>
    </dialog>
  );
}

/** Closes the dialog when the location changes (a result, a category or "See all" was followed). */
function useCloseOnNavigation(dialogRef: RefObject<HTMLDialogElement | null>) {
  const location = useLocation();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key !== first.current) dialogRef.current?.close();
    first.current = location.key;
  }, [location.key, dialogRef]);
}

function PanelResults({ results, allHref, busy }: { results: SearchPageData; allHref: string; busy: boolean }) {
  const t = useT();
  const { listing, categories } = results;
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-70' : ''}>
      {listing.items.length > 0 ? (
        <section aria-labelledby="search-panel-products" className="mt-2">
          <h3 id="search-panel-products" className="font-sans text-xs font-semibold tracking-wider text-muted uppercase">
            {t('search.products')}
          </h3>
          <ul className="mt-2 grid gap-1">
            {listing.items.map((product) => (
              <li key={product.sku}>
                <Link data-search-item to={product.href} className="flex min-h-12 items-center gap-3 rounded-xl p-2 hover:bg-sand-100">
                  {product.image ? (
                    <img
                      src={product.image}
                      alt=""
                      width={64}
                      height={64}
                      className="size-12 shrink-0 rounded-lg bg-white object-cover sm:size-16"
                    />
                  ) : (
                    <span className="size-12 shrink-0 rounded-lg bg-sand-100 sm:size-16" />
                  )}
                  <span className="flex-1 font-medium">{product.name}</span>
                  <Price price={product.price} regularPrice={product.regularPrice} className="shrink-0 text-right text-sm" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="search-panel-categories" className="mt-4">
          <h3 id="search-panel-categories" className="font-sans text-xs font-semibold tracking-wider text-muted uppercase">
            {t('search.categories')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  data-search-item
                  to={category.href}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-navy-900/15 hover:bg-sand-100"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {listing.total > 0 ? (
        <p className="mt-5">
          <Link
            data-search-item
            to={allHref}
            className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-4"
          >
            {listing.total > listing.items.length ? t('search.seeAllCount', { count: listing.total }) : t('search.seeAll')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
