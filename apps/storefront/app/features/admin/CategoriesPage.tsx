import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { CategoryRow } from './category-form';
import { Pager } from './Pager';
import { useAdminList } from './use-admin-list';

const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');

/**
 * Categories as an indented tree (each after its parent, siblings by position), searched and paged
 * by the API (managers and owners). A search shows the matches in tree order with their parent.
 */
export function CategoriesPage() {
  const { params, query, page, error, goTo, filter } = useAdminList<CategoryRow>('categories');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter(new FormData(event.currentTarget), ['q']);
  };
  const q = params.get('q') ?? '';

  return (
    <section aria-labelledby="categories-title">
      <h1 id="categories-title">Categories</h1>
      <form className="admin-filters" role="search" onSubmit={search} key={query}>
        <label>
          Search
          <input name="q" type="search" defaultValue={q} placeholder="Name, URL key or id" />
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
          <p role="status">{page.total === 1 ? '1 category' : `${page.total} categories`}</p>
          <table>
            <caption className="admin-caption">Categories in menu order{q ? `, matching “${q}”` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  Level
                </th>
                <th scope="col">Parent</th>
                <th scope="col">URL path</th>
                <th scope="col" className="num">
                  Position
                </th>
                <th scope="col" className="num">
                  Products
                </th>
                <th scope="col">Active</th>
                <th scope="col">In menu</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((category) => (
                <tr key={category.id}>
                  <th scope="row" className="admin-tree-name" style={{ paddingLeft: `${8 + Math.max(0, category.level - 1) * 20}px` }}>
                    {category.level > 1 && <span aria-hidden="true">└ </span>}
                    <Link to={`/admin/categories/${category.id}`}>{category.name}</Link> <span className="admin-hint">#{category.id}</span>
                  </th>
                  <td className="num">{category.level}</td>
                  <td>{category.parent_name ?? '—'}</td>
                  <td>{category.url_path}</td>
                  <td className="num">{category.position}</td>
                  <td className="num">{category.product_count}</td>
                  <td>{yesNo(category.is_active)}</td>
                  <td>{yesNo(category.include_in_menu)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.items.length === 0 && <p>No categories found.</p>}
          <Pager page={page} onPage={goTo} />
        </>
      )}
    </section>
  );
}
