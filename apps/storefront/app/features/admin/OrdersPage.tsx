import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminCall, centsToText, type Page } from './admin-api';

interface OrderRow {
  id: number;
  increment_id: string;
  created_at: string;
  status: string;
  payment_state: string;
  store_code: string;
  customer_email: string;
  customer_name: string;
  delivery_date: string | null;
  grand_total_cents: number;
  currency_code: string;
  items_count: number;
}
const FILTERS = ['q', 'status', 'deliveryDate', 'store', 'paymentState'] as const;
const STATUSES = ['pending_payment', 'processing', 'packed', 'shipped', 'complete', 'canceled'];

/** Orders, filtered and paged by the API; the filters live in the URL query. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<Page<OrderRow> | null>(null);
  const [error, setError] = useState('');
  const query = params.toString();

  useEffect(() => {
    setError('');
    adminCall<Page<OrderRow>>('GET', `orders?${query}`)
      .then(setPage)
      .catch((failure: Error) => setError(failure.message));
  }, [query]);

  const filter = (event: FormEvent<HTMLFormElement>) => {
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

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <form className="admin-filters" role="search" onSubmit={filter} key={query}>
        <label>
          Search
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Number, e-mail, name" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">Any</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label>
          Delivery date
          <input name="deliveryDate" type="date" defaultValue={params.get('deliveryDate') ?? ''} />
        </label>
        <label>
          Store
          <input name="store" defaultValue={params.get('store') ?? ''} size={8} />
        </label>
        <label>
          Payment state
          <input name="paymentState" defaultValue={params.get('paymentState') ?? ''} size={10} />
        </label>
        <button type="submit" className="primary">
          Filter
        </button>
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {page && (
        <>
          <p role="status">{page.total} orders</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Delivery</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col">Store</th>
                <th scope="col" className="num">
                  Items
                </th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/admin/orders/${order.id}`}>#{order.increment_id}</Link>
                  </td>
                  <td>{order.created_at.slice(0, 16).replace('T', ' ')}</td>
                  <td>
                    {order.customer_name}
                    <br />
                    {order.customer_email}
                  </td>
                  <td>{order.delivery_date ?? '—'}</td>
                  <td data-testid="order-status">{order.status}</td>
                  <td>{order.payment_state}</td>
                  <td>{order.store_code}</td>
                  <td className="num">{order.items_count}</td>
                  <td className="num">{centsToText(order.grand_total_cents, order.currency_code)}</td>
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
