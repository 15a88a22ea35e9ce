import { useState } from 'react';
import type { AdminOrder } from '@shoreline/domain/wire/admin-orders';
import { adminCall, centsToText, failureText } from './admin-api';
import { ListTable, numeric } from './AdminListPage';
import { AdminError, Loading } from './Notices';
import { OrderDialog, useDialogs } from './OrderDialog';
import { RefundDialog } from './RefundDialog';
import { paymentStateText } from '@shoreline/domain/forms/admin';
import { RecordPage } from './RecordPage';
import { BillToView, GiftView, HandoverView, OptionList, SegmentsTable, momentText } from './order-views';
import { useAdminRecord } from './use-admin-record';
import { hasLiveLabel, labelOfOrder } from './label-views';
import { OrderLotsSection } from './PackingLots';
import { BuyLabelButton, LabelView } from './ShippingLabels';

const ITEM_COLUMNS = ['SKU', 'Item and options', numeric('Qty'), numeric('Unit'), numeric('Row'), numeric('Given back'), numeric('Left')];
const GIVE_BACK_COLUMNS = ['When', 'What', numeric('Units'), numeric('Amount'), 'How', 'By', 'Note'];
const GIVE_BACK_SOURCES: Record<string, string> = {
  line_refund: 'Refund by line',
  order_refund: 'Refund of the order',
  cancel: 'Cancel',
  gateway_refund: 'Refund at the gateway',
  claim_credit: 'Claim, store credit',
  claim_refund: 'Claim, refund',
  at_risk_credit: 'Box at risk, store credit',
};
const HISTORY_COLUMNS = ['When', 'What', 'Who', 'Note'];
const STATUS_LABELS: Record<string, string> = { processing: 'Back to processing', packed: 'Mark packed', complete: 'Complete' };
/** The statuses the API buys a label in (a processing order is packed first). */
const LABEL_STATUSES = new Set<string>(['pending', 'processing', 'packed']);
const CARD_KINDS: Record<number, string> = { 1: 'e-card', 2: 'mailed card', 3: 'e-card and mailed card' };

/** A history entry in words: a status move, or a refund with its amount, destination and lines. */
function historyWhat(entry: AdminOrder['history'][number], money: (cents: number) => string): string {
  if (!entry.refund) return entry.from_status ? `${entry.from_status} → ${entry.to_status ?? ''}` : (entry.to_status ?? '');
  const { refund } = entry;
  const lines = refund.lines.map((line) => `${line.qty} × ${line.name}`);
  if (refund.shipping_cents > 0) lines.push('shipping');
  const to = refund.destination === 'store_credit' ? 'store credit' : 'the original payment';
  return `Refund of ${money(refund.amount_cents)} to ${to}${lines.length ? `: ${lines.join(', ')}` : ''}${refundOutcomeText(refund)}`;
}

/** Where a refund stands with its gateway, when it is not simply sent. */
function refundOutcomeText(refund: { state: string; failure: string | null }): string {
  if (refund.state === 'pending') return ' (waiting for the payment gateway to confirm it; sent again automatically)';
  if (refund.state === 'failed')
    return ` (FAILED: the payment gateway refused it${refund.failure ? `: ${refund.failure}` : ''}; nothing went back, refund again or by hand)`;
  return refund.failure ? ` (${refund.failure})` : '';
}

/** Who made a history entry: the staff member, or the shop itself (checkout, payments) when none. */
const whoText = (entry: { staff_name: string | null }) => entry.staff_name ?? 'Shop (automatic)';

