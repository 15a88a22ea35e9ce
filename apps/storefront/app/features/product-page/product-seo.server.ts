import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, breadcrumbJsonLd, jsonLd, seoMeta } from '~/lib/seo';
import type { ProductPageData, PriceView, StockView } from './types';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const DESCRIPTION_MAX = 300;

/** Plain text from the shop's HTML (for meta descriptions and JSON-LD). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function productDescription(data: ProductPageData): string {
  return shorten(data.product.metaDescription || plainText(data.product.shortDescription) || plainText(data.product.description));
}

/** A page's absolute URL in the product's store (below a store view's prefix). */
function pageUrlOf(data: ProductPageData, path: string): string {
  return absoluteUrl(data.origin, data.pathPrefix && path === '/' ? data.pathPrefix : `${data.pathPrefix}${path}`);
}

interface OfferInput {
  sku: string;
  price: PriceView;
  stock: StockView;
  url: string;
}

function offer(data: ProductPageData, input: OfferInput): Record<string, unknown> {
  return {
    '@type': 'Offer',
    sku: input.sku,
    price: (input.price.finalCents / 100).toFixed(2),
    priceCurrency: data.currency,
    availability: input.stock.state === 'out' ? OUT_OF_STOCK : IN_STOCK,
    url: pageUrlOf(data, input.url),
    itemCondition: 'https://schema.org/NewCondition',
  };
}

/** One Offer per sellable variant of a configurable, one Offer otherwise. */
function offers(data: ProductPageData): Array<Record<string, unknown>> {
  const { product, configurable } = data;
  if (configurable) {
    return configurable.variants.map((variant) =>
      offer(data, { sku: variant.sku, price: variant.price, stock: variant.stock, url: variant.href }),
    );
  }
  return [offer(data, { sku: product.sku, price: product.price, stock: product.stock, url: product.href })];
}

/** schema.org Product with brand, images, offers and (when reviewed) the aggregate rating. */
export function productJsonLd(data: ProductPageData): Record<string, unknown> {
  const { product, reviews } = data;
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: data.gallery.map((image) => absoluteUrl(data.origin, image.src)),
    description: productDescription(data),
    brand: { '@type': 'Brand', name: data.storeName },
    url: pageUrlOf(data, product.href),
    offers: offers(data),
  };
  if (reviews.count > 0) {
    structured.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return structured;
}

/** Title, description, canonical (the parent URL, also on child URLs), Open Graph product and JSON-LD. */
export function productMeta(data: ProductPageData, pageTitle: (page: string) => string, homeName: string): MetaDescriptor[] {
  const { product } = data;
  const crumbs = [{ name: homeName, href: '/' }, ...data.breadcrumbs, { name: product.name, href: product.href }].map((crumb) => ({
    name: crumb.name,
    href: pageUrlOf(data, crumb.href),
  }));
  return [
    ...seoMeta({
      title: pageTitle(product.metaTitle),
      description: productDescription(data),
      canonical: pageUrlOf(data, product.href),
      origin: data.origin,
      image: data.gallery[0]?.src ?? null,
      type: 'product',
      siteName: data.storeName,
      alternates: data.alternates,
    }),
    jsonLd(productJsonLd(data)),
    breadcrumbJsonLd(data.origin, crumbs),
  ];
}
