import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { OrderAddressWire } from '@shoreline/domain/wire/address';
import type { OrderChangeProposal } from '@shoreline/domain/wire/order-changes';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { controlClass } from '~/ui/TextField';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import type { ChangeCalls, ChangeOptions } from './changes-api';
import { SaveOrKeep } from '~/ui/forms/SaveOrKeep';
import { GiftMessageChange } from './GiftMessageChange';

/** Changing lines and address, and the price review of any change: chunks of their own, fetched when asked for. */
const ChangeOrder = lazy(() => import('./ChangeOrder'));
const ReviewChange = lazy(() => import('./ReviewChange'));

interface Props {
  /** The account's calls (the customer's token) or a guest's (the receipt link). */
  calls: ChangeCalls;
  locale: string;
  /** A delivery day in words, as the page around it writes it. */
  formatDay: (date: string) => string;
  /** The section's heading level: 3 under the account's order heading, 2 on the receipt page. */
  headingLevel?: 2 | 3;
  /** Tells the order page the order changed (its date or status), so it reads it again. */
  onChanged: () => void;
  /** The order's delivery address, which "Change address" starts from. */
  address?: OrderAddressWire | null;
  /** A gift's message as it stands (null: not a gift, nothing to change). */
  giftMessage?: string | null;
}

type Translate = ReturnType<typeof useT>;

/** What a refusal's reason says to the customer; anything else reads as the generic error. */
const REFUSAL_KEYS: Partial<Record<string, MessageKey>> = {
  'order.delivery_date_full': 'order.changes.error.full',
  'order.delivery_date_paused': 'order.changes.error.paused',
  'order.date_price_differs': 'order.changes.error.price',
  'order.changes_closed': 'order.changes.error.closed',
  'order.self_service_off': 'order.changes.error.closed',
};

