import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { AddToCartRequest } from './add-to-cart.client';
import { loadCart } from './contract';
import { readStoredCount } from './signals';

type DrawerProps = { onClose: () => void };

/** A minicart opening or a product to add (detail: AddToCartRequest). */
export interface CartOverlayEvent {
  id: number;
  kind: 'open' | 'add';
  detail: unknown;
}

/**
 * The cart's part of the page overlays: adds products, opens the minicart drawer and, on pages with
 * the minicart, keeps a stored cart in sync.
 */
export function CartOverlay({ events, withMinicart }: { events: readonly CartOverlayEvent[]; withMinicart: boolean }) {
  const [Drawer, setDrawer] = useState<ComponentType<DrawerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const seen = useRef(0);

  useEffect(() => {
    if (!withMinicart) return;
    void import('./Minicart');
    // A stored cart is synchronised with the server (and its count kept current) without waiting for a click.
    if (readStoredCount() > 0) void loadCart();
  }, [withMinicart]);

  useEffect(() => {
    for (const event of events) {
      if (event.id <= seen.current) continue;
      seen.current = event.id;
      if (event.kind === 'add') {
        const request = event.detail as AddToCartRequest;
        void import('./add-to-cart.client').then((module) => module.addToCart(request));
      } else if (withMinicart) {
        void import('./Minicart').then((module) => {
          setDrawer(() => module.default);
          setOpen(true);
        });
      }
    }
  }, [events, withMinicart]);

  return Drawer && open ? <Drawer onClose={() => setOpen(false)} /> : null;
}
