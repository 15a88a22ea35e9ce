import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderChangePriceWire, OrderChangeProposal } from '@shoreline/domain/wire/order-changes';
import { useMoney } from '~/lib/money';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import type { FormNotice } from '~/ui/forms/FormStatus';
import type { ChangeCalls, ChangeOptions } from './changes-api';

interface Props {
  calls: ChangeCalls;
  proposal: OrderChangeProposal;
  formatDay: (date: string) => string;
  onDone: (next: ChangeOptions, text: string) => void;
  onCancel: () => void;
  onNotice: (notice: FormNotice) => void;
}

/** A fresh key for one change the customer confirms (a retry of that confirmation sends it again). */
function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chg-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What the difference means, in the customer's words: more to pay, a refund, or the same price. */
function differenceKey(price: OrderChangePriceWire): MessageKey {
  const cents = Math.round(price.difference * 100);
  if (cents > 0) return price.settlement === 'due' ? 'order.edit.payMore' : 'order.edit.owesMore';
  if (cents < 0) return price.settlement === 'refunded' ? 'order.edit.refund' : 'order.edit.refundByHand';
  return 'order.edit.samePrice';
}

/** A refusal's words: the API's message (it names the line, the date, the state), else the generic one. */
const refusalText = (error: { message?: string }, t: ReturnType<typeof useT>) => error.message || t('order.changes.error.generic');

/**
 * The price of a change before it is made: the new total and the difference ("You pay $X more", "We refund $X", "No
 * change to the price"), then "Confirm change". A balance left due leads to the order's pay page.
 */
export default function ReviewChange({ calls, proposal, formatDay, onDone, onCancel, onNotice }: Props) {
  const t = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [price, setPrice] = useState<OrderChangePriceWire | null>(null);
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [changeId] = useState(newChangeId);

  useEffect(() => {
    let active = true;
    setPrice(null);
    void calls.preview(proposal).then((answer) => {
      if (!active) return;
      if (answer.ok) setPrice(answer.data);
      else {
        onNotice({ kind: 'error', text: refusalText(answer.error, t) });
        onCancel();
      }
    });
    return () => {
      active = false;
    };
  }, [calls, proposal, round, onNotice, onCancel, t]);
  useEffect(() => titleRef.current?.focus(), [price]);

  async function confirm() {
    if (busy || !price) return;
    setBusy(true);
    onNotice({ kind: 'progress', text: t('order.changes.working') });
    const answer = await calls.change({ ...proposal, change_id: changeId, grand_total: price.after_total });
    setBusy(false);
    if (!answer.ok) {
      onNotice({ kind: 'error', text: refusalText(answer.error, t) });
      // The order now prices otherwise: the new price is shown again before anything changes.
      if (answer.error.reason === 'order.change_total_changed') setRound((count) => count + 1);
      return;
    }
    const done = answer.data;
    if (done.balance_due > 0 && done.pay_path) {
      onNotice({ kind: 'progress', text: t('order.edit.toPay', { amount: money(done.balance_due) }) });
      return void navigate(done.pay_path);
    }
    onDone(done.options, t('order.edit.done', { total: money(done.after_total) }));
  }

  if (!price) return <p role="status">{t('order.edit.pricing')}</p>;
  const amount = money(Math.abs(price.difference));
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-navy-900/15 p-3" data-testid="change-review">
      <h4 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold">
        {t('order.edit.reviewTitle')}
      </h4>
      <ul className="text-sm">
        {price.lines.map((line) => (
          <li key={`${line.sku}-${line.item_id ?? 'new'}`}>{t('order.edit.line', { name: line.name, qty: line.qty, total: money(line.row_total) })}</li>
        ))}
      </ul>
      {price.delivery_date ? <p>{t('order.edit.date', { date: formatDay(price.delivery_date) })}</p> : null}
      <p>{t('order.edit.totals', { before: money(price.before_total), after: money(price.after_total) })}</p>
      <p className="text-lg font-semibold" data-testid="change-difference">
        {t(differenceKey(price), { amount })}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} aria-disabled={busy} onClick={() => void confirm()}>
          {t('order.edit.confirm')}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          {t('order.edit.keep')}
        </button>
      </div>
    </section>
  );
}
