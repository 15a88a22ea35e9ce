/**
 * The storefront's public addresses that the API also writes (e-mails, marketing events, lists):
 * one definition, so a link the API hands out always opens the page the storefront serves.
 */
export function productPath(sku: string, urlKey: string, childSku?: string | null): string {
  return `/p/${encodeURIComponent(sku)}/${urlKey}${childSku ? `/${encodeURIComponent(childSku)}` : ''}`;
}

/** Catalog image paths are served under /media. */
export function mediaPath(image: string | null | undefined): string | null {
  if (!image) return null;
  return /^(https?:)?\/\//.test(image) || image.startsWith('/media/') ? image : `/media${image.startsWith('/') ? '' : '/'}${image}`;
}
