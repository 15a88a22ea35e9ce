import type { RecentlyViewedEntry } from './recently-viewed';
import type { HreflangAlternate } from '~/features/seo';
import type { MetaDescriptor } from 'react-router';
import type { PriceFormat } from '@shoreline/domain/money';
import type { ProductType } from '@shoreline/domain/catalog/import-schema';
import type { PriceView, PurchaseChoices, PurchasableProduct, StockView } from '~/lib/product-purchase';

/** The product page builds on the views of a product as it can be bought (lib/product-purchase.ts, which the cart reads too). */
export type {
  PriceView,
  StockState,
  StockView,
  GalleryImage,
  Selection,
  ConfigurableOptionView,
  VariantView,
  ConfigurableView,
  GroupedItemView,
  BundleLinkView,
  BundleOptionView,
  CustomOptionValueView,
  CustomOptionView,
  GiftCardView,
  BundleState,
  CustomChoice,
  PurchaseChoices,
} from '~/lib/product-purchase';

export interface Crumb {
  name: string;
  href: string;
}

export interface DownloadView {
  title: string;
}

export interface ReviewsView {
  count: number;
  average: number;
  /** Summary and list as HTML rendered on the server (static content; its code stays on the server). */
  summaryHtml: string;
  listHtml: string;
  /** The empty review form. */
  formHtml: string;
}

/** Everything the product page shows; the purchasable views (gallery, configurable, grouped, bundle, options, gift card) come with PurchasableProduct. */
export interface ProductPageData extends PurchasableProduct {
  origin: string;
  /** A store view's path prefix ("/de"), '' elsewhere: the page's URLs (canonical, JSON-LD) are below it. */
  pathPrefix: string;
  /** The page in the website's other languages (hreflang). */
  alternates: HreflangAlternate[];
  storeName: string;
  currency: string;
  priceFormat: PriceFormat;
  product: {
    id: number;
    sku: string;
    name: string;
    type: ProductType;
    href: string;
    shortDescription: string;
    description: string;
    metaTitle: string;
    metaDescription: string;
    price: PriceView;
    stock: StockView;
  };
  breadcrumbs: Crumb[];
  downloads: DownloadView[] | null;
  reviews: ReviewsView;
  /** This product as the recently viewed list keeps it (its price formatted on the server). */
  recentlyViewed: RecentlyViewedEntry;
  /** What the purchase form's choices start as (bundle links, custom options, gift card amount) and the price they set. */
  purchase: StartingPurchase;
  /** The type-specific purchase fields as server-rendered HTML ('' when the type has none). */
  optionsHtml: string;
  /** The "Notify me" form (with a placeholder sku) when the product or one of its variants is out of stock. */
  notifyFormHtml: string | null;
  /** "Add to wishlist" and "Add to compare" (plain forms). */
  saveFormsHtml: string;
  /** The quantity breaks of the product and of each variant that has some, as server HTML by sku. */
  tierPricesHtml: Record<string, string>;
  /** "Order within 3 h 12 min for delivery on Thursday" as server HTML (kept true by the page's ticker script), or null. */
  cutoffHtml: string | null;
}

/** The loader's answer: the page data plus its ready-made meta descriptors. */
export interface ProductPageView extends ProductPageData {
  meta: MetaDescriptor[];
}

export type ReviewField = 'nickname' | 'title' | 'detail' | 'rating';

/**
 * What the form action answers: the review form rendered again with the outcome, or an add to cart refused (with the
 * configurable's options still to choose, or another refusal).
 */
export type ReviewActionResult =
  { form: 'review' | 'notify'; ok: boolean; html: string } | { form: 'cart'; ok: false; optionsToChoose?: boolean };

/** What the purchase form starts with: its choices and, where they set the price (a bundle's total, a gift card's amount), that price. */
export interface StartingPurchase {
  choices: PurchaseChoices;
  price: PriceView | null;
}
