import { formatCents } from '@shoreline/domain/money';
import { inLanguage, renderMail } from '../../mail/index.js';
import type { CancelOutcome } from '../money/cancel-refund.js';
import { owedCancelRefundMail } from '../money/refund-mail-claim.js';
import type { OrderRow } from '../storage.js';
import { mailTexts } from './mail-texts.js';
import { orderMailStore, type OrderMailStore } from './mail-links.js';
import type { ApiContext } from '../../context.js';

interface CancelTexts {
  subject(store: string, order: string): string;
  greeting: string;
  canceled(store: string, order: string): string;
  /** Staff canceled it: the shop says sorry. */
  canceledByShop(store: string, order: string): string;
  /** The staff's own words for the customer. */
  shopMessage(message: string): string;
  moneyBack(amount: string): string;
  /** The cancel's refund its payment service has not confirmed yet: under way, not back. */
  moneyUnderWay(amount: string): string;
  storeCreditBack(amount: string): string;
  giftCardBack(amount: string): string;
  /** A card only authorized: the hold goes, nothing was charged. */
  holdReleased: string;
  /** Nothing was paid (pay later, a check not yet sent): nothing goes back because nothing was taken. */
  nothingCharged: string;
  closing: string;
}

const cancelTexts = (locale: string): CancelTexts =>
  inLanguage<CancelTexts>(locale, {
    en: {
      subject: (store, order) => `Your ${store} order ${order} is canceled`,
      greeting: 'Hello,',
      canceled: (store, order) => `as you asked, we canceled your ${store} order ${order}.`,
      canceledByShop: (store, order) => `we are sorry: we had to cancel your ${store} order ${order}.`,
      shopMessage: (message) => `A word from us: ${message}`,
      moneyBack: (amount) => `What you paid, ${amount}, goes back in full to the way you paid; it may take a few business days to show.`,
      moneyUnderWay: (amount) =>
        `The refund of what you paid, ${amount}, is under way: we have asked your payment service to give it back in full, and it has not confirmed it yet. Once it has, it may take a few business days to show.`,
      storeCreditBack: (amount) => `The ${amount} of store credit you used is back in your account.`,
      giftCardBack: (amount) => `The ${amount} you paid by gift card is back on the card.`,
      holdReleased: 'You were not charged: the hold on your card is released, and your bank may take a few days to remove it.',
      nothingCharged: 'You were not charged for this order, so there is nothing to pay or to give back.',
      closing: 'Questions? Just reply to this e-mail.',
    },
    de: {
      subject: (store, order) => `Ihre ${store}-Bestellung ${order} ist storniert`,
      greeting: 'Guten Tag,',
      canceled: (store, order) => `wie gewünscht haben wir Ihre ${store}-Bestellung ${order} storniert.`,
      canceledByShop: (store, order) => `leider mussten wir Ihre ${store}-Bestellung ${order} stornieren. Das tut uns leid.`,
      shopMessage: (message) => `Unsere Nachricht an Sie: ${message}`,
      moneyBack: (amount) =>
        `Der bezahlte Betrag von ${amount} geht vollständig auf Ihr Zahlungsmittel zurück; das kann einige Werktage dauern.`,
      moneyUnderWay: (amount) =>
        `Die Erstattung des bezahlten Betrags von ${amount} ist unterwegs: Wir haben Ihren Zahlungsdienst gebeten, ihn vollständig zurückzuzahlen, und er hat das noch nicht bestätigt. Danach kann es einige Werktage dauern, bis der Betrag erscheint.`,
      storeCreditBack: (amount) => `Das eingesetzte Guthaben von ${amount} ist wieder in Ihrem Kundenkonto.`,
      giftCardBack: (amount) => `Die ${amount}, die Sie mit Ihrer Geschenkkarte bezahlt haben, sind wieder auf der Karte.`,
      holdReleased:
        'Ihnen wurde nichts berechnet: Die Reservierung auf Ihrer Karte ist aufgehoben; Ihre Bank kann einige Tage brauchen, um sie zu entfernen.',
      nothingCharged: 'Für diese Bestellung wurde Ihnen nichts berechnet: Es ist nichts zu zahlen und nichts zu erstatten.',
      closing: 'Fragen? Antworten Sie einfach auf diese E-Mail.',
    },
    it: {
      subject: (store, order) => `Il tuo ordine ${store} ${order} è annullato`,
      greeting: 'Buongiorno,',
      canceled: (store, order) => `come richiesto, abbiamo annullato il tuo ordine ${store} ${order}.`,
      canceledByShop: (store, order) => `ci dispiace: abbiamo dovuto annullare il tuo ordine ${store} ${order}.`,
      shopMessage: (message) => `Un messaggio da parte nostra: ${message}`,
      moneyBack: (amount) =>
        `Quanto hai pagato, ${amount}, torna per intero al metodo con cui hai pagato; potrebbero servire alcuni giorni lavorativi.`,
      moneyUnderWay: (amount) =>
        `Il rimborso di quanto hai pagato, ${amount}, è in corso: abbiamo chiesto al tuo servizio di pagamento di restituirlo per intero e non l’ha ancora confermato. Dopo la conferma potrebbero servire alcuni giorni lavorativi.`,
      storeCreditBack: (amount) => `I ${amount} di credito negozio che hai usato sono di nuovo nel tuo account.`,
      giftCardBack: (amount) => `I ${amount} pagati con la carta regalo sono di nuovo sulla carta.`,
      holdReleased:
        'Non ti è stato addebitato nulla: il blocco sulla tua carta è annullato; la tua banca potrebbe impiegare alcuni giorni a rimuoverlo.',
      nothingCharged: 'Per questo ordine non ti è stato addebitato nulla: non c’è niente da pagare né da restituire.',
      closing: 'Domande? Rispondi semplicemente a questa e-mail.',
    },
  });

