import { COMPARE_MAX, WISHLIST_MAX, parseSavedSkus, serialiseSavedSkus } from '@shoreline/domain/forms/saved-lists';

/**
 * The browser's saved lists, kept in cookies so the server renders them and the plain forms on product
 * pages work without JavaScript: a guest's wishlist (joined to the account at sign-in) and the compare
 * list. Not HttpOnly: sign-in and logout clear them in the browser (they hold skus, nothing personal).
 */
export const LIST_COOKIE = { wishlist: 'shoreline_wishlist', compare: 'shoreline_compare' } as const;
export type SavedListKind = keyof typeof LIST_COOKIE;
export const LIST_MAX: Record<SavedListKind, number> = { wishlist: WISHLIST_MAX, compare: COMPARE_MAX };
export const LIST_PATH: Record<SavedListKind, string> = { wishlist: '/wishlist', compare: '/compare' };

/** A cookie's value from a Cookie header (or document.cookie). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

export const readSavedList = (cookieHeader: string | null | undefined, kind: SavedListKind) =>
  parseSavedSkus(cookieValue(cookieHeader, LIST_COOKIE[kind]), LIST_MAX[kind]);

/** The Set-Cookie value that stores a list (an empty list removes the cookie). */
export function savedListCookie(kind: SavedListKind, skus: readonly string[], secure: boolean): string {
  const keep = skus.length > 0 ? 'Max-Age=31536000' : 'Max-Age=0';
  return `${LIST_COOKIE[kind]}=${serialiseSavedSkus(skus)}; Path=/; ${keep}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The list after adding a sku: it goes first (once), the oldest drop off past the maximum. */
export function withSku(skus: readonly string[], sku: string, kind: SavedListKind): string[] {
  return [sku, ...skus.filter((each) => each !== sku)].slice(0, LIST_MAX[kind]);
}
