import { useEffect, useState } from 'react';
import { toCents } from '@shoreline/domain/money';
import type { AtRiskAction, AtRiskBox, AtRiskDates } from '@shoreline/domain/wire/boxes-at-risk';
import { adminCall, centsToText, failureText, type ApiResult } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';
import { SelectField, TextField } from './Field';
import { AdminError } from './Notices';
import { dayInWords } from './order-views';

export type AtRiskResolution = 'replace' | 'credit' | 'refund';

/** Each action: its button, its question, the confirm button. */
export const AT_RISK_ACTIONS: Record<
  AtRiskResolution,
  { label: string; title: string; question: (box: AtRiskBox) => string; confirm: string }
> = {
  replace: {
    label: 'Send replacement',
    title: 'Send a replacement?',
    question: (box) =>
      `A new $0 order with the lines of #${box.increment_id} goes to ${box.customer.name} for the date chosen; its stock and delivery slot are taken now.`,
    confirm: 'Send replacement',
  },
  credit: {
    label: 'Store credit',
    title: 'Give store credit?',
    question: (box) => `The amount is added to ${box.customer.name}'s store credit for #${box.increment_id}, and the customer is mailed.`,
    confirm: 'Give store credit',
  },
  refund: {
    label: 'Refund',
    title: 'Refund the order?',
    question: (box) => `The amount of #${box.increment_id} goes back to the payment it was made with, and the customer is mailed.`,
    confirm: 'Refund',
  },
};

/** The amount typed (dollars and cents) in cents, or why it cannot be sent: above nothing, at most the order's total. */
export function amountOf(text: string, maxCents: number): { cents: number } | { error: string } {
  const amount = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(amount) || amount <= 0) return { error: 'Type an amount above $0.00.' };
  const cents = toCents(amount);
  if (cents > maxCents) return { error: `At most the order's total, ${centsToText(maxCents)}.` };
  return { cents };
}

/** The dates a replacement may go out for, read when the dialog opens (the first is chosen). */
function useReplacementDates(box: AtRiskBox | null) {
  const [dates, setDates] = useState<{ id: number; dates: string[] | null; error: string } | null>(null);
  useEffect(() => {
    if (!box) return;
    let live = true;
    setDates({ id: box.id, dates: null, error: '' });
    void adminCall<AtRiskDates>('GET', `shipments/at-risk/${box.id}/dates`).then((answer) => {
      if (live) setDates({ id: box.id, dates: answer.ok ? answer.data.dates : [], error: answer.ok ? '' : failureText(answer.error) });
    });
    return () => {
      live = false;
    };
  }, [box]);
  return dates?.id === box?.id ? dates : null;
}

/**
 * The question before a box is resolved, with what the action takes: the delivery date of a replacement (the open
 * dates, the next one first) or the amount of a credit or refund (the order's total at first, never above it).
 */
export function ResolveDialog(props: {
  asking: { box: AtRiskBox; action: AtRiskResolution } | null;
  onClose: () => void;
  onDone: (action: AtRiskResolution, box: AtRiskBox, answer: ApiResult<AtRiskAction>) => void;
}) {
  const { asking } = props;
  const replacing = asking?.action === 'replace' ? asking.box : null;
  const dates = useReplacementDates(replacing);
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setError('');
    setDate('');
    setAmount(asking ? (asking.box.order_total_cents / 100).toFixed(2) : '');
  }, [asking]);
  const chosenDate = date || dates?.dates?.[0] || '';

  const act = async () => {
    if (!asking) return;
    const { box, action } = asking;
    let body: Record<string, unknown> = {};
    if (action === 'replace') {
      if (!chosenDate) return setError('No delivery date is open for this address.');
      body = { delivery_date: chosenDate };
    } else {
      const typed = amountOf(amount, box.order_total_cents);
      if ('error' in typed) return setError(typed.error);
      body = { amount_cents: typed.cents };
    }
    setBusy(true);
    setError('');
    const answer = await adminCall<AtRiskAction>('POST', `shipments/at-risk/${box.id}/${action}`, { body });
    setBusy(false);
    props.onDone(action, box, answer);
  };

  const action = asking ? AT_RISK_ACTIONS[asking.action] : null;
  return (
    <ConfirmDialog
      title={action?.title ?? ''}
      open={asking !== null}
      confirmLabel={action?.confirm ?? ''}
      busy={busy || (replacing !== null && !chosenDate)}
      onConfirm={() => void act()}
      onClose={props.onClose}
    >
      <p>{asking && action ? action.question(asking.box) : ''}</p>
      {replacing &&
        (dates?.dates ? (
          dates.dates.length ? (
            <SelectField label="Delivery date" name="delivery_date" value={chosenDate} onChange={(event) => setDate(event.target.value)}>
              {dates.dates.map((day) => (
                <option key={day} value={day}>
                  {dayInWords(day)}
                </option>
              ))}
            </SelectField>
          ) : (
            <AdminError message={dates.error || 'No delivery date on offer is open for this address.'} />
          )
        ) : (
          <p className="admin-hint">Reading the open delivery dates…</p>
        ))}
      {asking && asking.action !== 'replace' && (
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={`At most the order's total, ${centsToText(asking.box.order_total_cents)}.`}
          error={error || undefined}
        />
      )}
      {asking?.action === 'replace' && <AdminError message={error} />}
    </ConfirmDialog>
  );
}