const timeIn = (instant: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

/**
 * The order's own changes (the account's order page, a guest's receipt page): until the cut-off, "Change delivery date" (a date from those a new order
 * could have, then confirm) and "Cancel order" (then confirm); after it, why nothing changes here any more and how
 * to reach the shop. Loaded on demand with the order page only; outcomes are announced.
 */
export default function OrderChanges({ calls, locale, formatDay, headingLevel = 3, onChanged, address = null, giftMessage = null }: Props) {
  const t = useT();
  const titleId = useId();
  const [options, setOptions] = useState<ChangeOptions | null>(null);
  const [notice, setNotice] = useState<FormNotice>(null);
  // A change of lines, address or a date of another price, while its price is reviewed.
  const [proposal, setProposal] = useState<OrderChangeProposal | null>(null);
  const propose = useCallback((next: OrderChangeProposal) => {
    setNotice(null);
    setProposal(next);
  }, []);
  const stopReview = useCallback(() => setProposal(null), []);

  useEffect(() => {
    let active = true;
    void calls.options().then((answer) => {
      if (active && answer.ok) setOptions(answer.data);
    });
    return () => {
      active = false;
    };
  }, [calls]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!options) return null;
  const shown = options.closed_reason === null || options.closed_reason === 'cutoff_passed' || options.closed_reason === 'self_service_off';
  if (!shown && !notice) return null;

  const changed = (next: ChangeOptions, text: string) => {
    setProposal(null);
    setOptions(next);
    setNotice({ kind: 'success', text });
    onChanged();
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-navy-900/10 bg-white p-4">
      <Heading id={titleId} className="text-xl font-semibold">
        {t('order.changes.title')}
      </Heading>
      {options.can_change ? (
        <>
          {options.closes_at ? <p>{t('order.changes.until', { time: timeIn(options.closes_at, locale) })}</p> : null}
          {proposal ? (
            <Suspense fallback={<p role="status">{t('order.edit.pricing')}</p>}>
              <ReviewChange
                calls={calls}
                proposal={proposal}
                formatDay={formatDay}
                onDone={changed}
                onCancel={stopReview}
                onNotice={setNotice}
              />
            </Suspense>
          ) : (
            <>
              <MoveDate
                options={options}
                onDone={(next) => changed(next, t('order.changes.moved', { date: next.delivery_date ? formatDay(next.delivery_date) : '' }))}
                onNotice={setNotice}
                move={calls.move}
                onPropose={propose}
                formatDay={formatDay}
              />
              <Suspense fallback={null}>
                <ChangeOrder calls={calls} address={address} onPropose={propose} onNotice={setNotice} />
              </Suspense>
              {giftMessage !== null ? (
                <GiftMessageChange
                  message={giftMessage}
                  save={calls.giftMessage}
                  onDone={(next) => changed(next, t('order.changes.messageSaved'))}
                  onNotice={setNotice}
                />
              ) : null}
              <CancelOrder onDone={(next) => changed(next, t('order.changes.canceled'))} onNotice={setNotice} cancel={calls.cancel} />
            </>
          )}
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
    ? t('order.changes.closed', { time: timeIn(options.closes_at, locale), ...contact })
    : t('order.changes.closedOther', contact);
}

type Answer = { ok: true; data: ChangeOptions } | { ok: false; error: { reason?: string } };

function refusalNotice(answer: Answer, t: Translate): FormNotice {
  const key = answer.ok ? null : REFUSAL_KEYS[answer.error.reason ?? ''];
  return { kind: 'error', text: t(key ?? 'order.changes.error.generic') };
}

interface MoveProps {
  options: ChangeOptions;
  formatDay: (date: string) => string;
  move: (date: string) => Promise<Answer>;
  /** A date of another delivery price goes through a change: its price is reviewed first. */
  onPropose: (proposal: OrderChangeProposal) => void;
  onDone: (next: ChangeOptions) => void;
  onNotice: (notice: FormNotice) => void;
}

/** A date from those on offer (a full or paused one shown but not chosen; another price reviewed first), then confirm. */
function MoveDate({ options, formatDay, move, onPropose, onDone, onNotice }: MoveProps) {
  const t = useT();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const choosable = options.dates.filter((day) => day.status === 'open');
  const [date, setDate] = useState(choosable[0]?.date ?? '');

  useEffect(() => {
    if (open) selectRef.current?.focus();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !date) return;
    if (!options.dates.find((day) => day.date === date)?.same_price) return onPropose({ delivery_date: date });
    setBusy(true);
    onNotice({ kind: 'progress', text: t('order.changes.working') });
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
        {t('order.changes.move')}
      </button>
    );
  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)}>
      <label htmlFor={selectId} className="block font-semibold">
        {t('order.changes.dateLabel')}
      </label>
      <select id={selectId} ref={selectRef} className={controlClass} value={date} onChange={(event) => setDate(event.target.value)}>
        {options.dates.map((day) => {
          const label = formatDay(day.date);
          const usable = day.status === 'open';
          const why = dateNote(day, t);
          return (
            <option key={day.date} value={day.date} disabled={!usable}>
              {why ? `${label} (${why})` : label}
            </option>
          );
        })}
      </select>
      <SaveOrKeep
        save={t('order.changes.confirmMove', { date: date ? formatDay(date) : '' })}
        keep={t('order.changes.keep')}
        busy={busy || !date}
        onKeep={() => setOpen(false)}
      />
    </form>
  );
}

/** Why a date cannot be chosen (full, paused, another price); empty when it can. */
function dateNote(day: ChangeOptions['dates'][number], t: Translate): string {
  if (day.status === 'full') return t('order.changes.date.full');
  if (day.status === 'paused') return t('order.changes.date.paused');
  return day.same_price ? '' : t('order.changes.date.price');
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
    onNotice({ kind: 'progress', text: t('order.changes.working') });
    const answer = await cancel();
    setBusy(false);
    if (answer.ok) onDone(answer.data);
    else onNotice(refusalNotice(answer, t));
  }

  if (!asking)
    return (
      <button type="button" ref={openerRef} className={buttonClass('ghost')} onClick={() => setAsking(true)}>
        {t('order.changes.cancel')}
      </button>
    );
  return (
    <div className="space-y-3" role="group" aria-label={t('order.changes.cancel')}>
      <p>{t('order.changes.cancelConfirm')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" ref={confirmRef} className={buttonClass('primary')} aria-disabled={busy} onClick={() => void confirm()}>
          {t('order.changes.cancelYes')}
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => openerRef.current?.focus());
          }}
        >
          {t('order.changes.cancelNo')}
        </button>
      </div>
    </div>
  );
}
