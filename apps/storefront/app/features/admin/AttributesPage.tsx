import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { AttributeRow } from './category-form';
import { Pager } from './Pager';
import { useAdminList } from './use-admin-list';

const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');

/** Attributes by position, searched (code or label) and paged by the API (managers and owners). */
export function AttributesPage() {
  const { params, query, page, error, goTo, filter } = useAdminList<AttributeRow>('attributes');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter(new FormData(event.currentTarget), ['q']);
  };
  const q = params.get('q') ?? '';

  return (
    <section aria-labelledby="attributes-title">
      <h1 id="attributes-title">Attributes</h1>
      <form className="admin-filters" role="search" onSubmit={search} key={query}>
        <label>
          Search
          <input name="q" type="search" defaultValue={q} placeholder="Code or label" />
        </label>
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
          <p role="status">{page.total === 1 ? '1 attribute' : `${page.total} attributes`}</p>
          <table>
            <caption className="admin-caption">Attributes by position{q ? `, matching “${q}”` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Label</th>
                <th scope="col">Input</th>
                <th scope="col">Filterable</th>
                <th scope="col">Visible</th>
                <th scope="col">Comparable</th>
                <th scope="col" className="num">
                  Position
                </th>
                <th scope="col" className="num">
                  Options
                </th>
                <th scope="col" className="num">
                  Products
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((attribute) => (
                <tr key={attribute.attribute_id}>
                  <th scope="row" className="admin-tree-name">
                    <Link to={`/admin/attributes/${encodeURIComponent(attribute.attribute_code)}`}>{attribute.attribute_code}</Link>
                  </th>
                  <td>{attribute.frontend_label}</td>
                  <td>{attribute.frontend_input}</td>
                  <td>{yesNo(attribute.is_filterable)}</td>
                  <td>{yesNo(attribute.is_visible)}</td>
                  <td>{yesNo(attribute.is_comparable)}</td>
                  <td className="num">{attribute.position}</td>
                  <td className="num">{attribute.options_count ?? 0}</td>
                  <td className="num">{attribute.product_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.items.length === 0 && <p>No attributes found.</p>}
          <Pager page={page} onPage={goTo} />
        </>
      )}
    </section>
  );
}
