import { GIFT_MESSAGE_MAX } from '@shoreline/domain/forms/gift-limits';
import type { GiftFormValues } from '@shoreline/domain/forms/gift-rules';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { TextField } from '~/ui/TextField';
import { CheckField, SelectField } from './fields';
import type { FieldErrors } from './validation';

// The limit from a module of its own: the gift rules need the address rules, which would split out of the chunks they
// share with the route's code into chunks of their own, one more route manifest entry in every page's first load.

/** Control ids as the error summary links them ("gift.message" -> "checkout-gift-message", fields.tsx fieldId). */
const idOf = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

interface GiftFieldsProps {
  value: GiftFormValues;
  onChange: (value: GiftFormValues) => void;
  errors: FieldErrors;
}

/** The windows a buyer may give the recipient to choose the day in (the domain's RECIPIENT_WINDOW_DAYS). */
const WINDOWS: ReadonlyArray<{ days: number; key: MessageKey }> = [
  { days: 7, key: 'checkout.gift.window.7' },
  { days: 14, key: 'checkout.gift.window.14' },
  { days: 21, key: 'checkout.gift.window.21' },
];

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
        aria-required={value.notifyRecipient || Boolean(value.recipientChoosesDays)}
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
      <CheckField
        name="gift.notifyRecipient"
        checked={value.notifyRecipient}
        onChange={(notifyRecipient) => onChange({ ...value, notifyRecipient })}
        hint={t('checkout.gift.notifyHint')}
      >
        {t('checkout.gift.notify')}
      </CheckField>
      <RecipientChooses value={value} onChange={onChange} />
      <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm" data-testid="gift-no-prices">
        {t('checkout.gift.noPrices')}
      </p>
    </div>
  );
}

/**
 * "Let the recipient choose the delivery day", and within how long: the order is then placed without a date (the
 * date chosen above is not used) and the recipient is e-mailed a link to choose one (their e-mail is then required).
 */
function RecipientChooses({ value, onChange }: Omit<GiftFieldsProps, 'errors'>) {
  const t = useT();
  const days = value.recipientChoosesDays ?? 0;
  return (
    <div className="flex flex-col gap-2" data-testid="gift-recipient-chooses">
      <CheckField
        name="gift.recipientChooses"
        checked={days > 0}
        onChange={(chooses) => onChange({ ...value, recipientChoosesDays: chooses ? 14 : 0 })}
        hint={t('checkout.gift.recipientChoosesHint')}
      >
        {t('checkout.gift.recipientChooses')}
      </CheckField>
      {days > 0 ? (
        <SelectField
          className="ml-9"
          name="gift.recipientWindow"
          label={t('checkout.gift.window')}
          value={String(days)}
          onChange={(next) => onChange({ ...value, recipientChoosesDays: Number(next) })}
        >
          {WINDOWS.map((window) => (
            <option key={window.days} value={window.days}>
              {t(window.key)}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
