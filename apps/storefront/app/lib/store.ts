import { addressLines, telephoneText, weeklyHoursText, type Locale, type StoreView } from '@shoreline/domain';

/** The store's record as pages say it, in the view's language (footer, banner, home, pickup). */
export interface PlaceText {
  /** The address as lines ("410 Harbor Road", "Grasonville, MD 21638"). */
  lines: string[];
  /** Digits, for a tel: link; empty without a phone. */
  telephone: string;
  /** The phone as people write it. */
  telephoneText: string;
  /** "Wednesday–Sunday, 11:30 AM–9 PM"; empty: no hours. */
  openingHours: string;
  /** When orders can be collected; empty: no pickup. */
  pickupHours: string;
}

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
  /** The store's record in words; null when it names no address. */
  place: PlaceText | null;
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
    place: placeText(store),
  };
}

export function placeText({ place, i18n }: Pick<StoreView, 'place' | 'i18n'>): PlaceText | null {
  if (!place.address) return null;
  return {
    lines: addressLines(place.address),
    telephone: place.telephone,
    telephoneText: telephoneText(place.telephone),
    openingHours: weeklyHoursText(place.openingHours, i18n.defaultLocale),
    pickupHours: weeklyHoursText(place.pickupHours, i18n.defaultLocale),
  };
}
