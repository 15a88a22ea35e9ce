import { ITEM_OUT_OF_STOCK } from '@shoreline/domain/messages';
import { languageOf } from './names.js';
import { waysToPay, type MethodWords } from './ways-to-pay.js';

/**
 * The refusals of an order sent without its payment (ADR 0011) and of a line sold out before the charge, in a store
 * view's language. Each tells the shopper what to do: pay now (`ways`: the gateway methods, as the payment registry
 * names them), or change the line.
 */

/** Too many unpaid orders are open for the e-mail or the client's address, or too many were sent this hour. */
export function unpaidLimitText(locale: string, ways: readonly MethodWords[]): string {
  const language = languageOf(locale);
  const now = waysToPay(ways, locale);
  if (language === 'de')
    return `Sie haben bereits unbezahlte Bestellungen offen. Bitte bezahlen Sie jetzt mit ${now}, um diese Bestellung aufzugeben.`;
  if (language === 'it') return `Hai già ordini non pagati in sospeso. Paga ora con ${now} per effettuare questo ordine.`;
  return `You already have unpaid orders open. Please pay now with your ${now} to place this order.`;
}

/** The date's or a product's last share is kept for orders paid at once. */
export function unpaidNotHeldText(locale: string, ways: readonly MethodWords[]): string {
  const language = languageOf(locale);
  const now = waysToPay(ways, locale);
  if (language === 'de')
    return `Nur noch wenige Plätze oder Artikel sind frei: Sie werden nicht für unbezahlte Bestellungen reserviert. Bitte bezahlen Sie jetzt mit ${now}.`;
  if (language === 'it') return `Sono rimasti pochi posti o articoli: non vengono riservati per ordini non pagati. Paga ora con ${now}.`;
  return `Only a few slots or items are left: they are not held for unpaid orders. Please pay now with your ${now}.`;
}

/** A line of the order sold out meanwhile; nothing was charged. */
export function soldOutText(name: string, sku: string, locale: string): string {
  const language = languageOf(locale);
  if (language === 'de') return `${name} (${sku}) ist inzwischen ausverkauft. Es wurde nichts berechnet.`;
  if (language === 'it') return `${name} (${sku}) è esaurito nel frattempo. Non è stato addebitato nulla.`;
  // The spec's per-item error leads, so clients that match it still do.
  return `${ITEM_OUT_OF_STOCK} ${name} (${sku}) sold out meanwhile. Nothing was charged.`;
}
