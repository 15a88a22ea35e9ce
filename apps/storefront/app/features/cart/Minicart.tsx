import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { useRootData } from '~/lib/root-data';
import { CloseIcon } from '~/ui/icons';
import { CouponForm } from './CouponForm';
import { FreeDeliveryNote } from './FreeDeliveryNote';
import { GiftCardForm } from './GiftCardForm';
import { LineItem, type Line } from './LineItem';
import { Totals } from './Totals';
import { useBusy, useCartRuntime, useCartState, useMoney } from './use-cart';

/**
 * The minicart drawer (microcart): a modal dialog over an overlay; focus stays inside, Escape or
 * the overlay close it, and the layout returns focus to the cart button. Lines change at once and
 * roll back with the server's message when it refuses; totals are the server's.
 */
export default function Minicart({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const runtime = useCartRuntime();
  const state = useCartState(runtime);
  const money = useMoney();
  const [busy, run] = useBusy();
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  const freeDeliveryFrom = useRootData()?.store.freeDeliveryFrom ?? null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (location.pathname !== firstPath.current) dialogRef.current?.close();
  }, [location.pathname]);

  useEffect(() => {
    if (runtime) void runtime.cart.syncTotals();
  }, [runtime]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  const lines = (state?.cartItems ?? []) as Line[];
  const coupon = runtime && state ? (runtime.cart.coupon()?.code ?? null) : null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      data-testid="minicart"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-md overflow-y-auto border-0 bg-sand-50 p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="flex min-h-full flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold">
            {t('cart.minicart.title')}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-900/8"
            aria-label={t('cart.minicart.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        {!state || !runtime ? (
          <p role="status">{t('cart.minicart.loading')}</p>
        ) : lines.length === 0 ? (
          <div className="flex flex-col items-start gap-4 py-6">
            <p>{t('cart.minicart.empty')}</p>
            <button type="button" className={buttonClass('ghost')} onClick={() => dialogRef.current?.close()}>
              {t('cart.minicart.continue')}
            </button>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-navy-900/10" aria-label={t('cart.minicart.lines')}>
              {lines.map((line) => (
                <LineItem key={`${line.sku}-${line.checksum ?? ''}`} runtime={runtime} line={line} money={money} editable run={run} />
              ))}
            </ul>
            <CouponForm runtime={runtime} coupon={coupon} run={run} />
            <GiftCardForm runtime={runtime} run={run} />
            <FreeDeliveryNote
              threshold={freeDeliveryFrom}
              totals={state.platformTotals}
              virtual={runtime.cart.isVirtualCart()}
              money={money}
            />
            <Totals segments={runtime.cart.totals()} coupon={coupon} money={money} busy={busy} />
            <Link to="/checkout" className={buttonClass('primary', 'w-full')} onClick={() => dialogRef.current?.close()}>
              {t('cart.minicart.checkout')}
            </Link>
          </>
        )}
      </div>
    </dialog>
  );
}
