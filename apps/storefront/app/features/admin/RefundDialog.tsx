import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toCents } from '@shoreline/domain/money';
import type { AdminOrder, RefundPreview } from '@shoreline/domain/wire/admin-orders';
import { adminCall, centsToText, failureText } from './admin-api';
import { AdminDialog } from './AdminDialog';
import { AdminError } from './Notices';
import { OptionList } from './order-views';

type Scope = 'units' | 'amount' | 'whole';
type Destination = 'original' | 'store_credit';

/** What staff chose in the first step: sent to the preview, then (with the reason and the amount seen) to the refund. */
interface RefundChoice {
  lines?: Array<{ orderItemId: number; qty: number }>;
  shipping?: boolean;
  amountCents?: number;
  whole?: boolean;
  to: Destination;
}

const DESTINATIONS: Record<Destination, string> = { original: 'the original payment', store_credit: 'store credit' };

/** The choice the form holds; an amount that is not a number of dollars and cents is left out (the API then says what is missing). */
function choiceOf(form: FormData, order: AdminOrder): RefundChoice {
  const to = form.get('to') === 'store_credit' ? 'store_credit' : 'original';
  const scope = String(form.get('scope') ?? 'units') as Scope;
  if (scope === 'whole') return { whole: true, to };
  if (scope === 'amount') {
    const amount = Number(String(form.get('amount') ?? '').replace(',', '.'));
    return Number.isFinite(amount) && amount > 0 ? { amountCents: toCents(amount), to } : { to };
  }
  const lines = order.items.map((item) => ({ orderItemId: item.id, qty: Number(form.get(`qty-${item.id}`) ?? 0) }));
  return { lines, shipping: form.get('shipping') === 'on', to };
}

/**
 * A refund in two steps: choose units (and/or the shipping), an amount, or the whole order, and ask the API what that
 * gives back; then confirm that amount by name. Nothing is refunded before the confirm button, and nothing is chosen
 * by default: quantities at 0 are a mistake the API names, never the whole order.
 */
export function RefundDialog({
  order,
  open,
  onClose,
  onRefunded,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onRefunded: (order: AdminOrder) => void;
}) {
  const [scope, setScope] = useState<Scope>('units');
  const [asked, setAsked] = useState<{ choice: RefundChoice; reason: string; preview: RefundPreview } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const money = (cents: number) => centsToText(cents, order.currency_code ?? 'USD');

  // Each step starts at its first control on the form; on the preview at Back, the safe choice.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>(asked ? '[data-refund-back]' : 'form :is(input, select)')?.focus();
  }, [open, asked]);

  const close = () => {
    setAsked(null);
    setError('');
    onClose();
  };

  const preview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const choice = choiceOf(form, order);
    setError('');
    setBusy(true);
    const answer = await adminCall<RefundPreview>('POST', `orders/${order.id}/refund/preview`, { body: choice });
    setBusy(false);
    if (!answer.ok) return setError(failureText(answer.error));
    setAsked({ choice, reason: String(form.get('reason') ?? ''), preview: answer.data });
  };

  const confirm = async () => {
    if (!asked) return;
    setError('');
    setBusy(true);
    const body = { ...asked.choice, reason: asked.reason, confirmedCents: asked.preview.amount_cents };
    const answer = await adminCall<AdminOrder>('POST', `orders/${order.id}/refund`, { body });
    setBusy(false);
    if (!answer.ok) return setError(failureText(answer.error));
    setAsked(null);
    onRefunded(answer.data);
  };

  return (
    <AdminDialog open={open} onClose={close} title={asked ? 'Confirm the refund' : 'Refund'} dialogRef={ref}>
      <AdminError message={error} />
      {asked ? (
        <RefundConfirm
          preview={asked.preview}
          reason={asked.reason}
          money={money}
          busy={busy}
          onConfirm={() => void confirm()}
          onBack={() => setAsked(null)}
        />
      ) : (
        <form onSubmit={(event) => void preview(event)} className="admin-refund">
          <p>
            Paid {money(order.paid_cents)}, refundable {money(order.refundable_cents)}. Choose what to refund; you see the amount before
            anything is refunded.
          </p>
          <fieldset>
            <legend>What to refund</legend>
            {(
              [
                ['units', 'Chosen units (and/or the shipping)'],
                ['amount', 'An amount'],
                ['whole', `The whole order (all that is left, ${money(order.refundable_cents)})`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="admin-check">
                <input type="radio" name="scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
                {label}
              </label>
            ))}
          </fieldset>
          {scope === 'units' && (
            <fieldset>
              <legend>Units to refund</legend>
              {order.items.map((item) => (
                <div key={item.id} className="admin-refund-line">
                  <label>
                    {item.name} ({item.sku}, {item.given_back.qty_left} of {item.qty} left)
                    <input name={`qty-${item.id}`} type="number" min={0} max={item.given_back.qty_left} defaultValue={0} />
                  </label>
                  <OptionList options={item.options} />
                </div>
              ))}
              {order.shipping_cents_left > 0 && (
                <label className="admin-check">
                  <input type="checkbox" name="shipping" />
                  The shipping ({money(order.shipping_cents_left)})
                </label>
              )}
            </fieldset>
          )}
          {scope === 'amount' && (
            <label>
              Amount in dollars (spread over the lines and the shipping)
              <input name="amount" inputMode="decimal" required pattern="\d+([.,]\d{1,2})?" />
            </label>
          )}
          <label>
            Refund to
            <select name="to" defaultValue="original">
              <option value="original">Original payment</option>
              <option value="store_credit">Store credit</option>
            </select>
          </label>
          <label>
            Reason
            <input name="reason" required maxLength={1000} />
          </label>
          <div className="admin-actions">
            <button type="submit" className="primary" disabled={busy}>
              Preview the refund
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}

/** The second step: the amount the API computed, part by part, and a button that names it. */
function RefundConfirm(props: {
  preview: RefundPreview;
  reason: string;
  money: (cents: number) => string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { preview, money } = props;
  return (
    <div data-testid="refund-preview">
      <p>
        <strong>
          {money(preview.amount_cents)} go back to {DESTINATIONS[preview.to]}.
        </strong>{' '}
        Nothing has been refunded yet.
      </p>
      <ul>
        {preview.lines.map((line) => (
          <li key={line.order_item_id}>
            {line.qty > 0 && `${line.qty} × `}
            {line.name}: {money(line.amount_cents)}
          </li>
        ))}
        {preview.shipping_cents > 0 && <li>Shipping: {money(preview.shipping_cents)}</li>}
        {preview.other_cents > 0 && <li>Other charges: {money(preview.other_cents)}</li>}
      </ul>
      <p>Reason: {props.reason}</p>
      <p>The customer is e-mailed the amount and the lines.</p>
      <div className="admin-actions">
        <button type="button" className="primary" disabled={props.busy} onClick={props.onConfirm}>
          Refund {money(preview.amount_cents)}
        </button>
        <button type="button" data-refund-back onClick={props.onBack}>
          Back
        </button>
      </div>
    </div>
  );
}
