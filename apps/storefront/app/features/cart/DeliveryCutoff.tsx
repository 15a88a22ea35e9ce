import { useMemo } from 'react';
import { useT } from '~/i18n/useT';
import { cutoffAttributes, cutoffLine } from './delivery-cutoff';
import { useRootData } from '~/lib/root-data';

/**
 * The cart's "Order within 3 h 12 min for delivery on Thursday" (the minicart renders only in the browser, so the
 * line is made here for now; the page's ticker script keeps it true while the cart stays open). None for a cart
 * that ships nothing.
 */
export function DeliveryCutoff({ virtual }: { virtual: boolean }) {
  const t = useT();
  const store = useRootData()?.store;
  const attributes = useMemo(() => (store ? cutoffAttributes(store.cutoffs, store.locale, t) : null), [store, t]);
  const line = attributes && !virtual ? cutoffLine(attributes, Date.now()) : null;
  if (!attributes || !line) return null;
  return (
    <p {...attributes} className="text-sm font-semibold text-navy-900">
      {line}
    </p>
  );
}
