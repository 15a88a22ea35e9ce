import { Link } from 'react-router';
import type { OrderChange, PackingList } from '@shoreline/domain/wire/admin-orders';
import { ListTable } from './AdminListPage';
import { dayInWords, momentText } from './order-views';

/** Each kind of change in words; a kind this page does not know yet reads as its name. */
const KIND_TEXT: Record<string, (change: OrderChange) => string> = {
  date_moved: (change) => `Moved in from ${change.from_date ? dayInWords(change.from_date) : 'another date'}`,
  address_changed: () => 'Address changed',
  lines_changed: () => 'Lines changed',
  gift_message_changed: () => 'Gift message changed',
  recipient_chose_date: () => 'Date chosen by the recipient',
  hold_kept: () => 'Kept on a paused date at the customer’s own risk',
};

const whoText = (change: OrderChange) =>
  change.by === 'staff' ? `staff${change.staff_name ? ` (${change.staff_name})` : ''}` : `the ${change.by}`;

/** One change as the packer reads it: what, by whom, when (the shop's time zone). */
export const changeText = (change: OrderChange) =>
  `${(KIND_TEXT[change.kind] ?? (() => change.kind.replaceAll('_', ' ')))(change)} by ${whoText(change)}, ${momentText(change.at)}`;

/** The changes of one order on its slip (none: nothing shown). */
export function SlipChanges({ changes }: { changes: readonly OrderChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div className="packing-changes" data-testid="packing-changes">
      <strong>Changed:</strong>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>{changeText(change)}</li>
        ))}
      </ul>
    </div>
  );
}

const MOVED_COLUMNS = ['Order', 'Customer', 'Now on', 'Moved'];

/** The orders moved away from the day: no box for them today. */
export function MovedOut({ orders }: { orders: PackingList['moved_out'] }) {
  if (orders.length === 0) return null;
  return (
    <>
      <h2>Moved out ({orders.length})</h2>
      <ListTable
        columns={MOVED_COLUMNS}
        items={orders}
        caption="Orders moved to another date: nothing to pack for them on this day"
        captionHidden
        row={(order) => (
          <tr key={order.id} data-testid="moved-out-row">
            <th scope="row">
              <Link to={`/admin/orders/${order.id}`}>#{order.increment_id}</Link>
            </th>
            <td>{order.customer_name}</td>
            <td>{order.delivery_date ? dayInWords(order.delivery_date) : order.status}</td>
            <td>{`Moved out by ${whoText(order)}, ${momentText(order.at)}`}</td>
          </tr>
        )}
      />
    </>
  );
}
