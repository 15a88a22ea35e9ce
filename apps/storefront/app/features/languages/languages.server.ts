import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '@shoreline/sdk';
import type { StoreView } from '@shoreline/domain';
import { pageSeo } from '~/features/seo/index.server';
import { loadMessages } from '~/i18n/messages.server';
import { createTranslator } from '~/i18n/translate';
import { storePathPrefix } from '~/lib/store-paths';
import { acceptedLanguages } from './accept-language';
import type { SwitchableView } from './language-choices';
import { LANGUAGE_NAMES, LANGUAGES_PATH, languageOf } from './language-names';
import type { LanguageOption, LanguagesPageData } from './types';

/**
 * The languages page (the spec's languages modal as a page: it works without script): the store views of this
 * website a visitor can switch to, each linking to the page they came from in that view where it exists there,
 * else to that view's home. Which page they came from is `?from=` or, for the plain header and footer links,
 * the Referer the browser sends.
 */
export async function loadLanguagesPage(request: Request, context: AppLoadContext): Promise<LanguagesPageData> {
  const { store, stores } = context;
  const url = new URL(request.url);
  const listed = switchableStores(store, stores);
  const local = localPathOf(fromPath(request, url), listed);
  const options = await Promise.all(
    listed.map(async (view): Promise<LanguageOption> => {
      const current = view.storeCode === store.storeCode;
      const samePage = current || (await existsIn(context.apiForStore(view.storeCode), local).catch(() => false));
      return {
        storeCode: view.storeCode,
        locale: view.i18n.defaultLocale,
        name: LANGUAGE_NAMES[view.i18n.defaultLocale] ?? view.i18n.defaultLocale,
        href: sitePath(view, samePage ? local : '/'),
        samePage,
        current,
      };
    }),
  );
  return {
    options,
    suggestion: await suggestionFor(request.headers.get('accept-language'), store, options),
    backPath: local,
    seo: pageSeo(request, context, LANGUAGES_PATH),
  };
}

/** What the languages modal lists, written into the header's and footer's link: each view with its home. */
export function switchableViews({ store, stores }: Pick<AppLoadContext, 'store' | 'stores'>): SwitchableView[] {
  return switchableStores(store, stores).map((view) => ({
    storeCode: view.storeCode,
    locale: view.i18n.defaultLocale,
    home: sitePath(view, '/'),
  }));
}

/** The current store and the enabled views of its website that answer on this host: its default store and the prefixed views. */
function switchableStores(store: StoreView, stores: readonly StoreView[]): StoreView[] {
  return stores
    .filter(
      (s) =>
        s.storeCode === store.storeCode ||
        (s.websiteId === store.websiteId && s.urlMappingEnabled && (s.isDefault || storePathPrefix(s) !== '')),
    )
    .sort((a, b) => a.storeId - b.storeId);
}

/** The site path (with a view's prefix) the visitor came from: `from`, else a same-origin Referer, else the home page. */
function fromPath(request: Request, url: URL): string {
  const given = url.searchParams.get('from');
  if (given && given.startsWith('/') && !given.startsWith('//')) return given;
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer)) {
    const came = new URL(referer);
    if (came.host === url.host) return came.pathname + came.search;
  }
  return '/';
}

/** A site path without the prefix of the view it is in: the page's path inside its store. */
function localPathOf(path: string, views: readonly StoreView[]): string {
  let local = path;
  for (const view of views) {
    const prefix = storePathPrefix(view);
    if (prefix && (local === prefix || local.startsWith(`${prefix}/`) || local.startsWith(`${prefix}?`))) {
      local = local.slice(prefix.length) || '/';
      break;
    }
  }
  if (local.startsWith('?')) local = `/${local}`;
  const pathname = local.split('?', 1)[0];
  return pathname === LANGUAGES_PATH ? '/' : local;
}

function sitePath(view: StoreView, local: string): string {
  const prefix = storePathPrefix(view);
  if (!prefix) return local;
  return local === '/' ? prefix : `${prefix}${local}`;
}

/** Pages every store has (home, blog, search, account ...): the same path works in any view. */
const EVERY_STORE = /^\/(?:|pwa\.html|blog(?:\/.*)?|contacts|search|my-account(?:\/.*)?|wishlist|compare|newsletter)$/;

/** Whether a store view has the page at this path: its products, categories and CMS pages are its own. */
async function existsIn(api: ApiClient, local: string): Promise<boolean> {
  const pathname = local.split('?', 1)[0];
  if (EVERY_STORE.test(pathname)) return true;
  // A cart belongs to its store: the checkout of another view starts empty.
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return false;
  const [, kind = '', first = '', ...rest] = pathname.split('/');
  const found = (items: unknown[]) => items.length > 0;
  if (kind === 'p' && first) {
    const sku = decodeURIComponent(first);
    return found(
      (await api.catalog.search('product', { query: { filters: [{ key: 'sku', value: sku }] }, size: 1, includeFields: ['sku'] })).items,
    );
  }
  if (kind === 'c' && first) {
    const urlPath = [first, ...rest].join('/');
    const filters = [
      { key: 'url_path', value: urlPath },
      { key: 'is_active', value: true },
    ];
    return found((await api.catalog.search('category', { query: { filters }, size: 1, includeFields: ['id'] })).items);
  }
  if (kind === 'i' && first) {
    return found((await api.catalog.search('cms_page', { query: { filters: [{ key: 'identifier', value: first }] }, size: 1 })).items);
  }
  return (await api.urlMap(pathname)) !== null;
}

/**
 * The view whose language the browser asks for first, when that is not the current one: told in that language
 * (a hint on this page only; nobody, crawlers included, is ever redirected by it).
 */
async function suggestionFor(
  header: string | null,
  store: StoreView,
  options: readonly LanguageOption[],
): Promise<LanguagesPageData['suggestion']> {
  const wanted = acceptedLanguages(header).find((language) => options.some((option) => languageOf(option.locale) === language));
  if (!wanted || wanted === languageOf(store.i18n.defaultLocale)) return null;
  const option = options.find((o) => languageOf(o.locale) === wanted);
  if (!option) return null;
  const t = createTranslator(await loadMessages(option.locale));
  return { storeCode: option.storeCode, locale: option.locale, href: option.href, text: t('languages.suggestion') };
}
