import { useId, useState } from 'react';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { CodeEntry, CodeMessage, codeButtonClass } from '~/ui/CodeEntry';
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
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; key: MessageKey } | null>(null);
  const [pending, setPending] = useState(false);
  const applied = appliedCards(runtime);

  async function apply() {
    const wanted = code.trim();
    if (!wanted) return setMessage({ ok: false, key: 'cart.coupon.required' });
    setPending(true);
    const answer = await run(() => runtime.cart.applyGiftCard(wanted)).finally(() => setPending(false));
    if (answer.ok) setCode('');
    setMessage(answer.ok ? { ok: true, key: 'cart.giftCard.added' } : { ok: false, key: refusalKey(answer.reason) });
  }

  async function remove(card: string) {
    if (pending) return;
    setPending(true);
    const answer = await run(() => runtime.cart.removeGiftCard(card)).finally(() => setPending(false));
    setMessage(answer.ok ? { ok: true, key: 'cart.giftCard.removed' } : { ok: false, key: 'cart.giftCard.failed' });
  }

  const answer = message ? { ok: message.ok, text: t(message.key) } : null;
  return (
    <div className="flex flex-col gap-2">
      {applied.map((card) => (
        <div key={card.code} className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('cart.giftCard.current', { code: card.code })}</p>
          <button
            type="button"
            className={codeButtonClass}
            aria-disabled={pending}
            onClick={() => void remove(card.code)}
            aria-label={t('cart.giftCard.removeCode', { code: card.code })}
          >
            {t('cart.giftCard.remove')}
          </button>
        </div>
      ))}
      <CodeEntry
        id={id}
        label={t('cart.giftCard.label')}
        applyLabel={t('cart.giftCard.apply')}
        value={code}
        onValue={setCode}
        onApply={() => void apply()}
        pending={pending}
        answer={answer}
      />
      <CodeMessage id={id} answer={answer} />
    </div>
  );
}
