import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { CODE_BUTTON_CLASS, CodeAnswer, CodeForm, useCodeEntry } from './CodeEntry';
import type { CartRuntime } from './contract';
import type { RunBusy } from './use-cart';

/** The API's refusals (gift-cards/routes.ts) by their reason codes, in the store's language. */
const REFUSALS: Partial<Record<ErrorReason, MessageKey>> = {
  'gift_card.not_found': 'cart.giftCard.invalid',
  'gift_card.not_usable': 'cart.giftCard.empty',
  rate_limited: 'cart.giftCard.tooMany',
};

const refusalKey = (reason: ErrorReason | undefined): MessageKey => (reason && REFUSALS[reason]) || 'cart.giftCard.failed';

/** The cards the totals spend (the mageworx_giftcards segment), in the order they were applied. */
function appliedCards(runtime: CartRuntime): Array<{ code: string }> {
  const segment = runtime.cart.totals().find((candidate) => candidate.code === 'mageworx_giftcards');
  const cards = (segment?.extension_attributes as { gift_cards?: Array<{ code: string }> } | undefined)?.gift_cards;
  return Array.isArray(cards) ? cards : [];
}

/** Apply a gift card code (spec: "Gift card successfully added!") or take an applied one off. */
export function GiftCardForm({ runtime, run }: { runtime: CartRuntime; run: RunBusy }) {
  const t = useT();
  const entry = useCodeEntry<MessageKey>();
  const { setCode, setMessage, pending, busy } = entry;
  const applied = appliedCards(runtime);

  async function apply(wanted: string) {
    if (!wanted) return setMessage({ ok: false, text: 'cart.coupon.required' });
    const answer = await busy(() => run(() => runtime.cart.applyGiftCard(wanted)));
    if (answer.ok) setCode('');
    setMessage(answer.ok ? { ok: true, text: 'cart.giftCard.added' } : { ok: false, text: refusalKey(answer.reason) });
  }

  async function remove(card: string) {
    const answer = await busy(() => run(() => runtime.cart.removeGiftCard(card)));
    setMessage(answer.ok ? { ok: true, text: 'cart.giftCard.removed' } : { ok: false, text: 'cart.giftCard.failed' });
  }

  return (
    <div className="flex flex-col gap-2">
      {applied.map((card) => (
        <div key={card.code} className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('cart.giftCard.current', { code: card.code })}</p>
          <button
            type="button"
            className={CODE_BUTTON_CLASS}
            disabled={pending}
            onClick={() => void remove(card.code)}
            aria-label={t('cart.giftCard.removeCode', { code: card.code })}
          >
            {t('cart.giftCard.remove')}
          </button>
        </div>
      ))}
      <CodeForm entry={entry} field="giftCard" onApply={(wanted) => void apply(wanted)} />
      <CodeAnswer entry={entry} say={(key) => t(key)} />
    </div>
  );
}
