import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { CodeEntry, CodeMessage, codeButtonClass } from '~/ui/CodeEntry';
import type { CartRuntime } from './contract';
import { messageKey } from './notice-keys';
import type { RunBusy } from './use-cart';

/** The newest error notice the cart raised after `since` (the server's refusal of a code). */
function errorSince(runtime: CartRuntime, since: number): string | null {
  const error = runtime.notifications.notifications.filter((notice) => notice.id > since && notice.type === 'error').at(-1);
  return error ? messageKey(error.message) : null;
}

/** Apply a coupon code or remove the applied one; the server's answer is shown next to the field. */
export function CouponForm({ runtime, coupon, run }: { runtime: CartRuntime; coupon: string | null; run: RunBusy }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Applying or removing a code swaps the field for the applied code (or back): the focus goes to the answer.
  const [focusAnswer, setFocusAnswer] = useState(false);
  useEffect(() => {
    if (!focusAnswer) return;
    setFocusAnswer(false);
    (message?.ok ? statusRef.current : (inputRef.current ?? statusRef.current))?.focus();
  }, [focusAnswer, message]);

  async function apply() {
    const wanted = code.trim();
    if (!wanted) return setMessage({ ok: false, text: 'cart.coupon.required' });
    setPending(true);
    const since = runtime.notifications.notifications.at(-1)?.id ?? 0;
    const applied = await run(() => runtime.cart.applyCoupon(wanted)).finally(() => setPending(false));
    if (applied) {
      setCode('');
      setMessage({ ok: true, text: 'cart.coupon.applied' });
    } else {
      setMessage({ ok: false, text: errorSince(runtime, since) ?? 'cart.coupon.invalid' });
    }
    setFocusAnswer(true);
  }

  async function remove() {
    if (pending) return;
    setPending(true);
    const removed = await run(() => runtime.cart.removeCoupon()).finally(() => setPending(false));
    setMessage(removed ? { ok: true, text: 'cart.coupon.removed' } : { ok: false, text: 'cart.coupon.removeFailed' });
    setFocusAnswer(true);
  }

  const answer = message ? { ok: message.ok, text: t(message.text as MessageKey, { code: coupon ?? '' }) } : null;
  return (
    <div className="flex flex-col gap-2">
      {coupon ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('cart.coupon.current', { code: coupon })}</p>
          <button type="button" className={codeButtonClass} aria-disabled={pending} onClick={() => void remove()}>
            {t('cart.coupon.remove')}
          </button>
        </div>
      ) : (
        <CodeEntry
          id={id}
          name="coupon"
          label={t('cart.coupon.label')}
          applyLabel={t('cart.coupon.apply')}
          value={code}
          onValue={setCode}
          onApply={() => void apply()}
          pending={pending}
          answer={answer}
          inputRef={inputRef}
        />
      )}
      {/* One element in both views, so it keeps the focus when the field and the applied code swap. */}
      <CodeMessage id={id} answer={answer} ref={statusRef} />
    </div>
  );
}
