/** The catalog snapshot's shapes: one store's documents and the snapshot every store's catalog is built into. */
import {
  type AttributeDocument,
  type BlogCategoryDocument,
  type Cents,
  type BlogPostDocument,
  type ReviewDocument,
  type CategoryDocument,
  type CmsBlockDocument,
  type CmsPageDocument,
  type ProductDocument,
  type StoreBanners,
  type StoreView,
  type TaxRuleForPricing,
} from '@shoreline/domain';
import type { CatalogRows } from './storage.js';

export type { BlogCategoryDocument, BlogPostDocument, ReviewDocument };

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

/** Customer groups and their prices (the catalog's read side prices documents for the default group). */
export interface CustomerGroup {
  id: number;
  code: string;
  name: string;
  /** The customer tax class the tax rules are matched with. */
  taxClassId: number;
  isDefault: boolean;
}

/** A group's price from a quantity on (net cents); a product's list is ascending by qty. */
export interface GroupPrice {
  qty: number;
  cents: Cents;
}

export interface CatalogGroups {
  defaultGroupId: number;
  byId: ReadonlyMap<number, CustomerGroup>;
  /** Per group, per sku. */
  prices: ReadonlyMap<number, ReadonlyMap<string, readonly GroupPrice[]>>;
}
