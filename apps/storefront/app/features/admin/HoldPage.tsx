import { shopMomentText } from '@shoreline/domain/shop-time';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DeliveryDay, RescheduleRow, ShippingHold } from '@shoreline/domain/wire/admin-delivery';
import type { Page } from '@shoreline/domain/wire/admin';
import { adminCall, failureText } from './admin-api';
import { ListTable } from './AdminListPage';
import { ConfirmDialog } from './ConfirmDialog';
import { datesText, dayText, regionsText } from './delivery-view';
import { Choices } from './Field';
import { AdminError, Loading, RowError } from './Notices';
import { Pager } from './Pager';
import { RecordPage } from './RecordPage';
import { useAdminList } from './use-admin-list';
import { useAdminRecord } from './use-admin-record';
import type { HoldAnswerRow } from '@shoreline/domain/wire/hold-answers';
import { HoldAnswers, holdAnswerText, OrderAndCustomer } from './HoldAnswers';

const COLUMNS = ['Order', 'Customer', 'State', 'Delivery date', 'Status', 'Customer’s answer', 'Move to'];

/** The coming delivery dates of each store the orders are from (to move them to), read once per store. */
function useStoreDays(storeCodes: readonly string[], version: number) {
  const [days, setDays] = useState<Record<string, DeliveryDay[]>>({});
  const key = [...new Set(storeCodes)].sort().join(',');
  useEffect(() => {
    let current = true;
    for (const store of key.split(',').filter(Boolean)) {
      void adminCall<Page<DeliveryDay>>('GET', `delivery/days?store=${encodeURIComponent(store)}`).then((answer) => {
        if (current && answer.ok) setDays((known) => ({ ...known, [store]: answer.data.items }));
      });
    }
    return () => {
      current = false;
    };
  }, [key, version]);
  return days;
}

/** Whether a day can take an order to this state: open, and no hold on it covers the state. */
const takes = (day: DeliveryDay, region: string | null) =>
  day.status === 'open' && !day.holds.some((hold) => hold.regions.length === 0 || (region !== null && hold.regions.includes(region)));

/**
 * One shipping hold and the orders it pauses ("Orders to reschedule"): each row moves its order to a date that
 * can take it; the customer is mailed the new date. The hold is lifted here too.
 */
export function HoldPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { record: hold, error } = useAdminRecord<ShippingHold>(`delivery/holds/${encodeURIComponent(id)}`);
  const orders = useAdminList<RescheduleRow>(`delivery/holds/${encodeURIComponent(id)}/orders`);
  const answers = useAdminRecord<{ items: HoldAnswerRow[] }>(`delivery/holds/${encodeURIComponent(id)}/answers`);
  const answerOf = new Map((answers.record?.items ?? []).map((row) => [row.order_id, row]));
  const [version, setVersion] = useState(0);
  const days = useStoreDays(orders.page?.items.map((row) => row.store_code) ?? [], version);
  const [announcement, setAnnouncement] = useState(() =>
    location.state && typeof location.state === 'object' && 'notice' in location.state ? String(location.state.notice) : '',
  );
  const [rowError, setRowError] = useState<{ id: number; message: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [lifting, setLifting] = useState(false);
  const [liftError, setLiftError] = useState('');

  const move = async (event: FormEvent<HTMLFormElement>, order: RescheduleRow) => {
    event.preventDefault();
    const date = String(new FormData(event.currentTarget).get('delivery_date') ?? '');
    if (!date) return setRowError({ id: order.id, message: 'Choose the new delivery date.' });
    setBusy(order.id);
    setRowError(null);
    setAnnouncement('');
    const answer = await adminCall('POST', `orders/${order.id}/reschedule`, { body: { delivery_date: date } });
    setBusy(null);
    if (!answer.ok) return setRowError({ id: order.id, message: failureText(answer.error) });
    setAnnouncement(`Order ${order.increment_id} moved to ${dayText(date)}. The customer was mailed the new date.`);
    orders.reload();
    void answers.reload();
    setVersion((value) => value + 1);
  };

  const lift = async () => {
    setLiftError('');
    const answer = await adminCall('DELETE', `delivery/holds/${encodeURIComponent(id)}`);
    if (!answer.ok) return setLiftError(failureText(answer.error));
    setLifting(false);
    void navigate('/admin/delivery/holds', { state: { notice: 'Hold lifted: its dates are open again.' } });
  };

  if (!hold) return <Loading error={error} />;
  return (
    <RecordPage back={{ to: '/admin/delivery/holds', label: 'Shipping holds' }} title={`Hold: ${datesText(hold)}`}>
      <dl className="admin-facts">
        <dt>Dates</dt>
        <dd>{datesText(hold)}</dd>
        <dt>Place</dt>
        <dd>{hold.place?.name ?? hold.store_code ?? 'All places'}</dd>
        <dt>States</dt>
        <dd>{regionsText(hold)}</dd>
        <dt>Reason</dt>
        <dd>{hold.reason}</dd>
        <dt>Set by</dt>
        <dd>
          {hold.staff_name ?? '—'}, {shopMomentText(hold.created_at)}
        </dd>
      </dl>
      <p className="admin-actions">
        <button type="button" onClick={() => setLifting(true)}>
          Lift hold
        </button>
      </p>
      <AdminError message={liftError} />
      <ConfirmDialog
        title="Lift this hold?"
        open={lifting}
        confirmLabel="Lift hold"
        onConfirm={() => void lift()}
        onClose={() => setLifting(false)}
      >
        <p>
          Deliveries on {datesText(hold)} open again for {regionsText(hold)}. Orders already moved keep their new dates.
        </p>
      </ConfirmDialog>
      <h2>Orders to reschedule</h2>
      <p role="status" data-testid="reschedule-announcement">
        {announcement}
      </p>
      <AdminError message={orders.error} />
      {orders.page && (
        <>
          <ListTable
            caption={`Orders on the held dates that have not shipped (${orders.page.total})`}
            columns={COLUMNS}
            items={orders.page.items}
            empty="No orders to reschedule."
            row={(order) => {
              const choices = (days[order.store_code] ?? [])
                .filter((day) => day.date !== order.delivery_date && takes(day, order.region))
                .map((day) => ({ value: day.date, label: `${dayText(day.date)} (${day.booked} of ${day.capacity ?? 'any'} booked)` }));
              return (
                <tr key={order.id} data-testid="reschedule-row">
                  <OrderAndCustomer order={order} />
                  <td>{order.region ?? '—'}</td>
                  <td>{order.delivery_date ? dayText(order.delivery_date) : '—'}</td>
                  <td>{order.status}</td>
                  <td>{holdAnswerText(answerOf.get(order.id))}</td>
                  <td>
                    <form className="admin-inline" onSubmit={(event) => void move(event, order)}>
                      <select name="delivery_date" aria-label={`New delivery date for order ${order.increment_id}`} defaultValue="">
                        <option value="">Choose a date…</option>
                        <Choices choices={choices} />
                      </select>
                      <button type="submit" className="primary" aria-disabled={busy === order.id}>
                        Move
                      </button>
                    </form>
                    <RowError error={rowError} id={order.id} />
                  </td>
                </tr>
              );
            }}
          />
          <Pager page={orders.page} onPage={orders.goTo} />
        </>
      )}
      {answers.record && <HoldAnswers rows={answers.record.items} />}
    </RecordPage>
  );
}
