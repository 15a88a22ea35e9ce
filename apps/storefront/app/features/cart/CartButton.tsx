import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { loadNamespace } from '~/i18n/lazy-messages';
import { useLocale, useT } from '~/i18n/useT';
import { BagIcon } from '~/ui/icons';
import { ADD_TO_CART_EVENT, CART_COUNT_EVENT, OPEN_MINICART_EVENT, readStoredCount, type OverlayEvent } from './signals';

type OverlaysProps = { events: OverlayEvent[]; withMinicart: boolean };

/** The window events this listens to ('shoreline:notify' is notify.ts's NOTICE_EVENT, repeated to keep lazy code out of this chunk). */
const KINDS: Record<string, OverlayEvent['kind'] | 'count'> = {
  'shoreline:notify': 'notice',
  [OPEN_MINICART_EVENT]: 'open',
  [ADD_TO_CART_EVENT]: 'add',
  [CART_COUNT_EVENT]: 'count',
};
const TYPES = [...Object.keys(KINDS), 'storage'];
let nextEventId = 1;

/**
 * The header's cart (first-load code, so it stays tiny). The button is a link to /checkout without
 * JavaScript; with it, it opens the minicart. Its count is read from localStorage and follows the
 * cart runtime and other tabs. It also hosts the toasts and the minicart (features/cart/Overlays,
 * portalled to the body), whose code loads on the first notice, click or add, or once the page is idle,
 * together with the cart texts (the 'cart' namespace, which browsing documents do not carry).
 * The checkout page renders it without a button (`className` missing) for its toasts.
 */
export function CartButton({ className, withMinicart = true }: { className?: string; withMinicart?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [count, setCount] = useState(0);
  const [events, setEvents] = useState<OverlayEvent[]>([]);
  const [Overlays, setOverlays] = useState<ComponentType<OverlaysProps> | null>(null);

  useEffect(() => {
    const load = () =>
      void Promise.all([import('./Overlays'), loadNamespace('cart', locale)]).then(([module]) => setOverlays(() => module.default));
    const onEvent = (event: Event) => {
      const kind = KINDS[event.type];
      const detail: unknown = (event as CustomEvent).detail;
      if (kind === 'count') return setCount(Number(detail) || 0);
      if (!kind) return setCount(readStoredCount());
      setEvents((list) => [...list, { id: nextEventId++, kind, detail }]);
      load();
    };
    TYPES.forEach((type) => window.addEventListener(type, onEvent));
    setCount(readStoredCount());
    if ('requestIdleCallback' in window) requestIdleCallback(load);
    else setTimeout(load, 2000);
    return () => TYPES.forEach((type) => window.removeEventListener(type, onEvent));
  }, [locale]);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.dispatchEvent(new CustomEvent(OPEN_MINICART_EVENT, { detail: event.currentTarget }));
  }

  const label = count > 0 ? t('cart.button.withCount', { count }) : t('header.cart');
  return (
    <>
      {className ? (
        <a href="/checkout" className={`relative ${className}`} aria-label={label} title={label} aria-haspopup="dialog" onClick={open}>
          <BagIcon />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {count}
            </span>
          ) : null}
        </a>
      ) : null}
      {Overlays ? <Overlays events={events} withMinicart={withMinicart} /> : null}
    </>
  );
}
