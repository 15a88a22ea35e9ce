import type { ApiResult } from '@shoreline/sdk/request';
import { authorizedRequest, type TokenSource } from '@shoreline/sdk/transport';
import type { ProductCardData } from '~/features/product';
import { LIST_COOKIE, readSavedList, type SavedListKind } from './saved-lists';

/** A saved product as /api/ext/wishlist answers it (addresses and prices ready to show). */
export interface AccountWishlistItem {
  sku: string;
  name: string;
  url: string;
  image: string | null;
  price: string;
  regular_price: string | null;
  in_stock: boolean;
}

type Session = TokenSource;

export function forgetSavedLists(kinds: readonly SavedListKind[] = ['wishlist', 'compare']): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const kind of kinds) document.cookie = `${LIST_COOKIE[kind]}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

const itemsOf = (answer: ApiResult<unknown>): AccountWishlistItem[] | null => {
  const items = answer.ok ? (answer.data as { items?: unknown } | null)?.items : null;
  return Array.isArray(items) ? (items as AccountWishlistItem[]) : null;
};

/**
 * The customer's wishlist. A guest list this browser still keeps joins it first (then the browser
 * forgets it): at sign-in, and on /wishlist after a signed-in customer saved from a product page.
 * Null when the list could not be read.
 */
export async function accountWishlist(session: Session): Promise<AccountWishlistItem[] | null> {
  const guest = readSavedList(document.cookie, 'wishlist');
  const answer =
    guest.length > 0
      ? await authorizedRequest(session, 'POST', '/api/ext/wishlist/merge', { body: { skus: guest } })
      : await authorizedRequest(session, 'GET', '/api/ext/wishlist');
  const items = itemsOf(answer);
  if (items && guest.length > 0) forgetSavedLists(['wishlist']);
  return items;
}

/** At sign-in: only when the browser keeps a guest list. */
export async function mergeGuestWishlist(session: Session): Promise<void> {
  if (readSavedList(document.cookie, 'wishlist').length > 0) await accountWishlist(session);
}

export async function removeFromAccountWishlist(session: Session, sku: string): Promise<AccountWishlistItem[] | null> {
  return itemsOf(await authorizedRequest(session, 'DELETE', `/api/ext/wishlist/items/${encodeURIComponent(sku)}`));
}

export function wishlistCard(item: AccountWishlistItem): ProductCardData {
  return {
    sku: item.sku,
    name: item.name,
    href: item.url,
    image: item.image,
    price: item.price,
    regularPrice: item.regular_price,
    inStock: item.in_stock,
  };
}
