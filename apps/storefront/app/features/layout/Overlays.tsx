import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { CartOverlay } from '~/features/cart';
import { type AppNotice, Toasts, type PostedNotice } from '~/features/notices';
import { loadNamespace } from '~/i18n/lazy-messages';
import { currentStoreCode, offlineOrdersKey } from '~/lib/store-storage';
import type { OverlayEvent } from './OverlayHost';

/**
 * Orders placed offline wait for the shopper's word once online (the checkout's thank-you page sends its own). The
 * layout asks, not the cart: checkout builds on the cart, so the cart loading checkout would tie the two in a circle.
 */
function useWaitingOrdersPrompt(withMinicart: boolean) {
  useEffect(() => {
    if (!withMinicart) return;
    const check = () => {
      if (navigator.onLine && window.localStorage.getItem(offlineOrdersKey(currentStoreCode())))
        void import('~/features/checkout/index.client').then((module) => module.promptWaitingOrders());
    };
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [withMinicart]);
}

/** The host's lazily loaded part: the minicart drawer and the toasts, portalled to the body; it asks about waiting orders. */
function Overlays({ events, withMinicart }: { events: readonly OverlayEvent[]; withMinicart: boolean }) {
  useWaitingOrdersPrompt(withMinicart);
  const notices = useMemo(
    () => events.flatMap((event): PostedNotice[] => (event.kind === 'notice' ? [{ id: event.id, notice: event.detail as AppNotice }] : [])),
    [events],
  );
  const cartEvents = useMemo(
    () => events.filter((event): event is OverlayEvent & { kind: 'open' | 'add' } => event.kind !== 'notice'),
    [events],
  );
  return createPortal(
    <>
      <CartOverlay events={cartEvents} withMinicart={withMinicart} />
      <Toasts notices={notices} />
    </>,
    document.body,
  );
}

/** The overlays once the cart texts (which browsing documents do not carry) are in too. */
export async function withCartTexts(locale: string): Promise<typeof Overlays> {
  await loadNamespace('cart', locale);
  return Overlays;
}
