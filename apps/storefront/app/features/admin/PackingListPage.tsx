import { useSearchParams } from 'react-router';
import { ListTable } from './AdminListPage';
import { AdminError } from './Notices';
import { useAdminRecord } from './use-admin-record';

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

const TOTAL_COLUMNS = [{ label: 'SKU' }, { label: 'Name' }, { label: 'Qty', numeric: true }];

function addressText(address: unknown): string {
  if (!address || typeof address !== 'object') return '';
  const a = address as Record<string, unknown>;
  const street = Array.isArray(a.street) ? a.street.join(', ') : String(a.street ?? '');
  return [street, a.city, a.region, a.postcode, a.telephone].filter((part) => part && typeof part !== 'object').join(', ');
}

/** What to pack for one delivery date, printable (the print stylesheet hides the controls). */
export function PackingListPage() {
  const [params, setParams] = useSearchParams();
  const { record: list, error } = useAdminRecord<PackingList>(`packing-list?${params.toString()}`);

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
      <AdminError message={error} />
      {list && (
        <>
          <h2>Totals</h2>
          <ListTable
            columns={TOTAL_COLUMNS}
            items={list.totals}
            row={(line) => (
              <tr key={line.sku}>
                <td>{line.sku}</td>
                <td>{line.name}</td>
                <td className="num">{line.qty}</td>
              </tr>
            )}
          />
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
