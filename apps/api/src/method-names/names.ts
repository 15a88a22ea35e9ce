/**
 * Payment and shipping method names in a store view's language. Orders keep the English names they were placed
 * with (the record the back office and the shop's own mail read); what a shopper of the German or Italian view reads
 * (confirmation mail, thank-you page, account order, checkout) is put into the view's language here, when shown.
 * A name this table does not know (a method added by configuration, a future surcharge) is shown as stored.
 */

import { formatCents, US_DOLLAR_FORMAT, type PriceFormat } from '@shoreline/domain/money';

export type Translated = 'de' | 'it';

/** How a store view writes for its shopper: its language and its price format ("13,98 $"). */
export interface ShopperView {
  locale: string;
  priceFormat: PriceFormat;
}

/** The view a store speaks in: its default locale and its price format. */
export function viewOf(store: { i18n: { defaultLocale: string }; priceFormat: PriceFormat }): ShopperView {
  return { locale: store.i18n.defaultLocale, priceFormat: store.priceFormat };
}

/** The English view orders are recorded in. */
export const RECORD_VIEW: ShopperView = { locale: 'en-US', priceFormat: US_DOLLAR_FORMAT };

/** Whole names: a payment method's title, a shipping method's title or one part of a shipping charge's title. */
/** Texts known as a whole, by their English wording. */
export type WholeTexts = Record<string, Record<Translated, string>>;

/** Texts known by their shape: the parts the pattern captures go into the translation. */
export type PatternTexts = Array<{ match: RegExp; text: Record<Translated, (...parts: string[]) => string> }>;

/** An English text in the language: known as a whole, else by the first pattern it matches, else as it is. */
export function translatedText(text: string, language: Translated, whole: WholeTexts, patterns: PatternTexts): string {
  const known = whole[text]?.[language];
  if (known !== undefined) return known;
  for (const pattern of patterns) {
    const found = pattern.match.exec(text);
    if (found) return pattern.text[language](...found.slice(1));
  }
  return text;
}

const NAMES: WholeTexts = {
  'Credit or debit card': { de: 'Kredit- oder Debitkarte', it: 'Carta di credito o di debito' },
  'No payment information required': { de: 'Keine Zahlungsangaben erforderlich', it: 'Nessun dato di pagamento richiesto' },
  'Cash on delivery': { de: 'Nachnahme', it: 'Pagamento alla consegna' },
  'Check / Money order': { de: 'Scheck / Zahlungsanweisung', it: 'Assegno / vaglia' },
  'Overnight delivery': { de: 'Lieferung über Nacht', it: 'Consegna in 24 ore' },
  'Saturday surcharge': { de: 'Samstagszuschlag', it: 'Supplemento sabato' },
  'Pick up at the Crab House': { de: 'Abholung im Crab House', it: 'Ritiro al Crab House' },
  Shoreline: { de: 'Shoreline', it: 'Shoreline' },
  Pickup: { de: 'Abholung', it: 'Ritiro' },
  'No shipping (virtual order)': { de: 'Kein Versand (virtuelle Bestellung)', it: 'Nessuna spedizione (ordine virtuale)' },
};

/** Parts of a shipping charge's title that carry a count or a place ("Dry ice, 2 boxes", "Alaska delivery"), amount apart. */
const PATTERNS: PatternTexts = [
  {
    match: /^Dry ice, (\d+) box(?:es)?$/u,
    text: {
      de: (count) => `Trockeneis, ${count} ${count === '1' ? 'Karton' : 'Kartons'}`,
      it: (count) => `Ghiaccio secco, ${count} ${count === '1' ? 'scatola' : 'scatole'}`,
    },
  },
  {
    match: /^Gel packs, (\d+) box(?:es)?$/u,
    text: {
      de: (count) => `Kühlakkus, ${count} ${count === '1' ? 'Karton' : 'Kartons'}`,
      it: (count) => `Siberini, ${count} ${count === '1' ? 'scatola' : 'scatole'}`,
    },
  },
  {
    match: /^(.+) delivery$/u,
    text: { de: (place) => `Lieferung nach ${place}`, it: (place) => `Consegna in ${place}` },
  },
];

/** The view's language of a locale ("de-DE" -> "de"); null for English and any language without texts here. */
export function languageOf(locale: string): Translated | null {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'de' || language === 'it' ? language : null;
}

const partName = (part: string, language: Translated): string => translatedText(part, language, NAMES, PATTERNS);

/** A surcharge's own title ("Dry ice, 2 boxes", "Alaska delivery") in the locale's language. */
export function surchargeTitle(title: string, locale: string): string {
  const language = languageOf(locale);
  return language ? partName(title, language) : title;
}

/** A recorded amount at the end of a part ("Dry ice, 2 boxes $24.00", "$1039.99"): orders record it the American way. */
const RECORDED_AMOUNT = / \$(\d+(?:,\d{3})*\.\d{2})$/u;

/** A part's recorded amount written in the view's price format (words first, then the amount). */
function partIn(part: string, language: Translated | null, priceFormat: PriceFormat): string {
  const amount = RECORDED_AMOUNT.exec(part);
  const words = amount ? part.slice(0, amount.index) : part;
  const named = language ? partName(words, language) : words;
  if (!amount) return named;
  const cents = Math.round(Number(amount[1].replaceAll(',', '')) * 100);
  return `${named} ${formatCents(cents, priceFormat)}`;
}

/** A payment method's name (as stored on the order or offered for a cart) in the locale's language. */
export function paymentName(name: string, locale: string): string {
  const language = languageOf(locale);
  return language ? partName(name, language) : name;
}

/**
 * A shipping method's or charge's name as the view writes it. A charge's title joins the method and what it adds
 * with " + " ("Overnight delivery + Saturday surcharge"): each part is put into the language on its own, and an
 * amount it carries ("Dry ice, 2 boxes $24.00") is written in the view's price format.
 */
export function shippingName(name: string, view: ShopperView): string {
  const language = languageOf(view.locale);
  // An order's description names the carrier before the method ("Shoreline - Overnight delivery"): each on its own.
  return name
    .split(' + ')
    .map((part) =>
      part
        .split(' - ')
        .map((side) => partIn(side, language, view.priceFormat))
        .join(' - '),
    )
    .join(' + ');
}

/** A priced order as a view's shopper reads it: the shipping segment names its method as the view writes it. */
export function pricedOrderIn<T extends { segments: Array<{ shipping?: { method: string; date: string | null } }> }>(
  priced: T,
  view: ShopperView,
): T {
  return {
    ...priced,
    segments: priced.segments.map((segment) =>
      segment.shipping ? { ...segment, shipping: { ...segment.shipping, method: shippingName(segment.shipping.method, view) } } : segment,
    ),
  };
}
