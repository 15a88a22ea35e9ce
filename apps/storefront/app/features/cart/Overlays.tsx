import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import type { AddToCartRequest } from './add-to-cart.client';
import { loadCart } from './contract';
import type { AppNotice } from './notify';
import { offlineOrdersKey } from '~/features/checkout/offline-orders-key';
import { currentStoreCode, readStoredCount, type OverlayEvent } from './signals';

type Toast = AppNotice & { id: number };
type DrawerProps = { onClose: () => void };

const DEFAULT_TTL_MS = 5000;

function toneOf(type: AppNotice['type']): string {
  if (type === 'error') return 'bg-crab-800';
  if (type === 'warning') return 'bg-navy-700';
  return 'bg-navy-900';
}

/**
 * The toasts (spec §4.8: an identical repeat of the last notice is ignored; each goes after its
 * lifetime, 5000 ms unless said otherwise) and the minicart drawer, driven by the layout's events.
 */
export default function Overlays({ events, withMinicart }: { events: OverlayEvent[]; withMinicart: boolean }) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [Drawer, setDrawer] = useState<ComponentType<DrawerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const seen = useRef(0);
  const last = useRef('');
  const opener = useRef<HTMLElement | null>(null);

  function dismiss(id: number) {
    setToasts((shown) => {
      const left = shown.filter((toast) => toast.id !== id);
      if (left.length === 0) last.current = '';
      return left;
    });
  }

  // Orders placed offline wait for the shopper's word once online (the checkout's thank-you page sends its own).
  useEffect(() => {
    if (!withMinicart) return;
    const check = () => {
      if (navigator.onLine && window.localStorage.getItem(offlineOrdersKey(currentStoreCode())))
        void import('~/features/checkout/offline-order-prompt.client').then((module) => module.promptWaitingOrders());
    };
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [withMinicart]);

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
      } else if (event.kind === 'notice') {
        const notice = event.detail as AppNotice;
        if (!notice.message || notice.message === last.current) continue;
        last.current = notice.message;
        setToasts((shown) => [...shown, { ...notice, id: event.id }]);
        if (!notice.hasNoTimeout) setTimeout(() => dismiss(event.id), notice.timeToLive || DEFAULT_TTL_MS);
      } else if (withMinicart) {
        opener.current = (event.detail as HTMLElement | null) ?? null;
        void import('./Minicart').then((module) => {
          setDrawer(() => module.default);
          setOpen(true);
        });
      }
    }
  }, [events, withMinicart]);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  return createPortal(
    <>
      {Drawer && open ? <Drawer onClose={close} /> : null}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3 sm:inset-x-auto sm:right-0 sm:items-end"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-notice-type={toast.type}
            className={`pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-xl ${toneOf(toast.type)}`}
          >
            <p className={toast.actions ? 'basis-full' : 'flex-1'}>{t(toast.message as MessageKey, toast.values)}</p>
            {toast.action2 ? (
              <Link
                to={toast.action2.href}
                className="inline-flex min-h-6 items-center underline underline-offset-4"
                onClick={() => dismiss(toast.id)}
              >
                {t(toast.action2.label as MessageKey)}
              </Link>
            ) : null}
            {(toast.actions ?? [{ label: toast.action1 ?? 'cart.notice.ok', onSelect: () => undefined }]).map((action) => (
              <button
                key={action.label}
                type="button"
                className="min-h-6 rounded-full px-3 py-1 ring-1 ring-white/70"
                onClick={() => {
                  dismiss(toast.id);
                  action.onSelect();
                }}
              >
                {t(action.label as MessageKey)}
              </button>
            ))}
          </div>
        ))}
      </div>
    </>,
    document.body,
  );
}
