import { useEffect, useState, type MouseEvent } from 'react';
import { useT } from '~/i18n/useT';
import { BagIcon } from '~/ui/icons';
import { emit, listen } from '~/lib/events';
import { isModifiedClick } from '~/lib/links';
import { readStoredCount } from './signals';

/**
 * The header's cart (first-load code, so it stays tiny). The button is a link to /checkout without
 * JavaScript; with it, it asks the page's overlay host (features/layout/OverlayHost) to open the
 * minicart. Its count is read from localStorage and follows the cart runtime and other tabs.
 */
export function CartButton({ className }: { className: string }) {
  const t = useT();
  const [count, setCount] = useState(0);

  useEffect(() => {
    const onStorage = () => setCount(readStoredCount());
    const unlisten = listen('shoreline:cart-count', setCount);
    window.addEventListener('storage', onStorage);
    onStorage();
    return () => {
      unlisten();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    emit('shoreline:open-minicart', null);
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