/** Where the cancel's money stands when it is mailed: what went back, and whether its gateway refund is still unconfirmed. */
export interface CancelMoney extends Omit<CancelOutcome, 'refundId'> {
  refundUnderWay: boolean;
}

/** The sample a preview shows: a card payment given back in full. */
const PAID_BACK = (order: OrderRow): CancelMoney => ({
  returnedCents: order.grand_total_cents,
  storeCreditCents: 0,
  giftCardCents: 0,
  authorizationReleased: false,
  refundUnderWay: false,
});

/** One sentence for each way money went back (or a card hold let go); a cancel that took nothing says the customer was not charged. */
function moneyLines(money: CancelMoney, texts: CancelTexts, format: (cents: number) => string): string[] {
  const lines: string[] = [];
  if (money.returnedCents > 0) lines.push((money.refundUnderWay ? texts.moneyUnderWay : texts.moneyBack)(format(money.returnedCents)));
  else if (money.authorizationReleased) lines.push(texts.holdReleased);
  if (money.storeCreditCents > 0) lines.push(texts.storeCreditBack(format(money.storeCreditCents)));
  if (money.giftCardCents > 0) lines.push(texts.giftCardBack(format(money.giftCardCents)));
  return lines.length > 0 ? lines : [texts.nothingCharged];
}

/** Who canceled: the customer themselves, or staff (with their words for the customer, if any). */
export type CanceledBy = { by: 'customer' } | { by: 'shop'; message: string | null };

/** The customer's e-mail that their order is canceled, by them or by the shop, and where its money stands, in the view's language. */
export function cancelMail(
  order: OrderRow,
  store: OrderMailStore,
  money: CancelMoney = PAID_BACK(order),
  canceledBy: CanceledBy = { by: 'customer' },
) {
  const { storeName, locale } = store.brand;
  const texts = cancelTexts(locale);
  const format = (cents: number) => formatCents(cents, store.priceFormat);
  const said = canceledBy.by === 'shop' ? texts.canceledByShop : texts.canceled;
  const message =
    canceledBy.by === 'shop' && canceledBy.message ? [{ kind: 'paragraph' as const, lines: [texts.shopMessage(canceledBy.message)] }] : [];
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id),
      preview: said(storeName, order.increment_id),
      greeting: texts.greeting,
      blocks: [
        { kind: 'paragraph', lines: [said(storeName, order.increment_id)] },
        ...message,
        { kind: 'paragraph', lines: moneyLines(money, texts, format) },
        { kind: 'action', label: mailTexts(locale).viewOrder, url: store.orderUrl },
      ],
      closing: [texts.closing, storeName],
    },
    store.brand,
  );
}

/** Mails the customer that their order is canceled, and where its money stands (a failed mail is logged: the cancel stands). */
export async function sendCancelMail(
  context: ApiContext,
  order: OrderRow,
  outcome: CancelOutcome,
  canceledBy: CanceledBy = { by: 'customer' },
): Promise<void> {
  try {
    const money = { ...outcome, refundUnderWay: await owedCancelRefundMail(context.db, outcome.refundId) };
    const mail = cancelMail(order, await orderMailStore(context, order), money, canceledBy);
    await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, 'cancel e-mail failed');
  }
}
