import type { MessageKey, Translate } from '~/i18n/translate';
import { ChoiceField } from './ChoiceField.server';
import { fieldNames } from './purchase-state';
import type { GiftCardView } from './types';

const DELIVERY_NOTE: Record<GiftCardView['kind'], MessageKey> = {
  1: 'pdp.giftcard.emailed',
  2: 'pdp.giftcard.mailed',
  3: 'pdp.giftcard.both',
};

/** The card values to choose from (the first preselected) and how the card is delivered. */
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
    </div>
  );
}
