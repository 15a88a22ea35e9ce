import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminCall, type Page } from './admin-api';
import { ContentNav } from './ContentNav';
import { contentKind, type ContentRow } from './content-kinds';
import { useStores } from './use-stores';

const SLOTS = ['main', 'small', 'product', 'head'];

/** One content list (pages, blocks, banners or blog posts), searched and paged by the API; filters in the URL. */
export function ContentListPage({ kindPath }: { kindPath: string }) {
  const kind = contentKind(kindPath);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<Page<ContentRow> | null>(null);
  const [error, setError] = useState('');
  const stores = useStores(Boolean(kind?.filters.includes('store')));
  const query = params.toString();

  useEffect(() => {
    if (!kind) return;
    setError('');
    adminCall<Page<ContentRow>>('GET', `${kind.api}?${query}`)
      .then(setPage)
      .catch((failure: Error) => setError(failure.message));
  }, [kind, query]);

  if (!kind)
    return (
      <p role="alert" className="admin-error">
        There is no such content list.
      </p>
    );

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', ...kind.filters]) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const goTo = (number: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(number));
    setParams(next);
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const base = `/admin/content/${kind.path}`;

  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title">Content</h1>
      <ContentNav />
      <div className="admin-actions">
        <h2 style={{ margin: 0 }}>{kind.title}</h2>
        <Link to={`${base}/new`} className="admin-button">
          New {kind.singular}
        </Link>
      </div>
      <form className="admin-filters" role="search" onSubmit={filter} key={query}>
        <label>
          Search
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder={kind.searchHint} />
        </label>
        {kind.filters.includes('store') && (
          <label>
            Store
            <select name="store" defaultValue={params.get('store') ?? ''}>
              <option value="">Any</option>
              {stores.map((store) => (
                <option key={store.code} value={store.code}>
                  {store.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind.filters.includes('slot') && (
          <label>
            Slot
            <select name="slot" defaultValue={params.get('slot') ?? ''}>
              <option value="">Any</option>
              {SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {page && (
        <>
          <p role="status">{page.total} found</p>
          <table className="admin-content-table">
            <caption className="admin-sr-only">
              {kind.title}, page {page.page} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">{kind.linkColumn.label}</th>
                {kind.columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`${base}/${row.id}`}>{kind.linkColumn.value(row) || `#${row.id}`}</Link>
                  </th>
                  {kind.columns.map((column) => (
                    <td key={column.label} className={column.numeric ? 'num' : undefined}>
                      {column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Pages" className="admin-actions">
            <button type="button" disabled={page.page <= 1} onClick={() => goTo(page.page - 1)}>
              Previous
            </button>
            <span>
              Page {page.page} of {pages}
            </span>
            <button type="button" disabled={page.page >= pages} onClick={() => goTo(page.page + 1)}>
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
