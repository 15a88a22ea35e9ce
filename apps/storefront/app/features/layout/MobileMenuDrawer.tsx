import { useT } from '~/i18n/useT';
import { AppLink } from '~/ui/AppLink';
import { Dialog } from '~/ui/Dialog';
import { MENU_DIALOG_ID, type MobileMenuProps } from './MobileMenu';

interface DrawerProps extends MobileMenuProps {
  open: boolean;
  onClosed: () => void;
}

/**
 * The small-screen menu's drawer, in the shop's one Dialog (focus trapped, Escape, the backdrop or
 * following a link close it, focus returns to the menu button). Loaded on first use.
 */
export default function MobileMenuDrawer({ categories, links, open, onClosed }: DrawerProps) {
  const t = useT();
  const itemClass = 'flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-navy-900 hover:bg-sand-100';

  return (
    <Dialog
      open={open}
      onClose={onClosed}
      id={MENU_DIALOG_ID}
      title={t('header.menuTitle')}
      closeLabel={t('header.closeMenu')}
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto border-0"
      bodyClassName="flex min-h-full flex-col"
      headerClassName="flex items-center justify-between border-b border-navy-900/10 px-4 py-3"
      titleClassName="text-xl font-semibold"
    >
      {(close) => (
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
      )}
    </Dialog>
  );
}
