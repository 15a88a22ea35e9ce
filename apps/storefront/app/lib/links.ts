import type { MouseEvent } from 'react';

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

/** A click with a modifier key or another button than the main one: the browser opens the link its own way (new tab, window). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}