/** One order with everything a packer or manager needs, and the workflow moves this staff member may make now. */
export function OrderDetailPage({ id }: { id: string }) {
  const { record: order, setRecord: setOrder, error: loadError, reload } = useAdminRecord<AdminOrder>(`orders/${id}`);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const dialogs = useDialogs<'ship' | 'cancel' | 'refund'>();

  const act = async (path: string, body: unknown) => {
    setError('');
    const answer = await adminCall<AdminOrder>('POST', `orders/${id}/${path}`, { body });
    if (!answer.ok) return setError(failureText(answer.error));
    setOrder(answer.data);
    setNote('');
    dialogs.close();
  };

  if (!order) return <Loading error={loadError} />;
  const currency = order.currency_code ?? 'USD';
  const money = (cents: number) => centsToText(cents, currency);
  const withNote = (body: Record<string, unknown>) => (note.trim() ? { ...body, note: note.trim() } : body);
  const itemName = (itemId: number | null) => order.items.find((item) => item.id === itemId)?.name ?? '';

  return (
    <RecordPage
      back={{ to: '/admin/orders', label: 'Orders' }}
      title={`Order #${order.increment_id}`}
      // A gift's order page prints like its packing slip: without a price (admin.css).
      className={order.gift ? 'admin-order admin-gift-order' : 'admin-order'}
    >
      <p>
        Status: <strong data-testid="admin-order-status">{order.status}</strong> · Payment: {order.payment_title} (
        <span data-testid="admin-order-payment-state">{paymentStateText(order.payment_state)}</span>) · Placed{' '}
        {momentText(order.created_at)} · Store {order.store_code}
      </p>
      <AdminError message={error} />
      <div className="admin-actions no-print">
        <label className="admin-note">
          Note for the history
          <input value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
        </label>
        {order.allowed
          .filter((status) => status in STATUS_LABELS)
          .map((status) => (
            <button key={status} type="button" onClick={() => void act('status', withNote({ status }))}>
              {STATUS_LABELS[status]}
            </button>
          ))}
        {order.allowed.includes('shipped') && (
          <button type="button" className="primary" onClick={() => dialogs.show('ship')}>
            Ship…
          </button>
        )}
        {mayBuyLabel(order) && (
          <BuyLabelButton
            order={order}
            onBought={() => {
              setError('');
              void reload();
            }}
            onRefused={setError}
          />
        )}
        {order.allowed.includes('canceled') && (
          <button type="button" onClick={() => dialogs.show('cancel')}>
            Cancel order…
          </button>
        )}
        {order.may_refund && (
          <button type="button" onClick={() => dialogs.show('refund')}>
            Refund…
          </button>
        )}
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </div>

      <OrderParties order={order} />

      <h2>Items</h2>
      <OrderLines order={order} />
      <OrderLotsSection key={order.status} order={order} />

      {order.gift_cards.length > 0 && <GiftCardsIssued order={order} money={money} itemName={itemName} />}

      <div className="admin-prices">
        <SegmentsTable priced={order.priced_order} caption="Totals" testId="admin-order-totals" />
      </div>

      <section className="admin-prices" aria-labelledby="admin-order-payment">
        <h2 id="admin-order-payment">Payment</h2>
        <p>
          Paid {money(order.paid_cents)} · refunded {money(order.refunded_cents)} · refundable {money(order.refundable_cents)}
        </p>
        {order.balance_due_cents > 0 ? (
          <p data-testid="admin-order-balance-due">
            <strong>Balance due {money(order.balance_due_cents)}</strong>: the customer changed the order and pays the difference on its pay
            page.
          </p>
        ) : null}
        <ul>
          {order.payment_events.map((event, index) => (
            <li key={index}>
              {momentText(event.created_at)} {event.kind}
              {event.amount_cents !== null && <> {money(event.amount_cents)}</>} · {event.status}
            </li>
          ))}
        </ul>
        {order.refunds.length > 0 && (
          <>
            <h2>Refunds</h2>
            <ul>
              {order.refunds.map((refund) => (
                <li key={refund.id}>
                  {momentText(refund.created_at)} {money(refund.amount_cents)} to{' '}
                  {refund.destination === 'store_credit' ? 'store credit' : 'the original payment'} by {refund.staff_name ?? '—'}:{' '}
                  {refund.reason}
                  {refund.lines.length > 0 && (
                    <> ({refund.lines.map((line) => `${line.qty} × ${itemName(line.order_item_id)}`).join(', ')})</>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {order.give_backs.length > 0 && <GiveBackLedger order={order} itemName={itemName} />}
      </section>
      {order.shipments.length > 0 && <ShipmentList order={order} onVoided={() => void reload()} />}
      <OrderHistory history={order.history} money={money} />

      <ShipDialog {...dialogs.of('ship')} act={act} />
      <CancelDialog {...dialogs.of('cancel')} act={act} givesBack={order.refundable_cents > 0 ? money(order.refundable_cents) : null} />
      <RefundDialog
        order={order}
        {...dialogs.of('refund')}
        onRefunded={(refunded) => {
          setOrder(refunded);
          dialogs.close();
        }}
      />
    </RecordPage>
  );
}

type Money = (cents: number) => string;
type ItemName = (itemId: number | null) => string;

/** Where the order goes (or is collected), the gift, the customer and who pays. */
function OrderParties({ order }: { order: AdminOrder }) {
  return (
    <div className="admin-columns">
      <div>
        <h2>{order.fulfilment.mode === 'pickup' ? 'Pickup' : order.gift ? 'Ship to (gift recipient)' : 'Ship to'}</h2>
        <HandoverView order={order} />
      </div>
      {order.gift && (
        <div>
          <h2>Gift</h2>
          <GiftView gift={order.gift} />
        </div>
      )}
      <div>
        <h2>Customer</h2>
        <p>
          {order.customer_name}
          <br />
          {order.customer_email}
        </p>
      </div>
      <div>
        <h2>Bill to</h2>
        <BillToView billTo={order.bill_to ?? null} />
      </div>
    </div>
  );
}

/** The gift cards the order issued, with their recipients and whether they were e-mailed. */
function GiftCardsIssued({ order, money, itemName }: { order: AdminOrder; money: Money; itemName: ItemName }) {
  return (
    <>
      <h2>Gift cards issued</h2>
      <ul className="admin-prices">
        {order.gift_cards.map((card) => (
          <li key={`${card.order_item_id}-${card.unit}`}>
            {card.code} ({CARD_KINDS[card.kind] ?? 'card'}, {money(card.initial_cents)}) for {itemName(card.order_item_id)}
            {card.recipient_name && <> · To {card.recipient_name}</>}
            {card.recipient_email && <> · {card.recipient_email}</>}
            {card.message && <> · “{card.message}”</>}
            {card.delivered_at ? <> · e-mailed {momentText(card.delivered_at)}</> : card.kind !== 2 && <> · not e-mailed yet</>}
            {card.status !== 'active' && <> · {card.status}</>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A delivery not shipped yet may get its carrier label here, as from the packing list. */
const mayBuyLabel = (order: AdminOrder) =>
  order.fulfilment.mode === 'delivery' && LABEL_STATUSES.has(order.status) && !order.shipments.some(hasLiveLabel);

/** The order's shipments (a voided label said so); the bought label in force shows it with its files, and may be voided. */
function ShipmentList({ order, onVoided }: { order: AdminOrder; onVoided: () => void }) {
  const label = labelOfOrder(order);
  return (
    <>
      <h2>Shipments</h2>
      <ul>
        {order.shipments.map((shipment) => (
          <li key={shipment.id} data-testid="order-shipment">
            {shipment.carrier} {shipment.track_number}
            {shipment.shipped_at && <> · {momentText(shipment.shipped_at)}</>}
            {shipment.voided_at && <> · label voided {momentText(shipment.voided_at)}</>}
          </li>
        ))}
      </ul>
      {label && <LabelView label={label} onVoided={onVoided} />}
    </>
  );
}

/** Every status move and refund, with who made it and their note. */
function OrderHistory({ history, money }: { history: AdminOrder['history']; money: Money }) {
  return (
    <section className="admin-prices">
      <h2>History</h2>
      <ListTable
        columns={HISTORY_COLUMNS}
        items={history}
        row={(entry, index) => (
          <tr key={index}>
            <td>{momentText(entry.created_at)}</td>
            <td>{historyWhat(entry, money)}</td>
            <td>{whoText(entry)}</td>
            <td>{entry.note}</td>
          </tr>
        )}
      />
    </section>
  );
}

/** What a workflow dialog gets: whether it is open, how it closes, and the call that makes the move. */
interface WorkflowDialogProps {
  open: boolean;
  onClose: () => void;
  act: (path: string, body: unknown) => Promise<void>;
}

function ShipDialog({ act, ...dialog }: WorkflowDialogProps) {
  return (
    <OrderDialog
      title="Ship order"
      {...dialog}
      submitLabel="Ship"
      onSubmit={(form) =>
        void act('ship', {
          carrier: form.get('carrier'),
          trackingNumber: form.get('trackingNumber'),
          ...(String(form.get('note') ?? '').trim() ? { note: form.get('note') } : {}),
        })
      }
    >
      <label>
        Carrier
        <input name="carrier" required />
      </label>
      <label>
        Tracking number
        <input name="trackingNumber" required />
      </label>
      <label>
        Note for the history (optional)
        <input name="note" maxLength={1000} />
      </label>
    </OrderDialog>
  );
}

/** `givesBack`: what is left of the payments to go back, in words; null when nothing was paid (the open payment is voided). */
function CancelDialog({ act, givesBack, ...dialog }: WorkflowDialogProps & { givesBack: string | null }) {
  return (
    <OrderDialog
      title="Cancel order"
      {...dialog}
      submitLabel="Cancel the order"
      onSubmit={(form) =>
        void act('cancel', {
          reason: form.get('reason'),
          notifyCustomer: form.get('notifyCustomer') === 'on',
          ...(String(form.get('customerMessage') ?? '').trim() ? { customerMessage: form.get('customerMessage') } : {}),
        })
      }
    >
      <p data-testid="cancel-gives-back">
        Every line goes back into stock.{' '}
        {givesBack
          ? `${givesBack} goes back to the way the customer paid (voided or refunded).`
          : 'Nothing was paid yet: the open payment is voided.'}{' '}
        Store credit and gift-card balance used on the order go back too.
      </p>
      <label>
        Reason (for the order's history)
        <input name="reason" required />
      </label>
      <label className="admin-check">
        <input type="checkbox" name="notifyCustomer" defaultChecked />
        E-mail the customer that the order is canceled and what goes back
      </label>
      <label>
        Message to the customer (optional)
        <textarea name="customerMessage" maxLength={1000} rows={3} />
      </label>
    </OrderDialog>
  );
}

/** The order's lines with every option, as the shopper chose them. */
function OrderLines({ order }: { order: AdminOrder }) {
  const currency = order.currency_code ?? 'USD';
  return (
    <ListTable
      className="admin-order-lines"
      columns={ITEM_COLUMNS}
      items={order.items}
      row={(item) => (
        <tr key={item.id}>
          <td>{item.sku}</td>
          <td>
            {item.name}
            <OptionList options={item.options} />
          </td>
          <td className="num">{item.qty}</td>
          <td className="num">{centsToText(item.price_cents, currency)}</td>
          <td className="num">{centsToText(item.row_total_cents, currency)}</td>
          <td className="num">
            {item.given_back.qty} · {centsToText(item.given_back.cents, currency)}
          </td>
          <td className="num">
            {item.given_back.qty_left} · {centsToText(item.given_back.cents_left, currency)}
          </td>
        </tr>
      )}
    />
  );
}

/** The give-back ledger: every row a refund, cancel, gateway refund or approved claim wrote, oldest first. */
function GiveBackLedger({ order, itemName }: { order: AdminOrder; itemName: (id: number | null) => string }) {
  const currency = order.currency_code ?? 'USD';
  const partName = (row: AdminOrder['give_backs'][number]) =>
    row.part === 'line' ? itemName(row.order_item_id) : row.part === 'shipping' ? 'Shipping' : 'Rest of the order';
  // Set aside, not yet returned: its gateway has not confirmed the refund.
  const waiting = (refundId: number | null) => order.refunds.some((refund) => refund.id === refundId && refund.state === 'pending');
  return (
    <section data-testid="admin-order-give-backs">
      <h2>Given back</h2>
      <ListTable
        columns={GIVE_BACK_COLUMNS}
        items={order.give_backs}
        caption={`Shipping left to give back: ${centsToText(order.shipping_cents_left, currency)}`}
        row={(row) => (
          <tr key={row.id}>
            <td>{momentText(row.created_at)}</td>
            <td>{partName(row)}</td>
            <td className="num">{row.qty}</td>
            <td className="num">{centsToText(row.amount_cents, currency)}</td>
            <td>
              {GIVE_BACK_SOURCES[row.source] ?? row.source}
              {row.claim_id !== null && <> #{row.claim_id}</>} · {row.destination === 'store_credit' ? 'store credit' : 'original payment'}
              {waiting(row.refund_id) && ' · waiting for the payment gateway'}
            </td>
            <td>{row.staff_name ?? 'Shop (automatic)'}</td>
            <td>{row.note}</td>
          </tr>
        )}
      />
    </section>
  );
}
