import type { AppLoadContext } from 'react-router';
import { PAGE_CACHE_SECONDS_HEADER } from '@shoreline/domain/cache-variant';
import type { BannerDocument, ProductDocument } from '@shoreline/domain';
import type { InstagramFeedWire } from '@shoreline/domain/wire/instagram';
import type { CatalogRequest, FilterValue } from '@shoreline/sdk';
import { toProductCard } from '~/features/product/index.server';
import { sendOnce } from '~/lib/document-html';
import { mediaUrl } from '~/lib/media';
import { loadMessages } from '~/i18n/messages.server';
import { createTranslator } from '~/i18n/translate';
import { howItWorksOf } from './how-it-works';
import { HERO_PICTURE_ID, heroPictureHtml } from './hero-picture';
import { renderInstagramHtml } from './InstagramFeed.server';
import type { BannerData, HomeData } from './types';

const FEATURED_CATEGORY_ID = 31;
const FEATURED_SIZE = 4;
const LIST_SIZE = 4;
const MAX_TILES = 3;

function productsRequest(key: string, value: FilterValue, size: number): CatalogRequest {
  // Cards need no filters and no heavy fields: ask for neither.
  return {
    query: { filters: [{ key, value }], aggregations: [] },
    sort: 'position:asc',
    size,
    excludeFields: [
      'description',
      'configurable_children',
      'media_gallery',
      'bundle_options',
      'custom_options',
      'product_links',
      'category',
    ],
  };
}

function toBanner(banner: BannerDocument): BannerData {
  return {
    title: banner.title,
    subtitle: banner.subtitle,
    cta: banner.cta,
    href: banner.link || '/',
    image: mediaUrl(banner.image),
  };
}

/** Everything the home page shows; a failing list is logged and left empty rather than failing the page. */
/** The hero's SVG within this size travels inside the page: the largest paint needs no request of its own. */
const INLINE_HERO_MAX_BYTES = 16 * 1024;

async function withInlinePicture(banner: BannerData, { api, documentHtml }: AppLoadContext): Promise<BannerData> {
  if (!banner.image?.endsWith('.svg')) return banner;
  const markup = await api.smallSvg(banner.image, INLINE_HERO_MAX_BYTES);
  return markup ? { ...banner, inlinePicture: sendOnce(documentHtml, HERO_PICTURE_ID, heroPictureHtml(markup)) } : banner;
}

export async function loadHomeData(context: AppLoadContext): Promise<HomeData> {
  const { api, store, requestId } = context;
  const settle = <T>(what: string, promise: Promise<T>, fallback: T) =>
    promise.catch((error: unknown) => {
      console.error(`[storefront ${requestId}] home: could not load ${what}:`, error);
      return fallback;
    });
  const products = (what: string, request: CatalogRequest) =>
    settle(
      what,
      api.catalog.search('product', request).then((result) => result.items),
      [] as ProductDocument[],
    );

  const [banners, featured, newArrivals, bestsellers, instagram] = await Promise.all([
    settle('banners', api.banners(), null),
    products('featured', productsRequest('category_ids', { in: [FEATURED_CATEGORY_ID] }, FEATURED_SIZE)),
    products('new arrivals', productsRequest('new', '1', LIST_SIZE)),
    products('bestsellers', productsRequest('is_bestseller', true, LIST_SIZE)),
    settle('the Instagram feed', api.call<InstagramFeedWire>('GET', '/api/ext/instagram/feed'), { items: [] }),
  ]);

  const [hero, ...otherMain] = banners?.mainBanners ?? [];
  const toCards = (items: ProductDocument[]) => items.map((product) => toProductCard(product, store));

  return {
    seo: { title: store.seo.defaultTitle || store.name, description: store.seo.defaultDescription || store.tagline },
    hero: hero ? await withInlinePicture(toBanner(hero), context) : null,
    tiles: [...otherMain, ...(banners?.smallBanners ?? [])].slice(0, MAX_TILES).map(toBanner),
    featured: toCards(featured),
    newArrivals: toCards(newArrivals),
    bestsellers: toCards(bestsellers),
    howItWorks: howItWorksOf(store.storeCode),
    instagramHtml:
      instagram.items.length === 0
        ? null
        : renderInstagramHtml(instagram.items, createTranslator(await loadMessages(store.i18n.defaultLocale))),
  };
}

/** A home page with the feed is kept as long as the feed's copy (15 minutes); without it, a minute, until posts come. */
export function homeCacheHeaders(home: Pick<HomeData, 'instagramHtml'>): Record<string, string> {
  return { [PAGE_CACHE_SECONDS_HEADER]: home.instagramHtml ? '900' : '60' };
}
