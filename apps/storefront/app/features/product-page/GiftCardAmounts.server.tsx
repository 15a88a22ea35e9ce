import type { MessageKey, Translate } from '~/i18n/translate';
import { useId } from 'react';
import { ChoiceField, FieldTitle, inputClass } from './ChoiceField.server';
import { fieldNames } from './purchase-state';
import type { GiftCardView } from './types';

const DELIVERY_NOTE: Record<GiftCardView['kind'], MessageKey> = {
  1: 'pdp.giftcard.emailed',
  2: 'pdp.giftcard.mailed',
  3: 'pdp.giftcard.both',
};

function TextField({
  name,
  title,
  type = 'text',
  required,
  max,
  t,
}: {
  name: string;
  title: string;
  type?: 'text' | 'email';
  required: boolean;
  max: number;
  t: Translate;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="block">
      <FieldTitle title={title} required={required} t={t} />
      <input id={id} name={name} type={type} required={required} maxLength={max} autoComplete="off" className={inputClass} />
    </label>
  );
}

/** Who the card is for: an e-card is e-mailed to the recipient with the sender's name and message. */
function Recipient({ card, t }: { card: GiftCardView; t: Translate }) {
  const id = useId();
  const emailed = card.kind !== 2;
  return (
    <fieldset className="flex flex-col gap-3 border-t border-navy-900/10 pt-3">
      <legend className="text-sm font-semibold text-navy-900">{t('pdp.giftcard.recipient')}</legend>
      <TextField name="giftcard_recipient_name" title={t('pdp.giftcard.recipientName')} required={false} max={100} t={t} />
      {emailed ? (
        <TextField name="giftcard_recipient_email" title={t('pdp.giftcard.recipientEmail')} type="email" required max={254} t={t} />
      ) : null}
      <TextField name="giftcard_sender_name" title={t('pdp.giftcard.senderName')} required={false} max={100} t={t} />
      <label htmlFor={id} className="block">
        <FieldTitle title={t('pdp.giftcard.message')} required={false} t={t} />
        <textarea id={id} name="giftcard_message" rows={3} maxLength={500} className={`${inputClass} py-2`} />
      </label>
    </fieldset>
  );
}

/** The card values to choose from (the first preselected), how the card is delivered and to whom. */
export function GiftCardAmounts({ card, t }: { card: GiftCardView; t: Translate }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-navy-900/10">
      <ChoiceField
        title={t('pdp.giftcard.amount')}
        required
        kind="radio"
        name={fieldNames.giftCardAmount}
        choices={card.amountsCents.map((cents, index) => ({ value: (cents / 100).toFixed(2), label: card.amountLabels[index] }))}
        initial={[(card.amountsCents[0] / 100).toFixed(2)]}
        allowNone={false}
        t={t}
      />
      <p className="text-sm text-muted">{t(DELIVERY_NOTE[card.kind])}</p>
      <Recipient card={card} t={t} />
    </div>
  );
}
