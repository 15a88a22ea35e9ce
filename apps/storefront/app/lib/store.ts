import type { Locale, StoreView } from '@shoreline/domain';

/** The public part of a store view that the UI needs (it travels to the browser). */
export interface PublicStore {
  code: string;
  name: string;
  tagline: string;
  logo: string;
  locale: Locale;
  /** Overnight delivery is free from this amount (subtotal after discount) up; null: the store has no such rule. */
  freeDeliveryFrom: number | null;
  /** The delivery calendar's next cut-offs (the cart's "Order within … for delivery on …"). */
  cutoffs: Array<{ orderBy: string; deliveryDate: string }>;
}

export function toPublicStore(store: StoreView): PublicStore {
  return {
    code: store.storeCode,
    name: store.name,
    tagline: store.tagline,
    logo: store.logo,
    locale: store.i18n.defaultLocale,
    freeDeliveryFrom: store.shipping?.freeDeliveryFrom ?? null,
    cutoffs: store.shipping?.cutoffs ?? [],
  };
}
