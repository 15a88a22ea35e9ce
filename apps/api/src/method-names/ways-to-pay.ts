import { languageOf, type Translated } from './names.js';

/** How the shopper's copy names one way to pay, in one language. */
export interface WayWords {
  /** In a list of ways to pay now: "card", "Karte", "carta". */
  way: string;
  /** Where a refund goes back to, with the language's article or preposition: "the card", "die Karte", "sulla carta". */
  refundTo: string;
}

/** A payment method's words in each of the shop's languages (a payment registry line's `words`). */
export type MethodWords = Record<'en' | Translated, WayWords>;

const OR: Record<'en' | Translated, string> = { en: 'or', de: 'oder', it: 'o' };

function listed(methods: readonly MethodWords[], locale: string, word: keyof WayWords): string {
  const language = languageOf(locale) ?? 'en';
  const words = methods.map((method) => method[language][word]);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${OR[language]} ${words[words.length - 1]}`;
}

/** The ways to pay now, in the locale's language: "card or <wallet>", "Karte oder <wallet>". */
export const waysToPay = (methods: readonly MethodWords[], locale: string): string => listed(methods, locale, 'way');

/** Where a gateway's refund goes back to: "the card or <wallet> account", "die Karte oder das <wallet>-Konto". */
export const refundPlaces = (methods: readonly MethodWords[], locale: string): string => listed(methods, locale, 'refundTo');
