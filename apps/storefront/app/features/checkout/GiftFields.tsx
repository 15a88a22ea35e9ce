import { GIFT_MESSAGE_MAX, type GiftFormValues } from '@shoreline/domain/forms/gift-rules';
import { useT } from '~/i18n/useT';
import { CheckField, fieldId, TextField } from './fields';
import type { FieldErrors } from './validation';

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
  const messageId = fieldId('gift.message');
  const messageError = error('message');
  const left = GIFT_MESSAGE_MAX - value.message.length;
  return (
    <div className="flex flex-col gap-4 border-t border-navy-900/10 pt-4" data-testid="gift-fields">
      <TextField
        name="gift.recipientEmail"
        label={t('checkout.gift.recipientEmail')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required={value.notifyRecipient}
        value={value.recipientEmail}
        onChange={(recipientEmail) => onChange({ ...value, recipientEmail })}
        error={error('recipientEmail')}
      />
      <div>
        <label htmlFor={messageId} className="block font-medium">
          {t('checkout.gift.message')}
        </label>
        <p id={`${messageId}-hint`} className="mt-0.5 text-sm text-muted">
          {t('checkout.gift.messageHint')}
        </p>
        <textarea
          id={messageId}
          name="gift.message"
          rows={4}
          maxLength={GIFT_MESSAGE_MAX}
          value={value.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[`${messageId}-hint`, `${messageId}-count`, messageError ? `${messageId}-error` : null]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => onChange({ ...value, message: event.target.value })}
          className={`mt-1.5 block min-h-24 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-navy-900 hover:border-navy-900/50 ${
            messageError ? 'border-crab-700 ring-1 ring-crab-700' : 'border-navy-900/25'
          }`}
        />
        <p
          id={`${messageId}-count`}
          className="mt-1 text-right text-sm text-muted tabular-nums"
          aria-live={left < ANNOUNCE_BELOW ? 'polite' : 'off'}
          data-testid="gift-message-count"
        >
          {t('checkout.gift.left', { left: Math.max(0, left) })}
        </p>
        {messageError ? (
          <p id={`${messageId}-error`} className="mt-1.5 text-sm font-medium text-crab-700">
            {messageError}
          </p>
        ) : null}
      </div>
      <CheckField
        name="gift.notifyRecipient"
        checked={value.notifyRecipient}
        onChange={(notifyRecipient) => onChange({ ...value, notifyRecipient })}
      >
        {t('checkout.gift.notify')}
        <span className="block text-sm text-muted">{t('checkout.gift.notifyHint')}</span>
      </CheckField>
      <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm" data-testid="gift-no-prices">
        {t('checkout.gift.noPrices')}
      </p>
    </div>
  );
}
