import { useEffect, useState, type ComponentType } from 'react';
import { useLocale } from '~/i18n/useT';
import { cartHasWorkAtStart } from '~/features/cart';
import { listen, type AppEventName } from '~/lib/events';

/** A notice to show, a minicart opening or a product to add, numbered in the order they came. */
export interface OverlayEvent {
  id: number;
  kind: 'notice' | 'open' | 'add';
  detail: unknown;
}

type OverlaysProps = { events: readonly OverlayEvent[]; withMinicart: boolean };

const KINDS: Partial<Record<AppEventName, OverlayEvent['kind']>> = {
  'shoreline:notify': 'notice',
  'shoreline:open-minicart': 'open',
  'shoreline:add-to-cart': 'add',
};
let nextEventId = 1;

/**
 * The page's one host for notices (toasts) and the minicart, in the default and minimal frames (first-load
 * code, so it stays tiny). It keeps the window events it hears and hands them to its overlays (./Overlays,
 * portalled to the body), whose code loads on the first event, together with the cart texts (the 'cart'
 * namespace, which browsing documents do not carry). Only when the cart has work before any click (a stored
 * cart to sync, orders placed offline waiting) do they load once the page is idle (or comes back online):
 * a first visit loads none of it. Without the minicart (checkout, error pages) it shows the toasts only.
 */
export function OverlayHost({ withMinicart = false }: { withMinicart?: boolean }) {
  const locale = useLocale();
  const [events, setEvents] = useState<OverlayEvent[]>([]);
  const [Overlays, setOverlays] = useState<ComponentType<OverlaysProps> | null>(null);

  useEffect(() => {
    const load = () =>
      void import('./Overlays').then((module) => module.withCartTexts(locale)).then((overlays) => setOverlays(() => overlays));
    const stops = (Object.keys(KINDS) as AppEventName[]).map((name) =>
      listen(name, (detail) => {
        setEvents((list) => [...list, { id: nextEventId++, kind: KINDS[name]!, detail }]);
        load();
      }),
    );
    if (!withMinicart) return () => stops.forEach((stop) => stop());
    const loadForCart = () => {
      if (cartHasWorkAtStart()) load();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(loadForCart);
    else setTimeout(loadForCart, 2000);
    window.addEventListener('online', loadForCart);
    return () => {
      stops.forEach((stop) => stop());
      window.removeEventListener('online', loadForCart);
    };
  }, [locale, withMinicart]);

  return Overlays ? <Overlays events={events} withMinicart={withMinicart} /> : null;
}
