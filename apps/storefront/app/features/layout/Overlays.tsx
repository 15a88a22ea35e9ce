import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { CartOverlay } from '~/features/cart';
import { type AppNotice, Toasts, type PostedNotice } from '~/features/notices';
import { loadNamespace } from '~/i18n/lazy-messages';
import type { OverlayEvent } from './OverlayHost';

/** The host's lazily loaded part: the minicart drawer and the toasts, portalled to the body. */
function Overlays({ events, withMinicart }: { events: readonly OverlayEvent[]; withMinicart: boolean }) {
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
