import { lazy, Suspense, useState } from 'react';
import { useT } from '~/i18n/useT';
import type { NavLinkItem } from '~/lib/links';
import { MenuIcon } from '~/ui/icons';
import type { MenuCategory } from '~/lib/layout-types';

export interface MobileMenuProps {
  categories: MenuCategory[];
  links: NavLinkItem[];
}

export const MENU_DIALOG_ID = 'mobile-menu';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The small-screen menu button. The drawer is its own chunk, fetched as soon as a finger or the
 * pointer comes near the button (or it gets focus), so it costs the first page load nothing; the
 * desktop navigation carries the same links in the server HTML for crawlers. On close the dialog
 * gives focus back to the button.
 */
export function MobileMenu({ categories, links }: MobileMenuProps) {
  const t = useT();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  const prefetch = () => void loadDrawer();

  return (
    <>
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-900/8 xl:hidden"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={requested ? MENU_DIALOG_ID : undefined}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer categories={categories} links={links} open={open} onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
