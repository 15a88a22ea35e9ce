import { Link } from 'react-router';
import { shopMomentText } from '@shoreline/domain/shop-time';
import type { HoldAnswerRow } from '@shoreline/domain/wire/hold-answers';
import { ListTable } from './AdminListPage';
import { dayText } from './delivery-view';

const COLUMNS = ['Order', 'Customer', 'Mailed', 'Answer', 'Answered'];

/** A customer's answer to the hold in words (null: asked, no answer yet). */
export function holdAnswerText(row: Pick<HoldAnswerRow, 'answer' | 'answer_date'> | undefined): string {
  if (!row) return 'Not asked';
  if (row.answer === 'moved') return `Moved to ${row.answer_date ? dayText(row.answer_date) : '—'}`;
  if (row.answer === 'canceled') return 'Canceled (refunded in full)';
  if (row.answer === 'kept') return 'Keeps the date at own risk';
  return 'No answer yet';
}

/** An order's number (its link) and its customer's name and e-mail: the first two cells of a hold's rows. */
export function OrderAndCustomer({
  order,
}: {
  order: { id: number; increment_id: string; customer_name: string; customer_email: string };
}) {
  return (
    <>
      <th scope="row">
        <Link to={`/admin/orders/${order.id}`}>{order.increment_id}</Link>
      </th>
      <td>
        {order.customer_name}
        <br />
        <span className="admin-hint">{order.customer_email}</span>
      </td>
    </>
  );
}

/**
 * Next to "Orders to reschedule": each customer the hold mailed its choices, and what they answered (moved,
 * canceled, kept) or that they have not yet; those not answered can still be moved by hand above.
 */
export function HoldAnswers({ rows }: { rows: readonly HoldAnswerRow[] }) {
  const waiting = rows.filter((row) => row.answer === null).length;
  return (
    <>
      <h2>Customers asked</h2>
      <ListTable
        caption={`Customers mailed this hold's choices (${rows.length}; ${waiting} not answered yet)`}
        columns={COLUMNS}
        items={[...rows]}
        empty="No customer was asked: no placed order is on the held dates."
        row={(row) => (
          <tr key={row.order_id} data-testid="hold-answer-row">
            <OrderAndCustomer order={{ ...row, id: row.order_id }} />
            <td>{shopMomentText(row.asked_at)}</td>
            <td>{holdAnswerText(row)}</td>
            <td>{row.answered_at ? shopMomentText(row.answered_at) : '—'}</td>
          </tr>
        )}
      />
    </>
  );
}
