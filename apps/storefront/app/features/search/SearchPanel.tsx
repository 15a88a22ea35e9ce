import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Form, Link, useFetcher, useNavigate } from 'react-router';
import { Price } from '~/features/product';
import { useT } from '~/i18n/useT';
import type { Translate } from '~/i18n/translate';
import { Dialog } from '~/ui/Dialog';
import { SearchIcon } from '~/ui/icons';
import { escapeAction, moveActive, NO_OPTION, optionId, suggestionHrefs } from './combobox';
import type { SearchPageData } from './types';

const MIN_LENGTH = 3;
const DEBOUNCE_MS = 200;

interface SearchPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The active option belongs to one set of results: new results start again with none active. */
interface ActiveOption {
  results: SearchPageData | null;
  index: number;
}

const NONE: ActiveOption = { results: null, index: NO_OPTION };

/** As-you-type results for a query: loaded (debounced) through the /search route's data from MIN_LENGTH characters. */
function useSuggestions(query: string) {
  const fetcher = useFetcher<SearchPageData>();
  const load = fetcher.load;
  const term = query.replace(/\s+/g, ' ').trim();
  const searchable = term.length >= MIN_LENGTH;
  useEffect(() => {
    if (term.length < MIN_LENGTH) return;
    const timer = setTimeout(() => load(`/search?${new URLSearchParams({ q: term, preview: '1' })}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, load]);
  const results = searchable && fetcher.data && fetcher.data.query ? fetcher.data : null;
  const loading = searchable && (fetcher.state !== 'idle' || fetcher.data?.query !== term);
  return { term, searchable, results, loading };
}

/** What the status line under the field says: too short, loading, nothing found, or how many were found. */
function statusMessage(t: Translate, { term, searchable, results, loading }: ReturnType<typeof useSuggestions>): string {
  if (term.length === 0) return '';
  if (!searchable) return t('search.minLength');
  if (loading && !results) return t('search.loading');
  if (!results) return '';
  if (results.listing.total === 0 && results.categories.length === 0) return t('search.noResults', { query: results.query });
  const count = results.listing.total;
  return t(count === 1 ? 'search.resultCount.one' : 'search.resultCount.other', { count });
}

interface ComboboxState {
  hrefs: string[];
  results: SearchPageData | null;
  expanded: boolean;
  activeIndex: number;
}

interface ComboboxActions {
  setCollapsed: (collapsed: boolean) => void;
  setActive: (active: ActiveOption) => void;
  navigate: (href: string) => void;
  closeDialog: () => void;
}

/** The combobox's keys: the arrows move the active option, Enter opens it, Escape collapses, then closes. */
function comboboxKeys({ hrefs, results, expanded, activeIndex }: ComboboxState, actions: ComboboxActions) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (hrefs.length === 0) return;
        event.preventDefault();
        // Alt+ArrowDown only opens the popup; otherwise the active option moves (and wraps).
        const index = event.altKey ? activeIndex : moveActive(activeIndex, hrefs.length, event.key === 'ArrowDown' ? 'next' : 'previous');
        actions.setCollapsed(false);
        actions.setActive({ results, index });
        return;
      }
      case 'Enter': {
        // With no active option the form submits: the full results page.
        if (activeIndex === NO_OPTION) return;
        event.preventDefault();
        actions.navigate(hrefs[activeIndex]);
        return;
      }
      case 'Escape': {
        // Handled here so the dialog does not close while the popup is open.
        event.preventDefault();
        if (escapeAction(expanded) === 'collapse') {
          actions.setCollapsed(true);
          actions.setActive(NONE);
        } else actions.closeDialog();
        return;
      }
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // The caret moves in the input again, so no option stays active.
        if (activeIndex !== NO_OPTION) actions.setActive(NONE);
        return;
    }
  };
}

/**
 * The search panel: a modal dialog around a combobox (WAI-ARIA 1.2, listbox popup, list
 * autocomplete). From 3 characters it shows as-you-type suggestions (debounced, loaded through
 * the /search route's data): up to 6 products and the matching categories as options of one
 * listbox, and a link to all results. Focus stays in the input; ArrowDown/ArrowUp move the
 * active option (wrapping), Enter opens it or, with none active, submits the full search.
 * Escape closes the popup, then the dialog; the close button and
 * a click outside close it too, and focus goes back to the opener.
 */
export default function SearchPanel({ open, onClose }: SearchPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState(false);
  const [active, setActive] = useState<ActiveOption>(NONE);
  const suggestions = useSuggestions(query);
  const { term, results, loading } = suggestions;
  const hrefs = results ? suggestionHrefs(results) : [];
  const expanded = !collapsed && hrefs.length > 0;
  const activeIndex = expanded && active.results === results && active.index < hrefs.length ? active.index : NO_OPTION;
  const activeId = activeIndex === NO_OPTION ? undefined : optionId(listboxId, activeIndex);

  // The dialog opened in its own effect (a child's runs first); the shopper starts typing at once.
  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [open]);

  // The active option may be below the fold of a short (phone) screen.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function handleClose() {
    setCollapsed(false);
    setActive(NONE);
    onClose();
  }

  function changeQuery(value: string) {
    setQuery(value);
    setCollapsed(false);
    setActive(NONE);
  }

  const onKeyDown = comboboxKeys(
    { hrefs, results, expanded, activeIndex },
    { setCollapsed, setActive, navigate: (href) => void navigate(href), closeDialog: () => dialogRef.current?.close() },
  );
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      dialogRef={dialogRef}
      title={t('search.title')}
      closeLabel={t('search.close')}
      className="fixed inset-x-0 top-0 m-0 max-h-dvh w-full max-w-none overflow-y-auto border-0"
      bodyClassName="mx-auto w-full max-w-3xl px-4 pt-4 pb-6 sm:px-6 sm:pt-6"
    >
      <ComboboxForm
        inputRef={inputRef}
        query={query}
        onQuery={changeQuery}
        onKeyDown={onKeyDown}
        combobox={{ expanded, listboxId, activeId, statusId }}
      />
      <p id={statusId} role="status" className="mt-3 min-h-6 text-sm text-muted">
        {statusMessage(t, suggestions)}
      </p>
      <Suggestions
        id={listboxId}
        results={expanded ? results : null}
        activeIndex={activeIndex}
        busy={loading}
        label={t('search.suggestions')}
      />
      {expanded && results && results.listing.total > 0 ? <SeeAllLink term={term} results={results} /> : null}
    </Dialog>
  );
}

interface ComboboxFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQuery: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  combobox: { expanded: boolean; listboxId: string; activeId: string | undefined; statusId: string };
}

/** The panel's GET form to /search around the combobox input (submitting it opens the full results). */
function ComboboxForm({ inputRef, query, onQuery, onKeyDown, combobox }: ComboboxFormProps) {
  const t = useT();
  const inputId = useId();
  return (
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
          role="combobox"
          aria-expanded={combobox.expanded}
          aria-controls={combobox.listboxId}
          aria-autocomplete="list"
          aria-activedescendant={combobox.activeId}
          aria-describedby={combobox.statusId}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full rounded-full border border-navy-900/30 bg-white pr-4 pl-11 text-base text-navy-900 placeholder:text-muted"
        />
      </div>
    </Form>
  );
}

/** The link to the full results page under the suggestions. */
function SeeAllLink({ term, results }: { term: string; results: SearchPageData }) {
  const t = useT();
  return (
    <p className="mt-5">
      <Link
        to={`/search?${new URLSearchParams({ q: term })}`}
        className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-4"
      >
        {results.listing.total > results.listing.items.length
          ? t('search.seeAllCount', { count: results.listing.total })
          : t('search.seeAll')}
      </Link>
    </p>
  );
}

interface SuggestionsProps {
  id: string;
  /** The results to offer, or null while the popup is collapsed (the listbox stays, hidden, for aria-controls). */
  results: SearchPageData | null;
  activeIndex: number;
  busy: boolean;
  label: string;
}

/** The active option: the input keeps focus, so the option shows the same ring a focused control would. */
const OPTION_ACTIVE = 'aria-selected:bg-sand-100 aria-selected:outline-3 aria-selected:outline-offset-0 aria-selected:outline-navy-900';

/**
 * The popup: one listbox with a group of products and a group of categories. Options are links
 * (role="option", out of the tab order), so a click or a middle-click behaves like any link.
 */
function Suggestions({ id, results, activeIndex, busy, label }: SuggestionsProps) {
  const t = useT();
  const productsLabelId = `${id}-products`;
  const categoriesLabelId = `${id}-categories`;
  const products = results?.listing.items ?? [];
  const categories = results?.categories ?? [];
  // An option is a link out of the tab order, selected while the arrow keys rest on it; categories follow products.
  const option = (index: number) => ({ id: optionId(id, index), role: 'option', 'aria-selected': index === activeIndex, tabIndex: -1 });
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      aria-busy={results && busy ? true : undefined}
      hidden={!results}
      className={busy ? 'opacity-70' : ''}
    >
      {products.length > 0 ? (
        <div role="group" aria-labelledby={productsLabelId} className="mt-2 grid gap-1">
          <div role="presentation" id={productsLabelId} className={GROUP_LABEL}>
            {t('search.products')}
          </div>
          {products.map((product, index) => (
            <Link
              key={product.sku}
              {...option(index)}
              to={product.href}
              className={`flex min-h-12 items-center gap-3 rounded-xl p-2 hover:bg-sand-100 ${OPTION_ACTIVE}`}
            >
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
          ))}
        </div>
      ) : null}
      {categories.length > 0 ? (
        <div role="group" aria-labelledby={categoriesLabelId} className="mt-4 flex flex-wrap gap-2">
          <div role="presentation" id={categoriesLabelId} className={`w-full ${GROUP_LABEL}`}>
            {t('search.categories')}
          </div>
          {categories.map((category, index) => (
            <Link
              key={category.id}
              {...option(products.length + index)}
              to={category.href}
              className={`inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-navy-900/15 hover:bg-sand-100 ${OPTION_ACTIVE}`}
            >
              {category.name}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}

const GROUP_LABEL = 'font-sans text-xs font-semibold tracking-wider text-muted uppercase';
