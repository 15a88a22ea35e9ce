/**
 * The name of an order's shipping line in a store view's language, the one wording the checkout's totals, the
 * thank-you page and the order mails give it: "Versand (Lieferung über Nacht)". The method comes already in the
 * view's language (the API's method-names module); languages without their own wording read English.
 */
export type ShippingLineMode = 'delivery' | 'pickup';

const SHIPPING_LINE: Record<'en' | 'de' | 'it', Record<ShippingLineMode, string>> = {
  en: { delivery: 'Shipping', pickup: 'Pickup' },
  de: { delivery: 'Versand', pickup: 'Abholung' },
  it: { delivery: 'Spedizione', pickup: 'Ritiro' },
};

/** "Versand" for de-DE: the line's name without its method. */
export function shippingLineName(locale: string, mode: ShippingLineMode = 'delivery'): string {
  const language = locale.slice(0, 2).toLowerCase();
  const names = language === 'de' || language === 'it' ? SHIPPING_LINE[language] : SHIPPING_LINE.en;
  return names[mode];
}

/** "Versand (Lieferung über Nacht)": the line's name with its method, or the name alone without one. */
export function shippingLineTitle(locale: string, mode: ShippingLineMode, method: string | null | undefined): string {
  const name = shippingLineName(locale, mode);
  return method ? `${name} (${method})` : name;
}
