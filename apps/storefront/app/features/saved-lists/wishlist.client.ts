import { authorizedCall } from '~/features/session/authorized-call';
import type { SessionApi } from '~/features/session/contract';
import type { ProductCardData } from '~/features/product/types';
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

type Session = Pick<SessionApi, 'getToken' | 'refresh'>;

export function forgetSavedLists(kinds: readonly SavedListKind[] = ['wishlist', 'compare']): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const kind of kinds) document.cookie = `${LIST_COOKIE[kind]}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

const itemsOf = (result: unknown): AccountWishlistItem[] | null => {
  const items = (result as { items?: unknown } | null)?.items;
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
      ? await authorizedCall(session, 'POST', '/api/ext/wishlist/merge', { skus: guest })
      : await authorizedCall(session, 'GET', '/api/ext/wishlist');
  const items = answer.code === 200 ? itemsOf(answer.result) : null;
  if (items && guest.length > 0) forgetSavedLists(['wishlist']);
  return items;
}

/** At sign-in: only when the browser keeps a guest list. */
export async function mergeGuestWishlist(session: Session): Promise<void> {
  if (readSavedList(document.cookie, 'wishlist').length > 0) await accountWishlist(session);
}

export async function removeFromAccountWishlist(session: Session, sku: string): Promise<AccountWishlistItem[] | null> {
  const answer = await authorizedCall(session, 'DELETE', `/api/ext/wishlist/items/${encodeURIComponent(sku)}`);
  return answer.code === 200 ? itemsOf(answer.result) : null;
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
