import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/useT';
import type { NavLinkItem } from '~/lib/links';
import { AppLink } from '~/ui/AppLink';
import { CloseIcon, MenuIcon } from '~/ui/icons';
import type { MenuCategory } from './types';

interface MobileMenuProps {
  categories: MenuCategory[];
  links: NavLinkItem[];
}

const DIALOG_ID = 'mobile-menu';
const TITLE_ID = 'mobile-menu-title';

/**
 * The small-screen menu: a button opening a modal <dialog> drawer. The browser
 * traps focus inside a modal dialog and closes it on Escape; on close we return
 * focus to the button. Navigating (or clicking the backdrop) closes it.
 */
export function MobileMenu({ categories, links }: MobileMenuProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const close = () => dialogRef.current?.close();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  function openMenu() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
  }

  function handleClose() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  const itemClass = 'flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-navy-900 hover:bg-sand-100';

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-900/8 xl:hidden"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        onClick={openMenu}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        aria-labelledby={TITLE_ID}
        onClose={handleClose}
        onClick={handleBackdropClick}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto border-0 bg-sand-50 p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex items-center justify-between border-b border-navy-900/10 px-4 py-3">
            <h2 id={TITLE_ID} className="text-xl font-semibold">
              {t('header.menuTitle')}
            </h2>
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-900/8"
              aria-label={t('header.closeMenu')}
              onClick={close}
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t('header.mainNavigation')} className="flex flex-col gap-6 px-2 py-4">
            {categories.length > 0 ? (
              <div>
                <h3 className="px-3 pb-1 font-sans text-xs font-semibold tracking-wider text-muted uppercase">{t('menu.categories')}</h3>
                <ul>
                  {categories.map((category) => (
                    <li key={category.id}>
                      <AppLink href={category.href} className={itemClass} onClick={close}>
                        {category.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {links.length > 0 ? (
              <div>
                <h3 className="px-3 pb-1 font-sans text-xs font-semibold tracking-wider text-muted uppercase">{t('menu.more')}</h3>
                <ul>
                  {links.map((link) => (
                    <li key={link.href}>
                      <AppLink href={link.href} className={itemClass} onClick={close}>
                        {link.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </nav>
        </div>
      </dialog>
    </>
  );
}
