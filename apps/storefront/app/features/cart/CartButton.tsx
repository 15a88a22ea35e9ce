import { useEffect, useState, type MouseEvent } from 'react';
import { useT } from '~/i18n/useT';
import { BagIcon } from '~/ui/icons';
import { CART_COUNT_EVENT, OPEN_MINICART_EVENT, readStoredCount } from './signals';

/**
 * The header's cart (first-load code, so it stays tiny). The button is a link to /checkout without
 * JavaScript; with it, it asks the page's overlay host (features/layout/OverlayHost) to open the
 * minicart. Its count is read from localStorage and follows the cart runtime and other tabs.
 */
export function CartButton({ className }: { className: string }) {
  const t = useT();
  const [count, setCount] = useState(0);

  useEffect(() => {
    const onCount = (event: Event) => setCount(Number((event as CustomEvent).detail) || 0);
    const onStorage = () => setCount(readStoredCount());
    window.addEventListener(CART_COUNT_EVENT, onCount);
    window.addEventListener('storage', onStorage);
    onStorage();
    return () => {
      window.removeEventListener(CART_COUNT_EVENT, onCount);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.dispatchEvent(new CustomEvent(OPEN_MINICART_EVENT, { detail: event.currentTarget }));
  }

  const label = count > 0 ? t('cart.button.withCount', { count }) : t('header.cart');
  return (
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
  );
}
