import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCall } from './admin-api';

interface PackingList {
  date: string;
  orders: Array<{
    id: number;
    increment_id: string;
    customer_name: string;
    shipping_address: unknown;
    shipping_description: string | null;
    items: Array<{ sku: string; name: string; qty: number; options?: unknown }>;
  }>;
  totals: Array<{ sku: string; name: string; qty: number }>;
}

function addressText(address: unknown): string {
  if (!address || typeof address !== 'object') return '';
  const a = address as Record<string, unknown>;
  const street = Array.isArray(a.street) ? a.street.join(', ') : String(a.street ?? '');
  return [street, a.city, a.region, a.postcode, a.telephone].filter((part) => part && typeof part !== 'object').join(', ');
}

/** What to pack for one delivery date, printable (the print stylesheet hides the controls). */
export function PackingListPage() {
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState<PackingList | null>(null);
  const [error, setError] = useState('');
  const query = params.toString();

  useEffect(() => {
    adminCall<PackingList>('GET', `packing-list?${query}`)
      .then(setList)
      .catch((failure: Error) => setError(failure.message));
  }, [query]);

  return (
    <section aria-labelledby="packing-title">
      <h1 id="packing-title">Packing list {list ? `for ${list.date}` : ''}</h1>
      <div className="admin-filters no-print">
        <label>
          Delivery date
          <input
            type="date"
            value={params.get('date') ?? list?.date ?? ''}
            onChange={(event) => setParams(event.target.value ? { date: event.target.value } : {})}
          />
        </label>
        <button type="button" className="primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {list && (
        <>
          <h2>Totals</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  Qty
                </th>
              </tr>
            </thead>
            <tbody>
              {list.totals.map((line) => (
                <tr key={line.sku}>
                  <td>{line.sku}</td>
                  <td>{line.name}</td>
                  <td className="num">{line.qty}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>Orders ({list.orders.length})</h2>
          {list.orders.map((order) => (
            <div key={order.id} className="packing-order">
              <h3>
                #{order.increment_id} — {order.customer_name}
              </h3>
              <p>
                {addressText(order.shipping_address)} {order.shipping_description ? `· ${order.shipping_description}` : ''}
              </p>
              <ul>
                {order.items.map((item, index) => (
                  <li key={index}>
                    {item.qty} × {item.name} ({item.sku})
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
