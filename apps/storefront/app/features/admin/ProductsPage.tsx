import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminCall, centsToText, type Page } from './admin-api';

export interface AdminProduct {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  price_cents: number;
  special_price_cents: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  qty: number;
  is_in_stock: number | boolean;
  status: number;
  visibility: number;
}

/** Products, searched and paged by the API (managers and owners). */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<Page<AdminProduct> | null>(null);
  const [error, setError] = useState('');
  const query = params.toString();

  useEffect(() => {
    adminCall<Page<AdminProduct>>('GET', `products?${query}`)
      .then(setPage)
      .catch((failure: Error) => setError(failure.message));
  }, [query]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(q ? { q } : {});
  };
  const goTo = (number: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(number));
    setParams(next);
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">Products</h1>
      <form className="admin-filters" role="search" onSubmit={search} key={query}>
        <label>
          Search
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="SKU or name" />
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
          <p role="status">{page.total} products</p>
          <table>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Special
                </th>
                <th scope="col" className="num">
                  Stock
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((product) => (
                <tr key={product.id}>
                  <td>
                    <Link to={`/admin/products/${encodeURIComponent(product.sku)}`}>{product.sku}</Link>
                  </td>
                  <td>{product.name}</td>
                  <td>{product.type_id}</td>
                  <td className="num">{centsToText(product.price_cents)}</td>
                  <td className="num">{product.special_price_cents === null ? '—' : centsToText(product.special_price_cents)}</td>
                  <td className="num">{product.qty}</td>
                  <td>{product.status === 1 ? 'Enabled' : 'Disabled'}</td>
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
