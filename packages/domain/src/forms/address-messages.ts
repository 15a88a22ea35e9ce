import {
  FIELD_REQUIRED,
  INVALID_CITY,
  INVALID_COUNTRY,
  INVALID_EMAIL,
  INVALID_ZIP,
  NAME_TOO_SHORT,
  PO_BOX_PERISHABLE,
  TOO_SHORT_3,
  UNKNOWN_REGION,
  ZIP_NOT_IN_REGION,
} from '../messages.js';
import type { AddressErrorCode } from './address-rules.js';

/**
 * The API's words for the address codes: the spec's form messages, and for a value that is too long the text the
 * API has always answered. Refusals list the code beside the message (the field errors' `code`), so clients
 * place a problem on its field by code and never read the text back. A German or Italian store view's shopper
 * reads them in the view's language (the storefront's forms show their own catalogue's texts for the same codes).
 */
type WordedCode = Exclude<AddressErrorCode, 'too_long'>;

const ADDRESS_MESSAGES: Readonly<Record<WordedCode, string>> = {
  required: FIELD_REQUIRED,
  name_too_short: NAME_TOO_SHORT,
  invalid_city: INVALID_CITY,
  invalid_postcode: TOO_SHORT_3,
  invalid_phone: TOO_SHORT_3,
  invalid_email: INVALID_EMAIL,
  invalid_country: INVALID_COUNTRY,
  unknown_region: UNKNOWN_REGION,
  invalid_vat_id: TOO_SHORT_3,
  invalid_zip: INVALID_ZIP,
  zip_not_in_region: ZIP_NOT_IN_REGION,
  po_box_perishable: PO_BOX_PERISHABLE,
};

const GERMAN: Readonly<Record<WordedCode | 'too_long', string>> = {
  required: 'Pflichtfeld',
  too_long: 'Bitte kürzen Sie diesen Text',
  name_too_short: 'Der Name muss mindestens 2 oder 3 Buchstaben haben',
  invalid_city: 'Bitte geben Sie einen gültigen Ort an',
  invalid_postcode: 'Telefonnummer, Steuernummer und Postleitzahl müssen mindestens 3 Zeichen haben',
  invalid_phone: 'Telefonnummer, Steuernummer und Postleitzahl müssen mindestens 3 Zeichen haben',
  invalid_email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  invalid_country: 'Bitte geben Sie einen zweistelligen Ländercode an',
  unknown_region: 'Bitte wählen Sie einen Bundesstaat aus der Liste',
  invalid_vat_id: 'Telefonnummer, Steuernummer und Postleitzahl müssen mindestens 3 Zeichen haben',
  invalid_zip: 'Bitte geben Sie eine 5-stellige Postleitzahl (ZIP oder ZIP+4) ein',
  zip_not_in_region: 'Diese Postleitzahl gehört nicht zum gewählten Bundesstaat',
  po_box_perishable: 'Frische Ware kann nicht an ein Postfach geliefert werden: Bitte geben Sie eine Straßenadresse an',
};

const ITALIAN: Readonly<Record<WordedCode | 'too_long', string>> = {
  required: 'Campo obbligatorio',
  too_long: 'Accorcia questo testo',
  name_too_short: 'Il nome deve avere almeno 2 o 3 lettere',
  invalid_city: 'Inserisci un nome di città valido',
  invalid_postcode: 'Numero di telefono, codice fiscale e CAP devono avere almeno 3 caratteri',
  invalid_phone: 'Numero di telefono, codice fiscale e CAP devono avere almeno 3 caratteri',
  invalid_email: 'Inserisci un indirizzo e-mail valido.',
  invalid_country: 'Inserisci un codice paese di due lettere',
  unknown_region: "Scegli uno stato dall'elenco",
  invalid_vat_id: 'Numero di telefono, codice fiscale e CAP devono avere almeno 3 caratteri',
  invalid_zip: 'Inserisci un CAP di 5 cifre (ZIP o ZIP+4)',
  zip_not_in_region: 'Questo CAP non appartiene allo stato scelto',
  po_box_perishable: 'I prodotti freschi non possono essere consegnati a una casella postale: indica un indirizzo stradale',
};

function translationsFor(locale: string): Readonly<Record<AddressErrorCode, string>> | null {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'de' ? GERMAN : language === 'it' ? ITALIAN : null;
}

/** The API's message for a problem (a too_long one names the length it exceeds), in English unless the locale is German or Italian. */
export function addressMessage(code: AddressErrorCode, maximum?: number, locale = 'en-US'): string {
  const translated = translationsFor(locale);
  if (translated) return translated[code];
  if (code !== 'too_long') return ADDRESS_MESSAGES[code];
  return maximum === undefined ? 'Please shorten this text' : `Too big: expected string to have <=${maximum} characters`;
}
