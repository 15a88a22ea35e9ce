import { data, redirect, type AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS, type ProductDocument } from '@shoreline/domain';
import { isVariantAvailable } from '@shoreline/domain/catalog/variant';
import { loadMessages } from '~/i18n/messages.server';
import { createTranslator } from '~/i18n/translate';
import { productHref } from '~/lib/links';
import { requestOrigin } from '~/lib/seo';
import { htmlInStore, storePathPrefix } from '~/lib/store-paths';
import { languageAlternates } from '~/features/seo/index.server';
import { renderCutoffHtml } from '~/features/cart/index.server';
import { productMeta } from './product-seo.server';
import { renderReviewsHtml } from './ReviewList.server';
import { renderReviewFormHtml } from './ReviewForm.server';
import { REVIEW_PARTS } from './Reviews';
import { sendOnce } from '~/lib/document-html';
import { renderNotifyFormHtml, VARIANT_PLACEHOLDER } from './NotifyForm.server';
import { renderPurchaseOptionsHtml } from './purchase-options.server';
import { startingPurchase } from './purchase-state';
import {
  findConfigurableParent,
  findProductBySku,
  loadCategoryTrail,
  loadLinkedProducts,
  loadReviews,
  sellsProduct,
} from './product-lookup.server';
import {
  labelTools,
  toBundleOptions,
  toConfigurableView,
  toCustomOptions,
  toDownloads,
  toGallery,
  toGiftCard,
  toGroupedItems,
  toPriceView,
  toStockView,
  type LabelTools,
} from './product-view.server';
import type { ConfigurableView, ProductPageData, ProductPageView, ReviewsView, StockView } from './types';
import { renderSaveFormsHtml } from '~/features/saved-lists/index.server';
import { renderTierPricesHtml } from './TierPrices.server';
import { PRODUCT_QUERY_EMPTY } from '@shoreline/domain/messages';

/** The spec's wording for a product that is disabled, hidden or missing. */

const MOVED_PERMANENTLY = 301;
const CHILD_VISIBILITY = 1;

export interface ProductRouteParams {
  parentSku?: string;
  slug?: string;
  childSku?: string;
}

interface LoaderInput {
  params: ProductRouteParams;
  request: Request;
  context: AppLoadContext;
}

function notFound(): never {
  throw data(PRODUCT_QUERY_EMPTY, { status: 404 });
}

function isDisabled(product: ProductDocument): boolean {
  return product.status >= SPEC_DEFAULTS.catalog.disabledStatusFrom;
}

function variantHref(parent: ProductDocument, childSku: string): string {
  return `${productHref(parent.sku, parent.url_key)}/${encodeURIComponent(childSku)}`;
}

/** A configurable child opened directly goes (301) to its parent's page with the child selected. */
async function redirectChildToParent(context: AppLoadContext, child: ProductDocument): Promise<never> {
  const parent = await findConfigurableParent(context.api, child);
  if (!parent || isDisabled(parent) || parent.id === child.id) notFound();
  throw redirect(variantHref(parent, child.sku), MOVED_PERMANENTLY);
}

/** Wrong slugs and child skus that cannot be shown go (301) to the canonical URL. */
function redirectToCanonical(product: ProductDocument, params: ProductRouteParams): void {
  const canonical = productHref(product.sku, product.url_key);
  const childSku = params.childSku;
  if (childSku !== undefined) {
    const child = product.type_id === 'configurable' ? product.configurable_children?.find((c) => c.sku === childSku) : undefined;
    if (!child || !isVariantAvailable(child)) throw redirect(canonical, MOVED_PERMANENTLY);
    if (params.slug !== product.url_key) throw redirect(variantHref(product, childSku), MOVED_PERMANENTLY);
    return;
  }
  if (params.slug !== product.url_key) throw redirect(canonical, MOVED_PERMANENTLY);
}

function linkedSkus(product: ProductDocument): string[] {
  if (product.type_id === 'grouped') return product.product_links.map((link) => link.linked_product_sku);
  if (product.type_id === 'bundle') return (product.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku));
  return [];
}

/**
 * Everything the product page shows, with its meta tags and JSON-LD prepared here (so that code never
 * ships to the browser); redirects for moved products and 404s for unknown ones.
 */
export async function loadProductPage(input: LoaderInput): Promise<ProductPageView> {
  const t = createTranslator(await loadMessages(input.context.store.i18n.defaultLocale));
  const data = await loadProductData(input, labelTools(input.context.store, t));
  const pageTitle = (page: string) => t('meta.pageTitle', { page, store: data.storeName });
  return { ...data, meta: productMeta(data, pageTitle, t('pdp.breadcrumbs.home')) };
}

/** Back-in-stock alerts watch one sku: a simple product's own, or a configurable's variant. */
function canWatch(type: string, stock: StockView, configurable: ConfigurableView | null): boolean {
  if (configurable) return configurable.variants.some((variant) => variant.stock.state === 'out');
  return (type === 'simple' || type === 'virtual' || type === 'downloadable') && stock.state === 'out';
}

