import { useId, useState, type KeyboardEvent } from 'react';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import type { CartRuntime } from './contract';
import type { RunBusy } from './use-cart';

const inputClass = 'min-h-11 min-w-0 flex-1 rounded-lg border border-navy-900/30 bg-white px-3 uppercase';
const buttonClass = 'min-h-11 rounded-full bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60';

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
    if (pending) return;
    const wanted = code.trim();
    if (!wanted) return setMessage({ ok: false, key: 'cart.coupon.required' });
    setPending(true);
    const answer = await run(() => runtime.cart.applyGiftCard(wanted)).finally(() => setPending(false));
    if (answer.ok) setCode('');
    setMessage(answer.ok ? { ok: true, key: 'cart.giftCard.added' } : { ok: false, key: refusalKey(answer.reason) });
  }

  /** Enter in the code applies the card (it must not send the checkout's own form around it). */
  function applyOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  async function remove(card: string) {
    setPending(true);
    const answer = await run(() => runtime.cart.removeGiftCard(card)).finally(() => setPending(false));
    setMessage(answer.ok ? { ok: true, key: 'cart.giftCard.removed' } : { ok: false, key: 'cart.giftCard.failed' });
  }

  return (
    <div className="flex flex-col gap-2">
      {applied.map((card) => (
        <div key={card.code} className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('cart.giftCard.current', { code: card.code })}</p>
          <button
            type="button"
            className={buttonClass}
            disabled={pending}
            onClick={() => void remove(card.code)}
            aria-label={t('cart.giftCard.removeCode', { code: card.code })}
          >
            {t('cart.giftCard.remove')}
          </button>
        </div>
      ))}
      {/* Not a <form>: the checkout renders this inside its own form, and a form in a form is submitted by the
          browser itself (a GET to /checkout?giftcard=… that reloads the page and empties every field). */}
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('cart.giftCard.label')}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            value={code}
            autoComplete="off"
            enterKeyHint="done"
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={applyOnEnter}
            aria-describedby={message ? `${id}-message` : undefined}
            aria-invalid={message?.ok === false}
            className={inputClass}
          />
          <button type="button" className={buttonClass} disabled={pending} onClick={() => void apply()}>
            {t('cart.giftCard.apply')}
          </button>
        </div>
      </div>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          id={`${id}-message`}
          className={`text-sm font-medium ${message.ok ? 'text-navy-900' : 'text-crab-800'}`}
        >
          {t(message.key)}
        </p>
      ) : null}
    </div>
  );
}
