import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PackingList, PackingOrder } from '@shoreline/domain/wire/admin-orders';
import type { DayLots } from '@shoreline/domain/wire/lots';
import type { LabelAnswer, LabelDayAnswer, LabelVoidAnswer } from '@shoreline/domain/wire/shipping-labels';
import { adminCall, adminDownload, centsToText, failureText } from './admin-api';
import { ListTable, numeric } from './AdminListPage';
import { PackingTotals } from './PackingTotals';
import {
  labelDayText,
  labelFile,
  labelOutcomeText,
  labelsOfDay,
  summaryOfLabel,
  withLabels,
  withoutLabel,
  type LabelSummary,
} from './label-views';
import { AdminError } from './Notices';
import { MovedOut, SlipChanges } from './PackingChanges';
import { GiftMessage, HandoverView, OptionList, dayInWords, extraText, momentText } from './order-views';
import { BuyLabelButton, LabelView } from './ShippingLabels';
import { useAdminRecord } from './use-admin-record';
import { LineLots, orderLots, uncoveredOf } from './PackingLots';

const LINE_COLUMNS = [numeric('Qty'), 'Item and options', 'SKU', 'Lots'];

/** What to pack for one delivery date, printable (the print stylesheet hides the controls): enough to pack and ship each box. */
export function PackingListPage() {
  const [params, setParams] = useSearchParams();
  const { record: list, error, reload } = useAdminRecord<PackingList>(`packing-list?${params.toString()}`);
  const [actionError, setActionError] = useState('');
  const labels = useDayLabels(reload, setActionError);
  const lots = useAdminRecord<DayLots>(list ? `packing-list/lots?date=${list.date}` : null);

  const markPacked = async (order: PackingOrder) => {
    setActionError('');
    const answer = await adminCall('POST', `orders/${order.id}/status`, { body: { status: 'packed' } });
    if (!answer.ok) return setActionError(`#${order.increment_id}: ${failureText(answer.error)}`);
    await reload();
    await lots.reload();
  };
  const slipActions: SlipActions = { onPacked: (order) => void markPacked(order), onLabel: labels.bought, onRefused: setActionError };

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
        {list && (
          <button type="button" onClick={() => void labels.buyDay(list.date)} disabled={labels.busy} aria-busy={labels.busy}>
            {labels.busy ? 'Buying labels…' : 'Buy labels for this day'}
          </button>
        )}
      </div>
      <AdminError message={error || actionError} />
      <LabelOutcomes day={labels.day} />
      <BoughtLabels labels={labels.shown} onVoided={labels.voided} />
      {list && (
        <>
          <PackingTotals totals={list.totals} />
          <h2>Orders ({list.orders.length})</h2>
          {list.orders.map((order) => (
            <PackingSlip
              key={order.id}
              order={order}
              actions={slipActions}
              lots={orderLots(lots.record, order.id)}
              onLotsSaved={() => void lots.reload()}
            />
          ))}
          <MovedOut orders={list.moved_out} />
        </>
      )}
    </section>
  );
}

interface DayLabels {
  busy: boolean;
  /** The last batch's answer and the day it was for, shown until the next one. */
  day: { answer: LabelDayAnswer; date: string } | null;
  /** Every label bought on this page, newest last (a bought order leaves the list, as it has shipped). */
  shown: LabelSummary[];
  buyDay: (date: string) => Promise<void>;
  bought: (label: LabelAnswer) => void;
  /** A label voided from the list: it leaves it, and its order is back on the list (packed). */
  voided: (answer: LabelVoidAnswer) => void;
}

