import { Link } from 'react-router';
import { centsToText } from './admin-api';
import { AdminListPage, FilterSelect, numeric } from './AdminListPage';
import { useAdminList } from './use-admin-list';
import type { AdminOrderRow as OrderRow } from '@shoreline/domain/wire/admin-orders';
import { ORDER_STATUSES } from '@shoreline/domain/forms/admin';

const FILTERS = ['status', 'deliveryDate', 'store', 'paymentState'] as const;
const STATUSES = ORDER_STATUSES.map((status) => ({
  value: status,
  label: status,
}));
const COLUMNS = ['Order', 'Placed', 'Customer', 'Delivery', 'Status', 'Payment', 'Store', numeric('Items'), numeric('Total')];

/** Orders, filtered and paged by the API; the filters live in the URL query. */
export function OrdersPage() {
  const list = useAdminList<OrderRow>('orders');
  const { params } = list;

  return (
    <AdminListPage
      title="Orders"
      list={list}
      filters={{
        searchHint: 'Number, e-mail, name',
        names: FILTERS,
        submitLabel: 'Filter',
        controls: (
          <>
            <FilterSelect label="Status" name="status" value={params.get('status') ?? ''} options={STATUSES} any="Any" />
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
          </>
        ),
      }}
      count={(page) => `${page.total} orders`}
      columns={COLUMNS}
      row={(order) => (
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
      )}
    />
  );
}
