import { GIFT_MESSAGE_MAX } from '@shoreline/domain/forms/gift-limits';
import type { GiftFormValues } from '@shoreline/domain/forms/gift-rules';
import { useT } from '~/i18n/useT';
import { TextField } from '~/ui/TextField';
import type { FieldErrors } from './validation';

// The limit from a module of its own: the gift rules need the address rules, which would split out of the chunks they
// share with the route's code into chunks of their own, one more route manifest entry in every page's first load.
const hintClass = 'mt-0.5 text-sm text-muted';

/** Control ids as the error summary links them ("gift.message" -> "checkout-gift-message", fields.tsx fieldId). */
const idOf = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

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
  const messageId = idOf('gift.message');
  const notifyId = idOf('gift.notifyRecipient');
  const left = GIFT_MESSAGE_MAX - value.message.length;
  return (
    <div className="flex flex-col gap-4 border-t border-navy-900/10 pt-4" data-testid="gift-fields">
      <TextField
        id={emailId}
        name="gift.recipientEmail"
        label={t('checkout.gift.recipientEmail')}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={value.recipientEmail}
        aria-required={value.notifyRecipient}
        error={error('recipientEmail')}
        onValue={(recipientEmail) => onChange({ ...value, recipientEmail })}
      />
      <TextField
        multiline
        id={messageId}
        name="gift.message"
        label={t('checkout.gift.message')}
        hint={t('checkout.gift.messageHint')}
        rows={4}
        maxLength={GIFT_MESSAGE_MAX}
        value={value.message}
        describedBy={`${messageId}-count`}
        error={error('message')}
        onValue={(message) => onChange({ ...value, message })}
        after={
          <p
            id={`${messageId}-count`}
            className="mt-1 text-right text-sm text-muted tabular-nums"
            aria-live={left < ANNOUNCE_BELOW ? 'polite' : 'off'}
            data-testid="gift-message-count"
          >
            {t('checkout.gift.left', { left: Math.max(0, left) })}
          </p>
        }
      />
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
