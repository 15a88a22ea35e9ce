import type { ProductType } from '@shoreline/domain/catalog/import-schema';

/**
 * A product as it can be bought: the views of its prices, stock and options that the product page shows and the cart
 * adds from (the 'shoreline:add-to-cart' event carries them, lib/events.ts). Below both features, so neither imports
 * the other for them.
 */

/** Prices in integer cents, in the store's display mode (with or without tax). */
export interface PriceView {
  /** What the shopper pays. */
  finalCents: number;
  /** The original price, only while an active special price is below it (shown struck through). */
  regularCents: number | null;
  /** Both as the store writes them: formatted on the server, and by the form's pricing code for what choices make. */
  finalText: string;
  regularText: string | null;
}

export type StockState = 'in' | 'low' | 'out';

export interface StockView {
  state: StockState;
  /** The quantity left, shown only for the "only N left" state. */
  qty: number;
  minQty: number;
  maxQty: number;
}

export interface GalleryImage {
  src: string;
  alt: string;
}

/** Chosen option values by attribute code. */
export type Selection = Record<string, string>;

export interface ConfigurableOptionView {
  attributeId: number;
  code: string;
  label: string;
  values: Array<{ value: string; label: string }>;
}

/** An enabled child of a configurable, with what the page shows for it. */
export interface VariantView {
  sku: string;
  href: string;
  image: string | null;
  price: PriceView;
  stock: StockView;
  /** Its value of each configurable option, by attribute code. */
  attributes: Record<string, string>;
  /**
   * From this child, where each option value leads (aligned with the option's values): the sku of the
   * child the variant choice picks with that value instead ('' when none).
   */
  targets: Record<string, string[]>;
}

export interface ConfigurableView {
  options: ConfigurableOptionView[];
  variants: VariantView[];
  /** The child shown when the URL names none: only where every option has a single value (nothing to choose). */
  defaultSku: string | null;
  /** The values chosen before the shopper chooses: those of options with a single value. */
  initialSelection: Selection;
  /** 'No available product variants' when no child can be sold. */
  error: string | null;
}

export interface GroupedItemView {
  sku: string;
  name: string;
  href: string | null;
  /** Formatted on the server: the price to pay, and the original during a special price. */
  priceText: string;
  regularPriceText: string | null;
  stock: StockView;
  defaultQty: number;
}

export interface BundleLinkView {
  id: number;
  /** Name, fixed quantity, price and stock, formatted on the server. */
  label: string;
  sku: string;
  name: string;
  qty: number;
  canChangeQty: boolean;
  isDefault: boolean;
  unitPriceCents: number;
  inStock: boolean;
}

export interface BundleOptionView {
  id: number;
  title: string;
  required: boolean;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  links: BundleLinkView[];
}

export interface CustomOptionValueView {
  id: number;
  /** Title and surcharge ("Tartar sauce (+$2.99)"), formatted on the server. */
  label: string;
  /** What choosing it adds: a fixed amount, or its percentage of the product price. */
  surchargeCents: number;
}

export interface CustomOptionView {
  id: number;
  title: string;
  type: 'drop_down' | 'radio' | 'checkbox' | 'multiple' | 'field' | 'area';
  required: boolean;
  maxCharacters: number | null;
  /** For field/area: what filling it in adds, and that as " (+$1.00)" text ('' when free). */
  surchargeCents: number;
  surchargeText: string;
  /** The value a single choice starts on: its free value without a sku ("No sauce"), if any. */
  initialValue: string | null;
  values: CustomOptionValueView[];
}

export interface GiftCardView {
  /** 1 e-mailed, 2 mailed card, 3 both. */
  kind: 1 | 2 | 3;
  amountsCents: number[];
  /** The amounts formatted for the store. */
  amountLabels: string[];
}

/** The chosen links per bundle option and the quantity per link. */
export interface BundleState {
  selected: Record<number, number[]>;
  qty: Record<number, number>;
}

/** Custom option answers by option id: a value id, several value ids, or text. */
export type CustomChoice = Record<number, string | string[]>;

/** What the shopper has chosen so far in the purchase form. */
export interface PurchaseChoices {
  bundle: BundleState;
  custom: CustomChoice;
  giftCents: number | null;
}

/** What the cart reads of a product page to add the product: its identity, views and options (ProductPageData has it all). */
export interface PurchasableProduct {
  product: { sku: string; name: string; type: ProductType; href: string; price: PriceView; stock: StockView };
  gallery: GalleryImage[];
  configurable: ConfigurableView | null;
  grouped: GroupedItemView[] | null;
  bundle: BundleOptionView[] | null;
  customOptions: CustomOptionView[] | null;
  giftCard: GiftCardView | null;
}
