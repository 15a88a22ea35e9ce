import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { HoldChoicesWire } from '@shoreline/domain/wire/hold-answers';
import { request } from '@shoreline/sdk/request';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';

type Choice = 'move' | 'cancel' | 'keep';
type Translate = ReturnType<typeof useT>;

/** A date that filled up, closed or costs otherwise meanwhile; the other refusals by their own words. */
const DATE_REFUSALS = new Set(['order.delivery_date_full', 'order.delivery_date_paused', 'order.date_price_differs']);
const refusalKey = (reason: string | undefined): MessageKey => {
  if (reason && DATE_REFUSALS.has(reason)) return 'order.hold.error.full';
  if (reason === 'hold.keep_not_allowed') return 'order.hold.error.keep';
  return reason === 'forbidden' ? 'order.hold.error.link' : 'order.hold.error.generic';
};

const LINK_FIELDS = ['order', 'hold', 'expires', 'sig'] as const;

const dayIn = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** What the customer answered, in words. */
function answerText(choices: HoldChoicesWire, locale: string, t: Translate): string {
  if (choices.answer === 'moved') return t('order.hold.answered.moved', { date: dayIn(choices.answer_date ?? '', locale) });
  if (choices.answer === 'canceled') return t('order.hold.answered.canceled');
  return t('order.hold.answered.kept', { date: dayIn(choices.answer_date ?? '', locale) });
}

/**
 * The page a hold's mail links to (issue 38): the customer whose delivery date staff paused chooses one of the next
 * good dates, a cancel with a full refund or, where the shop allows it, keeping the date at their own risk. One
 * radio group and one button; the outcome is announced and focus moves to it. Loaded with its own route only.
 */
export function HoldAnswerPage({ locale }: { locale: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const link = Object.fromEntries(LINK_FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<
    (typeof LINK_FIELDS)[number],
    string
  >;
  const query = new URLSearchParams(link).toString();
  const [choices, setChoices] = useState<HoldChoicesWire | null>(null);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [answeredHere, setAnsweredHere] = useState(false);
  const titleId = useId();

  useEffect(() => {
    let active = true;
    void request<HoldChoicesWire>('GET', `/api/order/hold-answer?${query}`).then((answer) => {
      if (!active) return;
      if (answer.ok) setChoices(answer.data);
      else setNotice({ kind: 'error', text: answer.error.code === 404 ? answer.error.message : t('order.hold.error.link') });
    });
    return () => {
      active = false;
    };
  }, [query, t]);

  // The outcome of an answer given on this page takes the focus once it is shown.
  useEffect(() => {
    if (answeredHere) outcomeRef.current?.focus();
  }, [answeredHere]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const picked = String(new FormData(event.currentTarget).get('choice') ?? '');
    if (!picked) return setNotice({ kind: 'error', text: t('order.hold.error.choose') });
    const [choice, date] = picked.split(':') as [Choice, string | undefined];
    setBusy(true);
    setNotice({ kind: 'progress', text: t('order.hold.working') });
    const body = { ...link, choice, ...(date ? { delivery_date: date } : {}) };
    const answer = await request<HoldChoicesWire>('POST', '/api/order/hold-answer', { body });
    setBusy(false);
    if (!answer.ok) return setNotice({ kind: 'error', text: t(refusalKey(answer.error.reason)) });
    setChoices(answer.data);
    setNotice(null);
    setAnsweredHere(true);
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h1 id={titleId} className="text-2xl font-semibold">
        {t('order.hold.title')}
      </h1>
      {choices ? (
        <>
          <p>
            {t('order.hold.paused', { order: choices.increment_id, date: dayIn(choices.delivery_date ?? choices.hold.from_date, locale) })}
          </p>
          <p>{t('order.hold.reason', { reason: choices.hold.reason })}</p>
          {choices.answer ? (
            <p
              ref={outcomeRef}
              tabIndex={-1}
              data-testid="hold-answered"
              className="rounded-xl border border-emerald-700/30 bg-emerald-50 px-4 py-3 font-medium"
            >
              {answerText(choices, locale, t)}
            </p>
          ) : choices.can_cancel ? (
            <ChoiceForm choices={choices} locale={locale} busy={busy} onSubmit={(event) => void submit(event)} />
          ) : (
            <p>{t('order.hold.closed', { telephone: choices.contact.telephone || '—', email: choices.contact.email })}</p>
          )}
        </>
      ) : null}
      <FormStatus notice={notice} />
    </section>
  );
}

interface ChoiceFormProps {
  choices: HoldChoicesWire;
  locale: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The choices as one radio group: each next good date, cancel, and keep where allowed. */
function ChoiceForm({ choices, locale, busy, onSubmit }: ChoiceFormProps) {
  const t = useT();
  const options = [
    ...choices.dates.map((date) => ({ value: `move:${date}`, label: t('order.hold.moveTo', { date: dayIn(date, locale) }) })),
    { value: 'cancel', label: t('order.hold.cancel') },
    ...(choices.can_keep ? [{ value: 'keep', label: t('order.hold.keep') }] : []),
  ];
  return (
    <form className="space-y-4" onSubmit={onSubmit}>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('order.hold.choose')}</legend>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-6 cursor-pointer items-center gap-3 py-1">
            <input type="radio" name="choice" value={option.value} className="size-5" />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonClass('primary')} aria-disabled={busy}>
        {t('order.hold.send')}
      </button>
    </form>
  );
}
