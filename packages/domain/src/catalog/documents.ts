import type { ProductType } from './import-schema.js';

/**
 * The documents the catalog API answers with, in the original client's shapes. Amounts here are decimals with two fraction digits because
 * that is what the API speaks; inside the API they are computed in cents.
 */
export interface StockDocument {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
  backorders: number;
}

/** The price fields the server computes for the store and the shopper's group. */
export interface PriceFields {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  special_price: number | null;
  special_price_tax: number;
  special_price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  original_final_price: number;
  original_special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: number;
}

export interface MediaEntry {
  image: string;
  pos: number;
  typ: 'image';
  lab: string;
  vid: null;
}

export interface ConfigurableOption {
  id: number;
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
  product_id: number;
  values: Array<{ value_index: string; label: string }>;
}

/**
 * A quantity break of the shopper's customer group, as the original API's `tier_prices`: from `qty` units on,
 * each costs `value` (net; `value_incl_tax` with the store's tax). Only the group the answer was priced for
 * is listed, and only breaks below the price of one unit.
 */
export interface TierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
  value_incl_tax: number;
}

export interface ConfigurableChild extends PriceFields {
  id: number;
  sku: string;
  name: string;
  status: number;
  image: string;
  stock: StockDocument;
  custom_attributes: Array<{ attribute_code: string; value: string }>;
  tier_prices: readonly TierPrice[];
  [attributeCode: string]: unknown;
}

export interface ProductLink {
  link_type: 'associated';
  linked_product_sku: string;
  linked_product_type: ProductType;
  sku: string;
  position: number;
  qty: number;
  extension_attributes: { qty: number };
}

export interface BundleOptionDocument {
  option_id: number;
  title: string;
  required: boolean;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  position: number;
  product_links: Array<{
    id: number;
    sku: string;
    qty: number;
    is_default: boolean;
    can_change_quantity: boolean;
    position: number;
    price: number | null;
  }>;
}

export interface CustomOptionDocument {
  option_id: number;
  title: string;
  type: 'drop_down' | 'radio' | 'checkbox' | 'multiple' | 'field' | 'area';
  is_require: boolean;
  sort_order: number;
  price: number;
  price_type: 'fixed' | 'percent';
  sku: string;
  max_characters?: number;
  values: Array<{
    option_type_id: number;
    title: string;
    sku: string;
    price: number;
    price_type: 'fixed' | 'percent';
    sort_order: number;
  }>;
}

export interface ProductDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  type_id: ProductType;
  status: number;
  visibility: number;
  url_key: string;
  url_path: string;
  slug: string;
  image: string;
  small_image: string;
  thumbnail: string;
  media_gallery: MediaEntry[];
  description: string;
  short_description: string;
  meta_title: string;
  meta_description: string;
  category_ids: number[];
  category: Array<{ category_id: number; name: string; slug: string; path: string }>;
  position: number;
  stock: StockDocument;
  qty: number;
  is_new: boolean;
  is_bestseller: boolean;
  new: '1' | '0';
  weight: number;
  created_at: string;
  updated_at: string;
  product_links: ProductLink[];
  tier_prices: readonly TierPrice[];
  configurable_options?: ConfigurableOption[];
  configurable_children?: ConfigurableChild[];
  bundle_options?: BundleOptionDocument[];
  custom_options?: CustomOptionDocument[];
  downloadable_links?: Array<{ title: string; sample?: string }>;
  giftcard?: { giftcard_type: 1 | 2 | 3; amounts: number[]; allow_open_amount: boolean };
  /** Select attribute values by code, e.g. color: "49"; also on the document itself. */
  [attributeCode: string]: unknown;
}

export interface CategoryDocument {
  id: number;
  parent_id: number;
  parent_ids: number[];
  name: string;
  is_active: boolean;
  include_in_menu: boolean;
  position: number;
  level: number;
  product_count: number;
  children_count: number;
  path: string;
  url_key: string;
  url_path: string;
  slug: string;
  description: string;
  image: string | null;
  meta_title: string;
  meta_description: string;
  children_data: CategoryDocument[];
}

export interface AttributeDocument {
  id: number;
  attribute_id: number;
  attribute_code: string;
  frontend_input: string;
  frontend_label: string;
  default_frontend_label: string;
  is_user_defined: boolean;
  is_visible: boolean;
  is_visible_on_front: '1' | '0';
  is_comparable: '1' | '0';
  is_filterable: boolean;
  position: number;
  options: Array<{ value: string; label: string }>;
}

export interface CmsPageDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  content_heading: string;
  meta_title: string;
  meta_description: string;
  active: boolean;
  store_id: number;
}

export interface CmsBlockDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  active: boolean;
  store_id: number;
}

export interface BannerDocument {
  id: number;
  title: string;
  subtitle: string;
  cta: string;
  link: string;
  image: string;
  position: number;
}

/** What a banner shows, picked from anything that holds it (a stored row, an import record), in the document's order. */
export function bannerDocumentOf(banner: BannerDocument): BannerDocument {
  const { id, title, subtitle, cta, link, image, position } = banner;
  return { id, title, subtitle, cta, link, image, position };
}

export interface StoreBanners {
  mainBanners: BannerDocument[];
  smallBanners: BannerDocument[];
  productBanners: BannerDocument[];
  headImage: BannerDocument | null;
}

export interface AggregationBucket {
  key: string;
  doc_count: number;
  label: string;
  from?: number;
  to?: number;
}

export interface CatalogSearchResult<T> {
  items: T[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  attributeMetadata: Array<Pick<AttributeDocument, 'attribute_code' | 'attribute_id' | 'frontend_label' | 'options'>>;
  /** Only on a product text search that found nothing. */
  suggestions?: SearchSuggestions;
}

/** What a product text search that found nothing offers instead. */
export interface SearchSuggestions {
  /** The search's words as the catalogue writes them ("vrabs" → "crabs"); null when none is close. */
  didYouMean: string | null;
  /** The categories with the most products. */
  categories: Array<Pick<CategoryDocument, 'id' | 'name' | 'url_path'>>;
}

/** A blog post as the catalog API answers for entity type cms_blog. */
export interface BlogPostDocument {
  id: number;
  title: string;
  url_key: string;
  slug: string;
  status: number;
  /** "YYYY-MM-DD" */
  publish_date: string;
  author: string;
  image: string | null;
  short_content: string;
  content: string;
  meta_title: string;
  meta_description: string;
  blog_category_ids: number[];
}

/** A blog category (entity type cms_blog_category). */
export interface BlogCategoryDocument {
  id: number;
  title: string;
  url_key: string;
  slug: string;
  status: number;
  description: string;
}

/** A product review as the catalog and /api/review answer it (approved ones only). */
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
