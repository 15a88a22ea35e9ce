import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { CODE_BUTTON_CLASS, CodeAnswer, CodeForm, useCodeEntry } from './CodeEntry';
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
  const entry = useCodeEntry<string>();
  const { setCode, setMessage, pending, busy } = entry;

  async function apply(wanted: string) {
    if (!wanted) return setMessage({ ok: false, text: 'cart.coupon.required' });
    const since = runtime.notifications.notifications.at(-1)?.id ?? 0;
    const applied = await busy(() => run(() => runtime.cart.applyCoupon(wanted)));
    if (applied) {
      setCode('');
      setMessage({ ok: true, text: 'cart.coupon.applied' });
    } else {
      setMessage({ ok: false, text: errorSince(runtime, since) ?? 'cart.coupon.invalid' });
    }
  }

  async function remove() {
    const removed = await busy(() => run(() => runtime.cart.removeCoupon()));
    setMessage(removed ? { ok: true, text: 'cart.coupon.removed' } : { ok: false, text: 'cart.coupon.removeFailed' });
  }

  const status = <CodeAnswer entry={entry} say={(text) => t(text as MessageKey, { code: coupon ?? '' })} />;

  if (coupon) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('cart.coupon.current', { code: coupon })}</p>
          <button type="button" className={CODE_BUTTON_CLASS} disabled={pending} onClick={() => void remove()}>
            {t('cart.coupon.remove')}
          </button>
        </div>
        {status}
      </div>
    );
  }
  return (
    <CodeForm entry={entry} field="coupon" onApply={(wanted) => void apply(wanted)}>
      {status}
    </CodeForm>
  );
}
