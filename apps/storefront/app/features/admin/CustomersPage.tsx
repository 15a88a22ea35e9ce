import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminCall, centsToText, type Page } from './admin-api';

export interface AdminCustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  store_id: number;
  website_id: number;
  store_code: string | null;
  created_at: string;
  orders_count: number;
  store_credit_cents: number;
}
interface StoreOption {
  storeCode: string;
  name: string;
}
const FILTERS = ['q', 'store'] as const;

/** The shop's stores for the filter (the public /api/stores list). */
function useStores(): StoreOption[] {
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    fetch('/api/stores', { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<{ result?: StoreOption[] }>)
      .then((body) => setStores(Array.isArray(body.result) ? body.result : []))
      .catch(() => setStores([]));
  }, []);
  return stores;
}

/** Customers, searched and paged by the API (managers and owners); the filters live in the URL query. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<Page<AdminCustomerRow> | null>(null);
  const [error, setError] = useState('');
  const stores = useStores();
  const query = params.toString();

  useEffect(() => {
    setError('');
    adminCall<Page<AdminCustomerRow>>('GET', `customers?${query}`)
      .then(setPage)
      .catch((failure: Error) => setError(failure.message));
  }, [query]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
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
  const store = params.get('store') ?? '';

  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title">Customers</h1>
      <form className="admin-filters" role="search" onSubmit={search} key={`${query}|${stores.length}`}>
        <label>
          Search
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="E-mail, name or id" />
        </label>
        <label>
          Store
          <select name="store" defaultValue={store}>
            <option value="">Any</option>
            {stores.map((option) => (
              <option key={option.storeCode} value={option.storeCode}>
                {option.name} ({option.storeCode})
              </option>
            ))}
            {store && !stores.some((option) => option.storeCode === store) && <option value={store}>{store}</option>}
          </select>
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
          <p role="status">{page.total === 1 ? '1 customer' : `${page.total} customers`}</p>
          <table>
            <caption className="admin-caption">
              Customers, newest first (page {page.page} of {pages})
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Store</th>
                <th scope="col">Registered</th>
                <th scope="col" className="num">
                  Orders
                </th>
                <th scope="col" className="num">
                  Store credit
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((customer) => (
                <tr key={customer.id}>
                  <td>
                    <Link to={`/admin/customers/${customer.id}`}>
                      {`${customer.firstname} ${customer.lastname}`.trim() || `Customer ${customer.id}`}
                    </Link>
                  </td>
                  <td>{customer.email}</td>
                  <td>{customer.store_code ?? `store ${customer.store_id}`}</td>
                  <td>{customer.created_at.slice(0, 10)}</td>
                  <td className="num">{customer.orders_count}</td>
                  <td className="num">{centsToText(customer.store_credit_cents)}</td>
                </tr>
              ))}
              {page.items.length === 0 && (
                <tr>
                  <td colSpan={6}>No customers match.</td>
                </tr>
              )}
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
