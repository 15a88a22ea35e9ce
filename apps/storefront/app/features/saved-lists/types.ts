import type { ProductCardData } from '~/features/product';
import type { PageSeo } from '~/features/seo';

export interface WishlistPageData {
  /** The browser's (guest) list, rendered on the server; a signed-in customer's list is fetched in the browser. */
  items: ProductCardData[];
  /** The name of the product just added, for the confirmation. */
  added: string | null;
  seo: PageSeo;
}

/** One row of the comparison: a label and a value per compared product (null: not stated). */
export interface CompareRow {
  label: string;
  /** The values are catalog HTML (rendered as the product page renders it). */
  html?: boolean;
  values: Array<string | null>;
}

export interface ComparePageData {
  products: ProductCardData[];
  rows: CompareRow[];
  added: string | null;
  seo: PageSeo;
}
