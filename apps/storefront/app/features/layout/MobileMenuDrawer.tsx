import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/useT';
import { AppLink } from '~/ui/AppLink';
import { CloseIcon } from '~/ui/icons';
import { MENU_DIALOG_ID, MENU_TITLE_ID, type MobileMenuProps } from './MobileMenu';

interface DrawerProps extends MobileMenuProps {
  open: boolean;
  onClosed: () => void;
}

/**
 * The small-screen menu's drawer: a modal <dialog>, so the browser traps focus inside and closes
 * it on Escape. Navigating or clicking the backdrop closes it too. Loaded on first use.
 */
export default function MobileMenuDrawer({ categories, links, open, onClosed }: DrawerProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  // Following a link closes the drawer; the first run (the drawer just mounted, open) must not.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownPath.current) dialogRef.current?.close();
    shownPath.current = pathname;
  }, [pathname]);

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  const itemClass = 'flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-navy-900 hover:bg-sand-100';

  return (
    <dialog
      ref={dialogRef}
      id={MENU_DIALOG_ID}
      aria-labelledby={MENU_TITLE_ID}
      onClose={onClosed}
      onClick={handleBackdropClick}
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto border-0 bg-sand-50 p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="flex min-h-full flex-col">
        <div className="flex items-center justify-between border-b border-navy-900/10 px-4 py-3">
          <h2 id={MENU_TITLE_ID} className="text-xl font-semibold">
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
  );
}
