import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SessionApi } from '~/features/session';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { controlClass } from '~/ui/TextField';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import { formatDate } from '../format';
import { cancelOrder, fetchChangeOptions, moveDeliveryDate, type ChangeOptions } from './changes-api';

interface Props {
  session: SessionApi;
  orderId: number;
  locale: string;
  /** Tells the order page the order changed (its date or status), so it reads it again. */
  onChanged: () => void;
}

type Translate = ReturnType<typeof useT>;

/** What a refusal's reason says to the customer; anything else reads as the generic error. */
const REFUSAL_KEYS: Partial<Record<string, MessageKey>> = {
  'order.delivery_date_full': 'account.changes.error.full',
  'order.delivery_date_paused': 'account.changes.error.paused',
  'order.date_price_differs': 'account.changes.error.price',
  'order.changes_closed': 'account.changes.error.closed',
  'order.self_service_off': 'account.changes.error.closed',
};

const timeIn = (instant: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

/**
 * The account order page's own changes: until the cut-off, "Change delivery date" (a date from those a new order
 * could have, then confirm) and "Cancel order" (then confirm); after it, why nothing changes here any more and how
 * to reach the shop. Loaded on demand with the order page only; outcomes are announced.
 */
export default function OrderChanges({ session, orderId, locale, onChanged }: Props) {
  const t = useT();
  const titleId = useId();
  const [options, setOptions] = useState<ChangeOptions | null>(null);
  const [notice, setNotice] = useState<FormNotice>(null);

  useEffect(() => {
    let active = true;
    void fetchChangeOptions(session, orderId).then((data) => {
      if (active) setOptions(data);
    });
    return () => {
      active = false;
    };
  }, [session, orderId]);

  if (!options) return null;
  const shown = options.closed_reason === null || options.closed_reason === 'cutoff_passed' || options.closed_reason === 'self_service_off';
  if (!shown && !notice) return null;

  const changed = (next: ChangeOptions, text: string) => {
    setOptions(next);
    setNotice({ kind: 'success', text });
    onChanged();
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-navy-900/10 bg-white p-4">
      <h3 id={titleId} className="text-xl font-semibold">
        {t('account.changes.title')}
      </h3>
      {options.can_change ? (
        <>
          {options.closes_at ? <p>{t('account.changes.until', { time: timeIn(options.closes_at, locale) })}</p> : null}
          <MoveDate
            options={options}
            locale={locale}
            onDone={(next) => changed(next, t('account.changes.moved', { date: formatDate(next.delivery_date, locale) }))}
            onNotice={setNotice}
            move={(date) => moveDeliveryDate(session, orderId, date)}
          />
          <CancelOrder
            onDone={(next) => changed(next, t('account.changes.canceled'))}
            onNotice={setNotice}
            cancel={() => cancelOrder(session, orderId)}
          />
        </>
      ) : shown ? (
        <p data-testid="changes-closed">{closedText(options, locale, t)}</p>
      ) : null}
      <FormStatus notice={notice} />
    </section>
  );
}

function closedText(options: ChangeOptions, locale: string, t: Translate): string {
  const contact = { telephone: options.contact.telephone || '—', email: options.contact.email };
  return options.closed_reason === 'cutoff_passed' && options.closes_at
    ? t('account.changes.closed', { time: timeIn(options.closes_at, locale), ...contact })
    : t('account.changes.closedOther', contact);
}

type Answer = { ok: true; data: ChangeOptions } | { ok: false; error: { reason?: string } };

function refusalNotice(answer: Answer, t: Translate): FormNotice {
  const key = answer.ok ? null : REFUSAL_KEYS[answer.error.reason ?? ''];
  return { kind: 'error', text: t(key ?? 'account.error.generic') };
}

interface MoveProps {
  options: ChangeOptions;
  locale: string;
  move: (date: string) => Promise<Answer>;
  onDone: (next: ChangeOptions) => void;
  onNotice: (notice: FormNotice) => void;
}

/** A date from those on offer (a full, paused or differently priced one shown but not chosen), then confirm. */
function MoveDate({ options, locale, move, onDone, onNotice }: MoveProps) {
  const t = useT();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const choosable = options.dates.filter((day) => day.status === 'open' && day.same_price);
  const [date, setDate] = useState(choosable[0]?.date ?? '');

  useEffect(() => {
    if (open) selectRef.current?.focus();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !date) return;
    setBusy(true);
    onNotice({ kind: 'progress', text: t('account.changes.working') });
    const answer = await move(date);
    setBusy(false);
    if (answer.ok) {
      setOpen(false);
      onDone(answer.data);
    } else onNotice(refusalNotice(answer, t));
  }

  if (!open)
    return (
      <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)} aria-expanded={false}>
        {t('account.changes.move')}
      </button>
    );
  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)}>
      <label htmlFor={selectId} className="block font-semibold">
        {t('account.changes.dateLabel')}
      </label>
      <select id={selectId} ref={selectRef} className={controlClass} value={date} onChange={(event) => setDate(event.target.value)}>
        {options.dates.map((day) => {
          const label = formatDate(day.date, locale);
          const usable = day.status === 'open' && day.same_price;
          const why = dateNote(day, t);
          return (
            <option key={day.date} value={day.date} disabled={!usable}>
              {why ? `${label} (${why})` : label}
            </option>
          );
        })}
      </select>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} aria-disabled={busy || !date}>
          {t('account.changes.confirmMove', { date: formatDate(date, locale) })}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={() => setOpen(false)}>
          {t('account.changes.keep')}
        </button>
      </div>
    </form>
  );
}

/** Why a date cannot be chosen (full, paused, another price); empty when it can. */
function dateNote(day: ChangeOptions['dates'][number], t: Translate): string {
  if (day.status === 'full') return t('account.changes.date.full');
  if (day.status === 'paused') return t('account.changes.date.paused');
  return day.same_price ? '' : t('account.changes.date.price');
}

interface CancelProps {
  cancel: () => Promise<Answer>;
  onDone: (next: ChangeOptions) => void;
  onNotice: (notice: FormNotice) => void;
}

/** "Cancel order", then a confirmation that says the money goes back; focus moves to it and back. */
function CancelOrder({ cancel, onDone, onNotice }: CancelProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    onNotice({ kind: 'progress', text: t('account.changes.working') });
    const answer = await cancel();
    setBusy(false);
    if (answer.ok) onDone(answer.data);
    else onNotice(refusalNotice(answer, t));
  }

  if (!asking)
    return (
      <button type="button" ref={openerRef} className={buttonClass('ghost')} onClick={() => setAsking(true)}>
        {t('account.changes.cancel')}
      </button>
    );
  return (
    <div className="space-y-3" role="group" aria-label={t('account.changes.cancel')}>
      <p>{t('account.changes.cancelConfirm')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" ref={confirmRef} className={buttonClass('primary')} aria-disabled={busy} onClick={() => void confirm()}>
          {t('account.changes.cancelYes')}
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => openerRef.current?.focus());
          }}
        >
          {t('account.changes.cancelNo')}
        </button>
      </div>
    </div>
  );
}
