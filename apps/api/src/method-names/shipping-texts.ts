import { deliveryDateFull, deliveryDatePaused, DELIVERY_COUNTRY_ONLY } from '@shoreline/domain/messages';
import { languageOf, translatedText, type PatternTexts, type WholeTexts } from './names.js';

/**
 * Why a shipping method or a delivery date cannot be had, in a store view's language. The shop's own messages are
 * English (the API's record and the main store); a German or Italian shopper reads them here in the view's language.
 * What staff typed (a shipping hold's reason) and what names a thing (a state, a product) is kept as written.
 */

/** The pickup method with no slot open soon (shipping/methods.ts says it in English). */
export const NO_PICKUP_TIMES = 'No pickup times are open in the coming days.';

const WHOLE: WholeTexts = {
  [DELIVERY_COUNTRY_ONLY]: { de: 'Wir liefern nur innerhalb der USA.', it: 'Consegniamo solo negli Stati Uniti.' },
  [NO_PICKUP_TIMES]: {
    de: 'In den nächsten Tagen sind keine Abholzeiten frei.',
    it: 'Nei prossimi giorni non ci sono orari di ritiro disponibili.',
  },
};

/** The perishable refusals (domain messages), each matched by its fixed words and said again with its parts. */
const REFUSALS: PatternTexts = [
  {
    match: /^We can't deliver overnight to ZIP code (.+), so perishables can't ship there\.$/u,
    text: {
      de: (zip) =>
        `Wir liefern nicht über Nacht an die Postleitzahl ${zip}, daher können verderbliche Waren nicht dorthin versandt werden.`,
      it: (zip) => `Non consegniamo in 24 ore al CAP ${zip}, quindi i prodotti deperibili non possono essere spediti lì.`,
    },
  },
  {
    match: /^We can't deliver overnight to (.+), so perishables can't ship there\.$/u,
    text: {
      de: (state) => `Wir liefern nicht über Nacht nach ${state}, daher können verderbliche Waren nicht dorthin versandt werden.`,
      it: (state) => `Non consegniamo in 24 ore in ${state}, quindi i prodotti deperibili non possono essere spediti lì.`,
    },
  },
  {
    match: /^Live crabs and lobsters ship only within the lower 48 states, not to (.+?): remove (.+) to ship this order\.$/u,
    text: {
      de: (state, names) =>
        `Lebende Krabben und Hummer versenden wir nur innerhalb der 48 zusammenhängenden Bundesstaaten, nicht nach ${state}: Entfernen Sie ${names}, um diese Bestellung zu versenden.`,
      it: (state, names) =>
        `Granchi e astici vivi vengono spediti solo nei 48 stati contigui, non in ${state}: rimuovi ${names} per spedire questo ordine.`,
    },
  },
];

/** A shipping method's refusal (error_message) in the locale's language; a message not known here is kept. */
export function shippingMessage(message: string, locale: string): string {
  const language = languageOf(locale);
  if (!language || message === '') return message;
  return translatedText(message, language, WHOLE, REFUSALS);
}

/** "Donnerstag, 3. Dezember": a delivery date (a calendar day, read as UTC) in the view's language. */
function dayIn(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The store's deliveries for the date are all booked, said in the locale's language. */
export function deliveryDateFullText(date: string, locale: string): string {
  const language = languageOf(locale);
  if (language === 'de') return `Die Lieferungen am ${dayIn(date, locale)} sind ausgebucht. Bitte wählen Sie ein anderes Datum.`;
  if (language === 'it') return `Le consegne di ${dayIn(date, locale)} sono al completo. Scegli un'altra data.`;
  return deliveryDateFull(date);
}

/** A shipping hold pauses deliveries on the date: the fixed words in the locale's language, the staff's reason as typed. */
export function deliveryDatePausedText(date: string, reason: string, locale: string): string {
  const language = languageOf(locale);
  if (language === 'de') return `Die Lieferungen am ${dayIn(date, locale)} sind pausiert: ${reason}. Bitte wählen Sie ein anderes Datum.`;
  if (language === 'it') return `Le consegne di ${dayIn(date, locale)} sono sospese: ${reason}. Scegli un'altra data.`;
  return deliveryDatePaused(date, reason);
}