/** The labels bought from the packing list: the day's batch and single orders; the list is read again after each. */
function useDayLabels(reload: () => Promise<unknown>, setError: (message: string) => void): DayLabels {
  const [busy, setBusy] = useState(false);
  const [day, setDay] = useState<DayLabels['day']>(null);
  const [shown, setShown] = useState<LabelSummary[]>([]);
  const buyDay = async (date: string) => {
    setError('');
    setBusy(true);
    const answer = await adminCall<LabelDayAnswer>('POST', 'packing-list/labels', { body: { date } });
    setBusy(false);
    if (!answer.ok) return setError(failureText(answer.error));
    setDay({ answer: answer.data, date });
    setShown((before) => withLabels(before, labelsOfDay(answer.data)));
    await reload();
  };
  const bought = (label: LabelAnswer) => {
    setError('');
    setShown((before) => withLabels(before, [summaryOfLabel(label)]));
    void reload();
  };
  const voided = (answer: LabelVoidAnswer) => {
    setError('');
    setShown((before) => withoutLabel(before, answer.order_id));
    void reload();
  };
  return { busy, day, shown, buyDay, bought, voided };
}

/** The last batch's outcome per order, announced as it arrives. */
function LabelOutcomes({ day }: { day: DayLabels['day'] }) {
  return (
    <div role="status" className="no-print" data-testid="label-outcomes">
      {day && (
        <>
          <p>{labelDayText(day.answer, dayInWords(day.date))}</p>
          <ul>
            {day.answer.orders.map((entry) => (
              <li key={entry.order_id}>{labelOutcomeText(entry)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function BoughtLabels({ labels, onVoided }: { labels: LabelSummary[]; onVoided: (answer: LabelVoidAnswer) => void }) {
  if (labels.length === 0) return null;
  return (
    <section aria-labelledby="bought-labels-title" className="no-print">
      <h2 id="bought-labels-title">Labels bought ({labels.length})</h2>
      <SaveAllLabels labels={labels} />
      <ul className="admin-labels">
        {labels.map((label) => (
          <li key={label.order_id}>
            <h3>#{label.increment_id}</h3>
            <LabelView label={label} onVoided={onVoided} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every bought label's PDF saved in one go, for printing the day's labels together. */
function SaveAllLabels({ labels }: { labels: LabelSummary[] }) {
  const [error, setError] = useState('');
  const saveAll = async () => {
    setError('');
    for (const label of labels) {
      const file = labelFile(label, 'pdf');
      const answer = await adminDownload(file.path, file.filename);
      if (!answer.ok) return setError(`#${label.increment_id}: ${failureText(answer.error)}`);
    }
  };
  return (
    <>
      <button type="button" onClick={() => void saveAll()}>
        Save all labels (PDF)
      </button>
      <AdminError message={error} />
    </>
  );
}

interface SlipActions {
  onPacked: (order: PackingOrder) => void;
  onLabel: (label: LabelAnswer) => void;
  onRefused: (message: string) => void;
}

/** One box: where it goes, what goes in, the extras, and who packed it; a gift's slip adds its message and shows no price. */
interface PackingSlipProps {
  order: PackingOrder;
  actions: SlipActions;
  lots: ReturnType<typeof orderLots>;
  onLotsSaved: () => void;
}

function PackingSlip(props: PackingSlipProps) {
  const { order, actions } = props;
  const lots = props.lots.assignments;
  const titleId = `packing-order-${order.id}`;
  return (
    <article className="packing-order" aria-labelledby={titleId} data-testid="packing-order">
      <h3 id={titleId}>
        #{order.increment_id} — {order.gift ? `Gift from ${order.gift.from_name} for ${order.gift.recipient_name}` : order.customer_name}
      </h3>
      <HandoverView order={order} />
      <SlipChanges changes={order.changes} />
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
                itemId={item.item_id}
                sku={item.sku}
                lots={lots.filter((lot) => lot.item_id === item.item_id)}
                uncovered={uncoveredOf(props.lots.lines, item.item_id, order.status)}
                onSaved={props.onLotsSaved}
              />
            </td>
          </tr>
        )}
      />
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
              <button type="button" onClick={() => actions.onPacked(order)}>
                Mark #{order.increment_id} packed
              </button>
            </>
          )}
          {order.fulfilment.mode === 'delivery' && (
            <>
              {' '}
              <BuyLabelButton order={order} onBought={actions.onLabel} onRefused={actions.onRefused} />
            </>
          )}
        </span>
      </p>
    </article>
  );
}
