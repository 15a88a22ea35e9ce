import type { StoreView } from '@shoreline/domain';

/**
 * The path prefix of a store view that lives below one ("/de", the spec's appendStoreCode); '' for every other
 * store. The host renders such a view only once it is enabled, with this prefix as React Router's basename.
 */
export function storePathPrefix(store: Pick<StoreView, 'isDefault' | 'appendStoreCode' | 'urlPrefix'>): string {
  if (store.isDefault || !store.appendStoreCode || !store.urlPrefix) return '';
  return `/${store.urlPrefix.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * A page's absolute URL in its store: the path below the view's prefix ("https://shop.example/de/c/crabs"; the
 * view's home is "https://shop.example/de"). Made on the server: meta code takes absolute URLs as they are.
 */
export function pageUrl(origin: string, store: Pick<StoreView, 'isDefault' | 'appendStoreCode' | 'urlPrefix'>, path: string): string {
  const prefix = storePathPrefix(store);
  const local = path.startsWith('/') ? path : `/${path}`;
  return new URL(prefix && local === '/' ? prefix : `${prefix}${local}`, origin).toString();
}

const SITE_PATH_ATTRIBUTE = /(\s(?:href|action)=")\/(?!\/)/g;
const NOT_A_PAGE = /^(?:media|api|assets)\//;

/**
 * HTML rendered outside React Router (CMS blocks and pages, the server-made forms) names site paths without the
 * store view's prefix; inside a view they get it, as Links get the basename. Files (/media, /assets) and the API
 * are the same for every view.
 */
export function htmlInStore(html: string, prefix: string): string {
  if (!prefix) return html;
  return html.replace(SITE_PATH_ATTRIBUTE, (match, attribute: string, offset: number) => {
    const rest = html.slice(offset + match.length);
    if (
      NOT_A_PAGE.test(rest) ||
      rest === prefix.slice(1) ||
      rest.startsWith(`${prefix.slice(1)}/`) ||
      rest.startsWith(`${prefix.slice(1)}"`)
    )
      return match;
    return `${attribute}${prefix}/`;
  });
}
