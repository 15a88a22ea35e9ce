/** The catalog snapshot's shapes: one store's documents and the snapshot every store's catalog is built into. */
import {
  type AttributeDocument,
  type CategoryDocument,
  type CmsBlockDocument,
  type CmsPageDocument,
  type ProductDocument,
  type StoreBanners,
  type StoreView,
  type TaxRuleForPricing,
} from '@shoreline/domain';
import type { CatalogRows } from './storage.js';
import type { CatalogGroups } from './group-prices.js';

export type Row<K extends keyof CatalogRows> = CatalogRows[K] extends Array<infer R> ? R : never;
export type ProductRow = Row<'products'>;

export interface TaxRuleDocument extends TaxRuleForPricing {
  id: number;
  code: string;
  priority: number;
  position: number;
  tax_rate_ids: number[];
  calculate_subtotal: boolean;
  rates: Array<TaxRuleForPricing['rates'][number] & { id: number; code: string; tax_postcode: string; rate: number }>;
}

export interface UrlRewriteDocument {
  id: number;
  entity_type: string;
  entity: string;
  entity_id: number | null;
  redirect_type: number;
  request_path: string;
  target_path: string;
  store_id: number;
}

export interface BlogPostDocument {
  id: number;
  title: string;
  url_key: string;
  slug: string;
  status: number;
  publish_date: string;
  author: string;
  image: string | null;
  short_content: string;
  content: string;
  meta_title: string;
  meta_description: string;
  blog_category_ids: number[];
}

export interface BlogCategoryDocument {
  id: number;
  title: string;
  url_key: string;
  slug: string;
  status: number;
  description: string;
}

export interface ReviewDocument {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number;
  review_entity: 'product';
  review_status: number;
  created_at: string;
}

/** Everything one store's catalog answers with, prepared once per catalog version. */
export interface StoreCatalog {
  store: StoreView;
  products: ProductDocument[];
  productsBySku: Map<string, ProductDocument>;
  productsById: Map<number, ProductDocument>;
  categories: CategoryDocument[];
  attributes: AttributeDocument[];
  taxRules: TaxRuleDocument[];
  cmsPages: CmsPageDocument[];
  cmsBlocks: CmsBlockDocument[];
  urlRewrites: UrlRewriteDocument[];
  blogPosts: BlogPostDocument[];
  blogCategories: BlogCategoryDocument[];
  reviews: ReviewDocument[];
  banners: StoreBanners;
  /** The customer groups and their prices (shared by every store); documents are priced for the default group. */
  groups: CatalogGroups;
}

export interface CatalogSnapshot {
  version: number;
  builtAt: Date;
  stores: StoreView[];
  defaultStore: StoreView;
  byStore: Map<string, StoreCatalog>;
  /** When a special price window opens or closes; the snapshot must be rebuilt then. */
  staleAt: number | null;
  /** The last stock change applied to this snapshot (stock moves without a full rebuild). */
  stockEventId: number;
}
