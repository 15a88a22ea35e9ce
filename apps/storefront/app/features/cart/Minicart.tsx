import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { useRootData } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { CouponForm } from './CouponForm';
import { DeliveryCutoff } from './DeliveryCutoff';
import { FreeDeliveryNote } from './FreeDeliveryNote';
import { GiftCardForm } from './GiftCardForm';
import { LineItem, type Line } from './LineItem';
import { Totals } from './Totals';
import { useBusy, useCartRuntime, useCartState } from './use-cart';
import { useMoney } from '~/lib/money';

/**
 * The minicart drawer (microcart), in the shop's one Dialog: focus stays inside, Escape, the overlay or
 * following a link close it, and focus returns to the cart button. Lines change at once and
 * roll back with the server's message when it refuses; totals are the server's.
 */
export default function Minicart({ onClose }: { onClose: () => void }) {
  const t = useT();
  const runtime = useCartRuntime();
  const state = useCartState(runtime);
  const money = useMoney();
  const [busy, run] = useBusy();
  const freeDeliveryFrom = useRootData()?.store.freeDeliveryFrom ?? null;

  useEffect(() => {
    if (runtime) void runtime.cart.syncTotals();
  }, [runtime]);

  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLButtonElement>(null);
  const lines = (state?.cartItems ?? []) as Line[];

  // A removed line takes its controls with it: the focus goes to the line now in its place (else the one
  // before it), or to the empty cart's way on, never to the page's body.
  const focusAfterRemoval = (index: number) =>
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-testid="cart-line"]') ?? [];
      const row = rows[Math.min(index, rows.length - 1)];
      (row?.querySelector<HTMLElement>('button, input') ?? emptyRef.current)?.focus();
    });
  const coupon = runtime && state ? (runtime.cart.coupon()?.code ?? null) : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cart.minicart.title')}
      closeLabel={t('cart.minicart.close')}
      testId="minicart"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-md overflow-y-auto border-0"
      bodyClassName="flex min-h-full flex-col gap-4 p-4 sm:p-6"
    >
      {(close) =>
        !state || !runtime ? (
          <p role="status">{t('cart.minicart.loading')}</p>
        ) : lines.length === 0 ? (
          <div className="flex flex-col items-start gap-4 py-6">
            <p>{t('cart.minicart.empty')}</p>
            <button ref={emptyRef} type="button" className={buttonClass('ghost')} onClick={close}>
              {t('cart.minicart.continue')}
            </button>
          </div>
        ) : (
          <>
            <ul ref={listRef} className="divide-y divide-navy-900/10" aria-label={t('cart.minicart.lines')}>
              {lines.map((line, index) => (
                <LineItem
                  key={`${line.sku}-${line.checksum ?? ''}`}
                  runtime={runtime}
                  line={line}
                  money={money}
                  editable
                  run={run}
                  onRemoved={() => focusAfterRemoval(index)}
                />
              ))}
            </ul>
            <CouponForm runtime={runtime} coupon={coupon} run={run} />
            <GiftCardForm runtime={runtime} run={run} />
            <DeliveryCutoff virtual={runtime.cart.isVirtualCart()} />
            <FreeDeliveryNote
              threshold={freeDeliveryFrom}
              totals={state.platformTotals}
              virtual={runtime.cart.isVirtualCart()}
              money={money}
            />
            {/* The destination the checkout last knew refuses a method (live crabs to Hawaii): said before checkout. */}
            {(state.refusedShippingMethods ?? []).map((method) => (
              <p
                key={`${method.carrier_code}_${method.method_code}`}
                role="status"
                className="rounded-xl border-l-4 border-crab-700 bg-white px-4 py-3 text-sm ring-1 ring-crab-700/30"
              >
                {t('cart.minicart.shippingRefused', { reason: String(method.error_message ?? '') })}
              </p>
            ))}
            <Totals segments={runtime.cart.totals()} coupon={coupon} money={money} busy={busy} />
            <Link to="/checkout" className={buttonClass('primary', 'w-full')} onClick={close}>
              {t('cart.minicart.checkout')}
            </Link>
          </>
        )
      }
    </Dialog>
  );
}
