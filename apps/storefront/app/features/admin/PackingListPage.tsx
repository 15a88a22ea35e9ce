import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PackingList, PackingOrder } from '@shoreline/domain/wire/admin-orders';
import type { DayLots } from '@shoreline/domain/wire/lots';
import { adminCall, centsToText, failureText } from './admin-api';
import { ListTable, numeric } from './AdminListPage';
import { AdminError } from './Notices';
import { GiftMessage, HandoverView, OptionList, dayInWords, extraText, momentText } from './order-views';
import { useAdminRecord } from './use-admin-record';
import { LineLots, lotsText, orderLots } from './PackingLots';

const TOTAL_COLUMNS = ['SKU', 'Name', numeric('Qty')];
const LINE_COLUMNS = [numeric('Qty'), 'Item and options', 'SKU', 'Lots'];

/** What to pack for one delivery date, printable (the print stylesheet hides the controls): enough to pack and ship each box. */
export function PackingListPage() {
  const [params, setParams] = useSearchParams();
  const { record: list, error, reload } = useAdminRecord<PackingList>(`packing-list?${params.toString()}`);
  const [actionError, setActionError] = useState('');
  const lots = useAdminRecord<DayLots>(list ? `packing-list/lots?date=${list.date}` : null);

  const markPacked = async (order: PackingOrder) => {
    setActionError('');
    const answer = await adminCall('POST', `orders/${order.id}/status`, { body: { status: 'packed' } });
    if (!answer.ok) return setActionError(`#${order.increment_id}: ${failureText(answer.error)}`);
    await reload();
    await lots.reload();
  };

  return (
    <section aria-labelledby="packing-title">
      <h1 id="packing-title">Packing list {list ? `for ${dayInWords(list.date)}` : ''}</h1>
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
      <AdminError message={error || actionError} />
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
            <PackingSlip
              key={order.id}
              order={order}
              lots={orderLots(lots.record, order.id)}
              onLotsSaved={() => void lots.reload()}
              onPacked={() => void markPacked(order)}
            />
          ))}
        </>
      )}
    </section>
  );
}

/** One box: where it goes, what goes in, the extras, and who packed it; a gift's slip adds its message and shows no price. */
function PackingSlip(props: { order: PackingOrder; lots: ReturnType<typeof orderLots>; onPacked: () => void; onLotsSaved: () => void }) {
  const { order, onPacked } = props;
  const lots = props.lots.assignments;
  const titleId = `packing-order-${order.id}`;
  return (
    <article className="packing-order" aria-labelledby={titleId} data-testid="packing-order">
      <h3 id={titleId}>
        #{order.increment_id} — {order.gift ? `Gift from ${order.gift.from_name} for ${order.gift.recipient_name}` : order.customer_name}
      </h3>
      <HandoverView order={order} />
      {order.gift && (
        <div className="packing-gift">
          <strong>Gift message:</strong>
          <GiftMessage message={order.gift.message} />
        </div>
      )}
      <ListTable
        columns={LINE_COLUMNS}
        items={order.items}
        caption={`Lines of order #${order.increment_id}`}
        captionHidden
        row={(item, index) => (
          <tr key={index}>
            <td className="num">{item.qty}</td>
            <td>
              {item.name}
              <OptionList options={item.options} />
              {item.gift_cards.length > 0 && (
                <ul className="admin-options">
                  {item.gift_cards.map((card) => (
                    <li key={card.code}>
                      Card {card.code}
                      {card.amount_cents === null ? null : ` (${centsToText(card.amount_cents)})`}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td>{item.sku}</td>
            <td>
              <LineLots
                orderId={order.id}
                itemId={props.lots.lines.find((line) => line.sku === item.sku)?.item_id ?? null}
                sku={item.sku}
                lots={lots.filter((lot) => lot.sku === item.sku)}
                onSaved={props.onLotsSaved}
              />
            </td>
          </tr>
        )}
      />
      {lots.some((lot) => !order.items.some((item) => item.sku === lot.sku)) && (
        <p>
          <strong>Lots of bundled items:</strong> {lotsText(lots.filter((lot) => !order.items.some((item) => item.sku === lot.sku)))}
        </p>
      )}
      {order.extras.length > 0 && (
        <p>
          <strong>Extras:</strong> {order.extras.map(extraText).join(' · ')}
        </p>
      )}
      <p>
        {order.packed_by ? (
          <>
            Packed by {order.packed_by.staff_name ?? '—'}, {momentText(order.packed_by.at)}
          </>
        ) : (
          <>Not packed yet</>
        )}
        <span className="no-print">
          {' '}
          · <Link to={`/admin/orders/${order.id}`}>Open order #{order.increment_id}</Link>
          {order.status === 'processing' && (
            <>
              {' '}
              <button type="button" onClick={onPacked}>
                Mark #{order.increment_id} packed
              </button>
            </>
          )}
        </span>
      </p>
    </article>
  );
}
