/** What a product card shows: prepared on the server so the browser gets only this. */
export interface ProductCardData {
  sku: string;
  name: string;
  href: string;
  image: string | null;
  /** The price to pay, formatted for the store. */
  price: string;
  /** The original price when a special price is below it (shown struck through). */
  regularPrice: string | null;
  inStock: boolean;
}
