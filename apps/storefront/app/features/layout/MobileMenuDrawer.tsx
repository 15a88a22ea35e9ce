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
          <MenuGroup title={t('menu.categories')} items={categories} close={close} />
          <MenuGroup title={t('menu.more')} items={links} close={close} />
        </nav>
      )}
    </Dialog>
  );
}

const ITEM_CLASS = 'flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-navy-900 hover:bg-sand-100';

/** A titled list of the drawer's links (the categories, the other pages); following one closes the drawer. */
function MenuGroup({ title, items, close }: { title: string; items: Array<{ href: string; label: string }>; close: () => void }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="px-3 pb-1 font-sans text-xs font-semibold tracking-wider text-muted uppercase">{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <AppLink href={item.href} className={ITEM_CLASS} onClick={close}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
