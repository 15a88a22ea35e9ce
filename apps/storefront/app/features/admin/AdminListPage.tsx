import { Fragment, useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import type { Page } from './admin-api';
import { Choices, type Choice } from './Field';
import { AdminError } from './Notices';
import { Pager } from './Pager';
import { useAdminList, type AdminList } from './use-admin-list';

/** A column: its label, or a label with how it aligns. */
export type ListColumn = string | { label: ReactNode; /** Right-aligned (amounts, counts). */ numeric?: boolean };

/** A right-aligned column (amounts, counts). */
export const numeric = (label: string): ListColumn => ({ label, numeric: true });

export interface ListTableProps<T> {
  items: readonly T[];
  columns: readonly ListColumn[];
  /** One <tr> per item. */
  row: (item: T, index: number) => ReactNode;
  caption?: ReactNode;
  /** The caption is for screen readers only. */
  captionHidden?: boolean;
  /** Said below the table when there are no items. */
  empty?: string;
  className?: string;
  tableRef?: Ref<HTMLTableElement>;
}

/** What a table's scroll region is called when it has no caption: its columns. */
const columnsText = (columns: readonly ListColumn[]) =>
  columns
    .map((column) => (typeof column === 'string' ? column : typeof column.label === 'string' ? column.label : ''))
    .filter(Boolean)
    .join(', ');

/**
 * A table of a list's items: caption, a header cell per column, a row per item. A table wider than the screen (a
 * phone) scrolls inside its own region, named by its caption (or its columns) and reachable by keyboard, never the page.
 */
export function ListTable<T>({ items, columns, row, caption, captionHidden, empty, className, tableRef }: ListTableProps<T>) {
  const captionId = useId();
  const named = caption !== undefined ? { 'aria-labelledby': captionId } : { 'aria-label': `Table: ${columnsText(columns)}` };
  return (
    <>
      <div className="admin-table-scroll" role="region" tabIndex={0} {...named}>
        <table ref={tableRef} className={className}>
          {caption !== undefined && (
            <caption id={captionId} className={captionHidden ? 'admin-visually-hidden' : 'admin-caption'}>
              {caption}
            </caption>
          )}
          <thead>
            <tr>
              {columns.map((column, index) => {
                const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
                return (
                  <th key={index} scope="col" className={numeric ? 'num' : undefined}>
                    {label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{items.map(row)}</tbody>
        </table>
      </div>
      {empty && items.length === 0 && <p>{empty}</p>}
    </>
  );
}

export interface ListFilters {
  /** The free-text search (`q` in the query), with this placeholder; none when absent. */
  searchHint?: string;
  /** The other query parameters the form sets (its controls' names); filtering starts again at page 1. */
  names?: readonly string[];
  controls?: ReactNode;
  submitLabel: string;
  /** After the submit button (a "Show all" link). */
  after?: ReactNode;
  /** A search landmark (role="search"); true unless the form only picks what to show. */
  landmark?: boolean;
  /** Besides the query, what the controls' initial values depend on (options that arrive later): the controls, not the search, start again when it changes. */
  resetKey?: string | number;
  onFilter?: () => void;
}

export type AdminListPageProps<T> = Omit<ListTableProps<T>, 'items' | 'caption'> & {
  /** The page's h1 (the section is labelled by it). */
  title: string;
  list: AdminList<T>;
  /** Between the title and the filters: links to new records, sub-navigation. */
  intro?: ReactNode;
  filters: ListFilters;
  /** Between the filters and the list: the page's own live regions. */
  notices?: ReactNode;
  /** The count line above the table ("12 orders"), or the item's name for one and for several ("1 coupon", "3 coupons"). */
  count: ((page: Page<T>) => string) | readonly [one: string, many: string];
  /** The count line is a status region; off where the page announces its own changes. */
  announceCount?: boolean;
  /** What the table shows, in which order; a search adds what it matched. */
  caption?: string | ((page: Page<T>) => ReactNode);
};

/** "Coupons by code, matching “10OFF”" while a search is on. */
function captionOf<T>(caption: AdminListPageProps<T>['caption'], page: Page<T>, search: string | null): ReactNode {
  if (typeof caption !== 'string') return caption?.(page);
  return search ? `${caption}, matching “${search}”` : caption;
}

function countText<T>(count: AdminListPageProps<T>['count'], page: Page<T>): string {
  return typeof count === 'function' ? count(page) : countOf(page.total, count[0], count[1]);
}

/**
 * A back-office list: a title, a filter form whose values go to the URL query, the API's error, the
 * count, the table of the current page and the pager. The page brings the filter controls and the rows.
 */
export function AdminListPage<T>({
  title,
  list,
  intro,
  filters,
  notices,
  count,
  announceCount = true,
  caption,
  ...table
}: AdminListPageProps<T>) {
  const { page, query, params } = list;
  const titleId = useId();
  const hasSearch = filters.searchHint !== undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filters.onFilter?.();
    list.filter(new FormData(event.currentTarget), [...(hasSearch ? ['q'] : []), ...(filters.names ?? [])]);
  };

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro}
      <form className="admin-filters" role={filters.landmark === false ? undefined : 'search'} onSubmit={submit} key={query}>
        {hasSearch && (
          <label>
            Search
            <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder={filters.searchHint} />
          </label>
        )}
        {/* Only the controls start again when their options arrive: a search being typed keeps its text. */}
        <Fragment key={filters.resetKey ?? 'controls'}>{filters.controls}</Fragment>
        <button type="submit" className="primary">
          {filters.submitLabel}
        </button>
        {filters.after}
      </form>
      {notices}
      <AdminError message={list.error} />
      {page && (
        <>
          <p role={announceCount ? 'status' : undefined}>{countText(count, page)}</p>
          <ListTable items={page.items} caption={captionOf(caption, page, hasSearch ? params.get('q') : null)} {...table} />
          <Pager page={page} onPage={list.goTo} />
        </>
      )}
    </section>
  );
}

/** A list searched by its text alone (`q`), read from `GET /api/admin/<path>`. */
export function SearchListPage<T>({
  path,
  searchHint,
  ...page
}: Omit<AdminListPageProps<T>, 'list' | 'filters'> & { path: string; searchHint: string }) {
  const list = useAdminList<T>(path);
  return <AdminListPage {...page} list={list} filters={{ searchHint, submitLabel: 'Search' }} />;
}

/** A link styled as a button to a page beside the list (a new record, a sub-page), for the list's intro. */
export function ListAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="admin-actions">
      <Link className="admin-button" to={to}>
        {children}
      </Link>
    </p>
  );
}

/** A labelled choice among a filter's options; `any` is the label of a first option that filters nothing. */
export function FilterSelect(props: { label: string; name: string; value: string; options: readonly Choice[]; any?: string }) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value}>
        {props.any !== undefined && <option value="">{props.any}</option>}
        <Choices choices={props.options} />
      </select>
    </label>
  );
}

/** "1 coupon", "3 coupons". */
export const countOf = (total: number, one: string, many: string) => (total === 1 ? `1 ${one}` : `${total} ${many}`);