/** Products that travel in the overnight box (not e-books, e-cards or services). */
const SHIPPED_TYPES = new Set(['simple', 'configurable', 'bundle', 'grouped']);
/** Products whose form says nothing is shipped (a gift card may be a mailed card). */
const NOT_SHIPPED_TYPES = new Set(['virtual', 'downloadable']);

async function loadProductData({ params, request, context }: LoaderInput, tools: LabelTools): Promise<ProductPageData> {
  const { api, store, requestId } = context;
  const product = params.parentSku ? await findProductBySku(api, params.parentSku) : null;
  if (!product || isDisabled(product)) notFound();
  if (product.visibility === CHILD_VISIBILITY) await redirectChildToParent(context, product);
  redirectToCanonical(product, params);

  const settle = <T>(what: string, promise: Promise<T>, fallback: T) =>
    promise.catch((error: unknown) => {
      console.error(`[storefront ${requestId}] product ${product.sku}: could not load ${what}:`, error);
      return fallback;
    });
  const locale = store.i18n.defaultLocale;
  const noReviews: Omit<ReviewsView, 'formHtml'> = { count: 0, average: 0, ...renderReviewsHtml({ count: 0, average: 0 }, [], tools.t) };
  const origin = requestOrigin(request);
  const href = productHref(product.sku, product.url_key);
  const [breadcrumbs, linked, reviews, alternates] = await Promise.all([
    settle('breadcrumbs', loadCategoryTrail(api, product), []),
    loadLinkedProducts(api, linkedSkus(product)),
    settle('reviews', loadReviews(api, product.id, locale, tools.t), noReviews),
    // Only the views that sell this product name a version of its page.
    languageAlternates(origin, context, href, (viewApi) => sellsProduct(viewApi, product.sku)),
  ]);

  const inclTax = store.tax.displayPricesInclTax;
  const price = toPriceView(product, inclTax, tools.format);
  const options = {
    grouped: product.type_id === 'grouped' ? toGroupedItems(product, linked, inclTax, tools) : null,
    bundle: product.type_id === 'bundle' ? toBundleOptions(product, linked, inclTax, tools) : null,
    customOptions: toCustomOptions(product.custom_options, price.finalCents, tools),
    giftCard: product.type_id === 'giftcard' ? toGiftCard(product, tools) : null,
    downloads: product.type_id === 'downloadable' ? toDownloads(product) : null,
  };
  const configurable = product.type_id === 'configurable' ? toConfigurableView(product, inclTax, tools.format) : null;
  const productStock = toStockView(product.stock);
  const gallery = toGallery(product);
  return {
    origin,
    pathPrefix: storePathPrefix(store),
    alternates,
    storeName: store.name,
    currency: store.i18n.currencyCode,
    priceFormat: store.priceFormat,
    product: {
      id: product.id,
      sku: product.sku,
      name: product.name,
      type: product.type_id,
      href,
      shortDescription: product.short_description ?? '',
      description: product.description ?? '',
      metaTitle: product.meta_title || product.name,
      metaDescription: product.meta_description || '',
      price,
      stock: productStock,
    },
    breadcrumbs,
    gallery,
    recentlyViewed: {
      sku: product.sku,
      name: product.name,
      url: href,
      image: gallery[0]?.src ?? null,
      price: price.finalText,
    },
    configurable,
    ...options,
    purchase: startingPurchase(options, price, tools.format),
    // Made outside React Router: their links and form targets get a store view's prefix here.
    optionsHtml: htmlInStore(
      renderPurchaseOptionsHtml({ ...options, notShipped: NOT_SHIPPED_TYPES.has(product.type_id) }, tools.t),
      storePathPrefix(store),
    ),
    saveFormsHtml: htmlInStore(renderSaveFormsHtml(product.sku, tools.t), storePathPrefix(store)),
    tierPricesHtml: renderTierPricesHtml(product, inclTax, tools.format, tools.t),
    cutoffHtml:
      SHIPPED_TYPES.has(product.type_id) && productStock.state !== 'out'
        ? renderCutoffHtml(store, tools.t, 'text-sm font-semibold text-navy-900')
        : null,
    notifyFormHtml: canWatch(product.type_id, productStock, configurable) ? renderNotifyFormHtml(VARIANT_PLACEHOLDER, null, tools.t) : null,
    reviews: reviewsSentOnce(context.documentHtml, { ...reviews, formHtml: renderReviewFormHtml(product.id, null, tools.t) }),
  };
}

/** The reviews' HTML (the largest part of the page's data) is in the document; its hydration data does not repeat it. */
function reviewsSentOnce(documentHtml: Map<string, string> | undefined, reviews: ReviewsView): ReviewsView {
  return {
    ...reviews,
    summaryHtml: sendOnce(documentHtml, REVIEW_PARTS.summary, reviews.summaryHtml),
    listHtml: sendOnce(documentHtml, REVIEW_PARTS.list, reviews.listHtml),
    formHtml: sendOnce(documentHtml, REVIEW_PARTS.form, reviews.formHtml),
  };
}
