import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { CodeEntryForm, CodeStatus, codeButtonClass, useCodeEntry, type CodeMessage } from './CodeEntry';
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
  const entry = useCodeEntry();

  async function apply(wanted: string): Promise<CodeMessage> {
    const since = runtime.notifications.notifications.at(-1)?.id ?? 0;
    const applied = await run(() => runtime.cart.applyCoupon(wanted));
    if (applied) return { ok: true, key: 'cart.coupon.applied' };
    return { ok: false, key: (errorSince(runtime, since) ?? 'cart.coupon.invalid') as MessageKey };
  }

  async function remove(): Promise<CodeMessage> {
    const removed = await run(() => runtime.cart.removeCoupon());
    return removed ? { ok: true, key: 'cart.coupon.removed' } : { ok: false, key: 'cart.coupon.removeFailed' };
  }

  const status = entry.message ? <CodeStatus entry={entry} text={t(entry.message.key, { code: coupon ?? '' })} /> : null;
  if (coupon) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('cart.coupon.current', { code: coupon })}</p>
          <button type="button" className={codeButtonClass} disabled={entry.pending} onClick={() => void entry.send(remove)}>
            {t('cart.coupon.remove')}
          </button>
        </div>
        {status}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <CodeEntryForm entry={entry} name="coupon" label={t('cart.coupon.label')} applyLabel={t('cart.coupon.apply')} onApply={apply} />
      {status}
    </div>
  );
}
