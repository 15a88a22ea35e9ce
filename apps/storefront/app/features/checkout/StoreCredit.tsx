import { useEffect, useId, useState } from 'react';
import type { CartRuntime, RunBusy } from '~/features/cart';
import type { FormatMoney } from '~/lib/money';
import type { SessionApi } from '~/features/session';
import { useT } from '~/i18n/useT';

interface StoreCreditProps {
  runtime: CartRuntime;
  session: SessionApi;
  money: FormatMoney;
  run: RunBusy;
}

/** The customer's balance, or 0 when unknown. */
async function balanceOf(session: SessionApi): Promise<number> {
  const answer = await session.request<{ customer_reward_points_balance: number }>('GET', '/api/ext/store-credit/details');
  const result = answer.ok && answer.data && typeof answer.data === 'object' ? answer.data : null;
  return result?.customer_reward_points_balance ?? 0;
}

/**
 * "Use my store credit": a logged-in customer with a balance applies all of it (it pays up to the
 * total, never more). Whether it is applied is read from the totals' customer_credits segment.
 */
export function StoreCredit({ runtime, session, money, run }: StoreCreditProps) {
  const t = useT();
  const id = useId();
  const [balance, setBalance] = useState(0);
  const [failed, setFailed] = useState(false);
  // The choice shows at once; the totals' customer_credits segment says what the server holds.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const applied = runtime.cart.totals().some((segment) => segment.code === 'customer_credits');

  useEffect(() => {
    let active = true;
    void balanceOf(session).then((found) => {
      if (active) setBalance(found);
    });
    return () => {
      active = false;
    };
  }, [session]);

  if (balance <= 0 && !applied) return null;
  const change = (on: boolean) => {
    setFailed(false);
    setWanted(on);
    void run(() => runtime.cart.useStoreCredit(on, balance))
      .catch(() => false)
      .then((taken) => {
        setFailed(!taken);
        setWanted(null);
      });
  };
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-navy-900/20 bg-white px-4 py-2 has-checked:border-navy-900 has-checked:ring-2 has-checked:ring-navy-900">
        <input
          type="checkbox"
          checked={wanted ?? applied}
          onChange={(event) => change(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="size-6 shrink-0 accent-navy-900"
        />
        <span className="flex flex-1 flex-col">
          <span>{t('checkout.credit.use', { amount: money(balance) })}</span>
          <span id={`${id}-hint`} className="text-sm text-muted">
            {t('checkout.credit.hint')}
          </span>
        </span>
      </label>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-crab-800">
          {t('checkout.credit.failed')}
        </p>
      ) : null}
    </div>
  );
}
