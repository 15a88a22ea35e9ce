/** A link the UI renders; internal ones ("/...") navigate client-side. */
export interface NavLinkItem {
  href: string;
  label: string;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function categoryHref(urlPath: string): string {
  return `/c/${urlPath.replace(/^\/+/, '')}`;
}

export function productHref(sku: string, urlKey: string): string {
  return `/p/${encodeURIComponent(sku)}/${urlKey}`;
}
