import { shopMomentText } from '@shoreline/domain/shop-time';
import { Link } from 'react-router';
import { centsToText } from './admin-api';
import { AdminListPage, FilterSelect, numeric } from './AdminListPage';
import { useAdminList } from './use-admin-list';
import type { AdminOrderRow as OrderRow } from '@shoreline/domain/wire/admin-orders';
import { ORDER_STATUSES, PAYMENT_STATES, paymentStateText } from '@shoreline/domain/forms/admin';
import { useStores } from './use-stores';

const FILTERS = ['status', 'deliveryDate', 'store', 'paymentState'] as const;
const STATUSES = ORDER_STATUSES.map((status) => ({ value: status, label: status }));
const PAYMENT_STATE_CHOICES = PAYMENT_STATES.map((state) => ({ value: state, label: paymentStateText(state) }));
const COLUMNS = ['Order', 'Placed', 'Customer', 'Delivery', 'Status', 'Payment', 'Store', numeric('Items'), numeric('Total')];

/** Orders, filtered and paged by the API; the filters live in the URL query. */
export function OrdersPage() {
  const list = useAdminList<OrderRow>('orders');
  const { params } = list;
  const chosenStore = params.get('store') ?? '';
  const stores = useStores();
  // Views of one website share a name ("Shoreline"): the code tells them apart.
  const storeChoices = stores.length
    ? stores.map((store) => ({ value: store.code, label: `${store.name} (${store.code})` }))
    : chosenStore
      ? [{ value: chosenStore, label: chosenStore }]
      : [];

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
            <FilterSelect key={storeChoices.length} label="Store" name="store" value={chosenStore} options={storeChoices} any="Any" />
            <FilterSelect
              label="Payment state"
              name="paymentState"
              value={params.get('paymentState') ?? ''}
              options={PAYMENT_STATE_CHOICES}
              any="Any"
            />
          </>
        ),
      }}
      count={['order', 'orders']}
      columns={COLUMNS}
      row={(order) => (
        <tr key={order.id}>
          <td>
            <Link to={`/admin/orders/${order.id}`}>#{order.increment_id}</Link>
          </td>
          <td>{shopMomentText(order.created_at)}</td>
          <td>
            {order.customer_name}
            <br />
            {order.customer_email}
          </td>
          <td>{order.delivery_date ?? '—'}</td>
          <td data-testid="order-status">{order.status}</td>
          <td>{paymentStateText(order.payment_state)}</td>
          <td>{order.store_code}</td>
          <td className="num">{order.items_count}</td>
          <td className="num">{centsToText(order.grand_total_cents, order.currency_code)}</td>
        </tr>
      )}
    />
  );
}
