import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import type { CartRuntime } from './contract';
import { messageKey } from './notice-keys';
import type { RunBusy } from './use-cart';

const inputClass = 'min-h-11 min-w-0 flex-1 rounded-lg border border-navy-900/30 bg-white px-3 uppercase';
const buttonClass = 'min-h-11 rounded-full bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800 aria-disabled:opacity-60';

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

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
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

  // One element in both views, so it keeps the focus when the field and the applied code swap.
  const status = message ? (
    <p
      ref={statusRef}
      tabIndex={-1}
      role={message.ok ? 'status' : 'alert'}
      id={`${id}-message`}
      className={`text-sm font-medium ${message.ok ? 'text-navy-900' : 'text-crab-800'}`}
    >
      {t(message.text as MessageKey, { code: coupon ?? '' })}
    </p>
  ) : null;

  return (
    <div className="flex flex-col gap-2">
      {coupon ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('cart.coupon.current', { code: coupon })}</p>
          <button type="button" className={buttonClass} aria-disabled={pending} onClick={() => void remove()}>
            {t('cart.coupon.remove')}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void apply(event)} className="flex flex-col gap-2" noValidate>
          <label htmlFor={id} className="text-sm font-semibold">
            {t('cart.coupon.label')}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={id}
              name="coupon"
              value={code}
              autoComplete="off"
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={message ? `${id}-message` : undefined}
              aria-invalid={message?.ok === false}
              className={inputClass}
            />
            <button type="submit" className={buttonClass} aria-disabled={pending}>
              {t('cart.coupon.apply')}
            </button>
          </div>
        </form>
      )}
      {status}
    </div>
  );
}
