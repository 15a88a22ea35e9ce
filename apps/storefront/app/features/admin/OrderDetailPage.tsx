import { useState } from 'react';
import { Link } from 'react-router';
import { adminCall, centsToText, failureText } from './admin-api';
import { ListTable } from './AdminListPage';
import { AdminError, Loading } from './Notices';
import { OrderDialog } from './OrderDialog';
import { useAdminRecord } from './use-admin-record';

interface OrderItem {
  id: number;
  sku: string;
  name: string;
  qty: number;
  qty_refunded: number;
  row_total_cents?: number;
}
interface AdminOrder {
  id: number;
  increment_id: string;
  status: string;
  payment_state?: string;
  customer_email: string;
  customer_name?: string;
  delivery_date: string | null;
  currency_code?: string;
  items: OrderItem[];
  shipments: Array<{ carrier: string; track_number: string; shipped_at?: string; created_at?: string }>;
  history: Array<{ status: string; note?: string | null; created_at: string }>;
  paid_cents: number;
  refunded_cents: number;
  refundable_cents: number;
  may_refund: boolean;
  allowed: string[];
}
type DialogName = 'ship' | 'cancel' | 'refund' | null;
const ITEM_COLUMNS = [{ label: 'SKU' }, { label: 'Name' }, { label: 'Ordered', numeric: true }, { label: 'Refunded', numeric: true }];
const STATUS_LABELS: Record<string, string> = { processing: 'Back to processing', packed: 'Mark packed', complete: 'Complete' };

/** One order with the workflow moves this staff member may make now (`allowed` from the API). */
export function OrderDetailPage({ id }: { id: string }) {
  const { record: order, setRecord: setOrder, error: loadError } = useAdminRecord<AdminOrder>(`orders/${id}`);
  const [error, setError] = useState('');
  const [dialog, setDialog] = useState<DialogName>(null);

  const act = async (path: string, body: unknown) => {
    setError('');
    const answer = await adminCall<AdminOrder>('POST', `orders/${id}/${path}`, { body });
    if (!answer.ok) return setError(failureText(answer.error));
    setOrder(answer.data);
    setDialog(null);
  };

  if (!order) return <Loading error={loadError} />;
  const currency = order.currency_code ?? 'USD';
  const refundLines = (form: FormData) =>
    order.items.map((item) => ({ orderItemId: item.id, qty: Number(form.get(`qty-${item.id}`) ?? 0) })).filter((line) => line.qty > 0);

  return (
    <section aria-labelledby="order-title">
      <p className="no-print">
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1 id="order-title">Order #{order.increment_id}</h1>
      <p>
        Status: <strong data-testid="admin-order-status">{order.status}</strong> · Payment: {order.payment_state ?? '—'} · Delivery:{' '}
        {order.delivery_date ?? '—'} · {order.customer_name} {order.customer_email}
      </p>
      <p>
        Paid {centsToText(order.paid_cents, currency)} · refunded {centsToText(order.refunded_cents, currency)} · refundable{' '}
        {centsToText(order.refundable_cents, currency)}
      </p>
      <AdminError message={error} />
      <div className="admin-actions">
        {order.allowed
          .filter((status) => status in STATUS_LABELS)
          .map((status) => (
            <button key={status} type="button" onClick={() => void act('status', { status })}>
              {STATUS_LABELS[status]}
            </button>
          ))}
        {order.allowed.includes('shipped') && (
          <button type="button" className="primary" onClick={() => setDialog('ship')}>
            Ship…
          </button>
        )}
        {order.allowed.includes('canceled') && (
          <button type="button" onClick={() => setDialog('cancel')}>
            Cancel order…
          </button>
        )}
        {order.may_refund && (
          <button type="button" onClick={() => setDialog('refund')}>
            Refund…
          </button>
        )}
      </div>
      <h2>Items</h2>
      <ListTable
        columns={ITEM_COLUMNS}
        items={order.items}
        row={(item) => (
          <tr key={item.id}>
            <td>{item.sku}</td>
            <td>{item.name}</td>
            <td className="num">{item.qty}</td>
            <td className="num">{item.qty_refunded}</td>
          </tr>
        )}
      />
      {order.shipments.length > 0 && (
        <>
          <h2>Shipments</h2>
          <ul>
            {order.shipments.map((shipment) => (
              <li key={shipment.track_number}>
                {shipment.carrier} {shipment.track_number}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>History</h2>
      <ul>
        {order.history.map((entry, index) => (
          <li key={index}>
            {entry.created_at.slice(0, 16).replace('T', ' ')} {entry.status} {entry.note ?? ''}
          </li>
        ))}
      </ul>

      <OrderDialog
        title="Ship order"
        open={dialog === 'ship'}
        onClose={() => setDialog(null)}
        submitLabel="Ship"
        onSubmit={(form) => void act('ship', { carrier: form.get('carrier'), trackingNumber: form.get('trackingNumber') })}
      >
        <label>
          Carrier
          <input name="carrier" required />
        </label>
        <label>
          Tracking number
          <input name="trackingNumber" required />
        </label>
      </OrderDialog>
      <OrderDialog
        title="Cancel order"
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        submitLabel="Cancel the order"
        onSubmit={(form) => void act('cancel', { reason: form.get('reason') })}
      >
        <p>Every line goes back into stock and the payment is voided or refunded.</p>
        <label>
          Reason
          <input name="reason" required />
        </label>
      </OrderDialog>
      <OrderDialog
        title="Refund"
        open={dialog === 'refund'}
        onClose={() => setDialog(null)}
        submitLabel="Refund"
        onSubmit={(form) => {
          const lines = refundLines(form);
          void act('refund', {
            ...(lines.length > 0 ? { lines } : {}),
            to: form.get('to'),
            reason: form.get('reason'),
          });
        }}
      >
        <p>Leave every quantity at 0 to refund the whole order.</p>
        {order.items.map((item) => (
          <label key={item.id}>
            {item.name} ({item.sku}) units
            <input name={`qty-${item.id}`} type="number" min={0} max={item.qty - item.qty_refunded} defaultValue={0} />
          </label>
        ))}
        <label>
          Refund to
          <select name="to" defaultValue="original">
            <option value="original">Original payment</option>
            <option value="store_credit">Store credit</option>
          </select>
        </label>
        <label>
          Reason
          <input name="reason" required />
        </label>
      </OrderDialog>
    </section>
  );
}
