import { GIFT_MESSAGE_MAX } from '@shoreline/domain/forms/gift-limits';
import type { GiftFormValues } from '@shoreline/domain/forms/gift-rules';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/useT';
import type { FieldErrors } from './validation';

// Own controls in the look of fields.tsx, and the limit from a module of its own: importing fields.tsx (or the gift
// rules, which need the address rules) here would split those modules out of the chunks they share with the route's
// code into chunks of their own, one more route manifest entry in every page's first load.
const control =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-navy-900 hover:border-navy-900/50 aria-invalid:border-crab-700 aria-invalid:ring-1 aria-invalid:ring-crab-700';
const border = (error: string | null) => (error ? 'border-crab-700' : 'border-navy-900/25');
const hintClass = 'mt-0.5 text-sm text-muted';
const errorClass = 'mt-1.5 text-sm font-medium text-crab-700';
/** Control ids as the error summary links them ("gift.message" -> "checkout-gift-message", fields.tsx fieldId). */
const idOf = (name: string) => `checkout-${name.replace(/\./g, '-')}`;
const described = (...ids: Array<string | false | null>) => ids.filter(Boolean).join(' ') || undefined;

/** A labelled gift field with its error under it (named by the control's aria-describedby). */
function GiftField({ id, label, error, children }: { id: string; label: string; error: string | null; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface GiftFieldsProps {
  value: GiftFormValues;
  onChange: (value: GiftFormValues) => void;
  errors: FieldErrors;
}

/** The counter speaks up (a polite live region) only near the end, not on every key. */
const ANNOUNCE_BELOW = 30;

/**
 * A gift's own fields under the recipient's address: their e-mail (optional), the message for the packing slip
 * (plain text, 300 characters, with a counter), whether to tell them by e-mail when it ships, and the promise that
 * the slip shows no price. Loaded on demand: most orders are not gifts.
 */
export function GiftFields({ value, onChange, errors }: GiftFieldsProps) {
  const t = useT();
  const error = (field: keyof GiftFormValues) => {
    const key = errors[`gift.${field}`];
    return key ? t(key) : null;
  };
  const emailId = idOf('gift.recipientEmail');
  const emailError = error('recipientEmail');
  const messageId = idOf('gift.message');
  const messageError = error('message');
  const notifyId = idOf('gift.notifyRecipient');
  const left = GIFT_MESSAGE_MAX - value.message.length;
  return (
    <div className="flex flex-col gap-4 border-t border-navy-900/10 pt-4" data-testid="gift-fields">
      <GiftField id={emailId} label={t('checkout.gift.recipientEmail')} error={emailError}>
        <input
          id={emailId}
          name="gift.recipientEmail"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={value.recipientEmail}
          aria-required={value.notifyRecipient}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={described(emailError !== null && `${emailId}-error`)}
          onChange={(event) => onChange({ ...value, recipientEmail: event.target.value })}
          className={`${control} min-h-12 ${border(emailError)}`}
        />
      </GiftField>
      <GiftField id={messageId} label={t('checkout.gift.message')} error={messageError}>
        <p id={`${messageId}-hint`} className={hintClass}>
          {t('checkout.gift.messageHint')}
        </p>
        <textarea
          id={messageId}
          name="gift.message"
          rows={4}
          maxLength={GIFT_MESSAGE_MAX}
          value={value.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={described(`${messageId}-hint`, `${messageId}-count`, messageError !== null && `${messageId}-error`)}
          onChange={(event) => onChange({ ...value, message: event.target.value })}
          className={`${control} min-h-24 ${border(messageError)}`}
        />
        <p
          id={`${messageId}-count`}
          className="mt-1 text-right text-sm text-muted tabular-nums"
          aria-live={left < ANNOUNCE_BELOW ? 'polite' : 'off'}
          data-testid="gift-message-count"
        >
          {t('checkout.gift.left', { left: Math.max(0, left) })}
        </p>
      </GiftField>
      <div className="flex items-start gap-3">
        <input
          id={notifyId}
          name="gift.notifyRecipient"
          type="checkbox"
          checked={value.notifyRecipient}
          aria-describedby={`${notifyId}-hint`}
          onChange={(event) => onChange({ ...value, notifyRecipient: event.target.checked })}
          className="mt-0.5 size-6 shrink-0 accent-navy-900"
        />
        <div>
          <label htmlFor={notifyId} className="min-h-6">
            {t('checkout.gift.notify')}
          </label>
          <p id={`${notifyId}-hint`} className={hintClass}>
            {t('checkout.gift.notifyHint')}
          </p>
        </div>
      </div>
      <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm" data-testid="gift-no-prices">
        {t('checkout.gift.noPrices')}
      </p>
    </div>
  );
}
