/**
 * Customer groups as the storefront and the host know them. The API keeps the groups and their prices
 * (customer_groups, group_prices); guests and new accounts are in the default group, retail.
 */
export const DEFAULT_CUSTOMER_GROUP_ID = 1;

/**
 * The cookie that carries a signed-in customer's group token (the one GET /api/user/me answers with) to
 * server renders, so pages are priced for the group. The browser's session sets it only for a group other
 * than the default; the host never keeps a page rendered with it in its shared cache.
 */
export const GROUP_COOKIE = 'shoreline_group';

/** The group token in a Cookie header, or null. */
export function groupTokenOfCookies(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === GROUP_COOKIE) {
      const value = part.slice(at + 1).trim();
      return /^[A-Za-z0-9_.-]{1,2000}$/.test(value) ? value : null;
    }
  }
  return null;
}
