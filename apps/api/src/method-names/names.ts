/**
 * Payment and shipping method names in a store view's language. Orders keep the English names they were placed
 * with (the record the back office and the shop's own mail read); what a shopper of the German or Italian view reads
 * (confirmation mail, thank-you page, account order, checkout) is put into the view's language here, when shown.
 * A name this table does not know (a method added by configuration, a future surcharge) is shown as stored.
 */

type Translated = 'de' | 'it';

/** Whole names: a payment method's title, a shipping method's title or one part of a shipping charge's title. */
const NAMES: Record<string, Record<Translated, string>> = {
  'Credit or debit card': { de: 'Kredit- oder Debitkarte', it: 'Carta di credito o di debito' },
  PayPal: { de: 'PayPal', it: 'PayPal' },
  'No payment information required': { de: 'Keine Zahlungsangaben erforderlich', it: 'Nessun dato di pagamento richiesto' },
  'Cash on delivery': { de: 'Nachnahme', it: 'Pagamento alla consegna' },
  'Check / Money order': { de: 'Scheck / Zahlungsanweisung', it: 'Assegno / vaglia' },
  'Overnight delivery': { de: 'Lieferung über Nacht', it: 'Consegna in 24 ore' },
  'Saturday surcharge': { de: 'Samstagszuschlag', it: 'Supplemento sabato' },
  'Pick up at the Crab House': { de: 'Abholung im Crab House', it: 'Ritiro al Crab House' },
  Shoreline: { de: 'Shoreline', it: 'Shoreline' },
  Pickup: { de: 'Abholung', it: 'Ritiro' },
};

/** Parts of a shipping charge's title that carry a count or a place: "Dry ice, 2 boxes $24.00", "Alaska delivery $30.00". */
const PATTERNS: Array<{ match: RegExp; name: Record<Translated, (...parts: string[]) => string> }> = [
  {
    match: /^Dry ice, (\d+) box(?:es)?( .+)?$/u,
    name: {
      de: (count, price = '') => `Trockeneis, ${count} ${count === '1' ? 'Karton' : 'Kartons'}${price}`,
      it: (count, price = '') => `Ghiaccio secco, ${count} ${count === '1' ? 'scatola' : 'scatole'}${price}`,
    },
  },
  {
    match: /^Gel packs, (\d+) box(?:es)?( .+)?$/u,
    name: {
      de: (count, price = '') => `Kühlakkus, ${count} ${count === '1' ? 'Karton' : 'Kartons'}${price}`,
      it: (count, price = '') => `Siberini, ${count} ${count === '1' ? 'scatola' : 'scatole'}${price}`,
    },
  },
  {
    match: /^(.+) delivery( \$.+)?$/u,
    name: { de: (place, price = '') => `Lieferung nach ${place}${price}`, it: (place, price = '') => `Consegna in ${place}${price}` },
  },
];

/** The view's language of a locale ("de-DE" -> "de"); null for English and any language without texts here. */
function languageOf(locale: string): Translated | null {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'de' || language === 'it' ? language : null;
}

function partName(part: string, language: Translated): string {
  const whole = NAMES[part]?.[language];
  if (whole !== undefined) return whole;
  for (const pattern of PATTERNS) {
    const found = pattern.match.exec(part);
    if (found) return pattern.name[language](...found.slice(1));
  }
  return part;
}

/** A payment method's name (as stored on the order or offered for a cart) in the locale's language. */
export function paymentName(name: string, locale: string): string {
  const language = languageOf(locale);
  return language ? partName(name, language) : name;
}

/**
 * A shipping method's or charge's name in the locale's language. A charge's title joins the method and what it adds
 * with " + " ("Overnight delivery + Saturday surcharge"): each part is put into the language on its own.
 */
export function shippingName(name: string, locale: string): string {
  const language = languageOf(locale);
  if (!language) return name;
  return name
    .split(' + ')
    .map((part) => partName(part, language))
    .join(' + ');
}

/** A priced order as a view's shopper reads it: the shipping segment names its method in the locale's language. */
export function pricedOrderIn<T extends { segments: Array<{ shipping?: { method: string; date: string | null } }> }>(
  priced: T,
  locale: string,
): T {
  if (!languageOf(locale)) return priced;
  return {
    ...priced,
    segments: priced.segments.map((segment) =>
      segment.shipping ? { ...segment, shipping: { ...segment.shipping, method: shippingName(segment.shipping.method, locale) } } : segment,
    ),
  };
}
