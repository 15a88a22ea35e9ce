import type { MessageKey } from '~/i18n/translate';

/** The account screen's blocks, chosen by the /my-account/* splat. */
export type AccountBlock =
  'profile' | 'shipping-details' | 'newsletter' | 'orders' | 'order' | 'recently-viewed' | 'gift-cards' | 'customer-credits';

export interface AccountLocation {
  block: AccountBlock;
  /** The order's entity id for the 'order' block. */
  orderId: number | null;
}

const SIMPLE_BLOCKS: Record<string, AccountBlock> = {
  '': 'profile',
  'shipping-details': 'shipping-details',
  newsletter: 'newsletter',
  orders: 'orders',
  'recently-viewed': 'recently-viewed',
  'gift-cards': 'gift-cards',
  'customer-credits': 'customer-credits',
};

/** Maps the splat to a block; null for anything the account does not have (a 404). */
export function resolveAccountLocation(splat: string): AccountLocation | null {
  const path = splat.replace(/^\/+|\/+$/g, '');
  if (Object.hasOwn(SIMPLE_BLOCKS, path)) return { block: SIMPLE_BLOCKS[path], orderId: null };
  const order = /^orders\/(\d{1,10})$/.exec(path);
  const orderId = order ? Number(order[1]) : 0;
  return orderId > 0 ? { block: 'order', orderId } : null;
}

export interface AccountNavItem {
  href: string;
  label: MessageKey;
  /** The blocks that mark this entry as the current one. */
  blocks: AccountBlock[];
}

export const ACCOUNT_NAV: AccountNavItem[] = [
  { href: '/my-account', label: 'account.nav.profile', blocks: ['profile'] },
  { href: '/my-account/shipping-details', label: 'account.nav.shipping', blocks: ['shipping-details'] },
  { href: '/my-account/newsletter', label: 'account.nav.newsletter', blocks: ['newsletter'] },
  { href: '/my-account/orders', label: 'account.nav.orders', blocks: ['orders', 'order'] },
  { href: '/my-account/recently-viewed', label: 'account.nav.recentlyViewed', blocks: ['recently-viewed'] },
  { href: '/wishlist', label: 'account.nav.wishlist', blocks: [] },
  { href: '/my-account/gift-cards', label: 'account.nav.giftCards', blocks: ['gift-cards'] },
  { href: '/my-account/customer-credits', label: 'account.nav.credits', blocks: ['customer-credits'] },
];

export function accountPath(location: AccountLocation): string {
  if (location.block === 'order') return `/my-account/orders/${location.orderId}`;
  return location.block === 'profile' ? '/my-account' : `/my-account/${location.block}`;
}

export function blockTitle(location: AccountLocation): MessageKey {
  if (location.block === 'order') return 'account.order.metaTitle';
  return ACCOUNT_NAV.find((item) => item.blocks.includes(location.block))?.label ?? 'account.title';
}
