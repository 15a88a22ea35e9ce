import { inLanguage, renderMail } from '../mail/index.js';
import type { OrderRow } from './storage.js';
import { mailTexts } from './mail-texts.js';
import { orderMailStore, type OrderMailStore } from './mail-links.js';
import type { ApiContext } from '../context.js';

interface CancelTexts {
  subject(store: string, order: string): string;
  greeting: string;
  canceled(store: string, order: string): string;
  moneyBack: string;
  /** The cancel's refund its payment service has not confirmed yet: under way, not back. */
  moneyUnderWay: string;
  closing: string;
}

const cancelTexts = (locale: string): CancelTexts =>
  inLanguage<CancelTexts>(locale, {
    en: {
      subject: (store, order) => `Your ${store} order ${order} is canceled`,
      greeting: 'Hello,',
      canceled: (store, order) => `as you asked, we canceled your ${store} order ${order}.`,
      moneyBack: 'What you paid goes back in full to the way you paid; it may take a few business days to show.',
      moneyUnderWay:
        'The refund of what you paid is under way: we have asked your payment service to give it back in full, and it has not confirmed it yet. Once it has, it may take a few business days to show.',
      closing: 'Questions? Just reply to this e-mail.',
    },
    de: {
      subject: (store, order) => `Ihre ${store}-Bestellung ${order} ist storniert`,
      greeting: 'Guten Tag,',
      canceled: (store, order) => `wie gewünscht haben wir Ihre ${store}-Bestellung ${order} storniert.`,
      moneyBack: 'Der bezahlte Betrag geht vollständig auf Ihr Zahlungsmittel zurück; das kann einige Werktage dauern.',
      moneyUnderWay:
        'Die Erstattung des bezahlten Betrags ist unterwegs: Wir haben Ihren Zahlungsdienst gebeten, ihn vollständig zurückzuzahlen, und er hat das noch nicht bestätigt. Danach kann es einige Werktage dauern, bis der Betrag erscheint.',
      closing: 'Fragen? Antworten Sie einfach auf diese E-Mail.',
    },
    it: {
      subject: (store, order) => `Il tuo ordine ${store} ${order} è annullato`,
      greeting: 'Buongiorno,',
      canceled: (store, order) => `come richiesto, abbiamo annullato il tuo ordine ${store} ${order}.`,
      moneyBack: 'Quanto hai pagato torna per intero al metodo con cui hai pagato; potrebbero servire alcuni giorni lavorativi.',
      moneyUnderWay:
        'Il rimborso di quanto hai pagato è in corso: abbiamo chiesto al tuo servizio di pagamento di restituirlo per intero e non l’ha ancora confermato. Dopo la conferma potrebbero servire alcuni giorni lavorativi.',
      closing: 'Domande? Rispondi semplicemente a questa e-mail.',
    },
  });

/** Where the cancel's money stands when it is mailed: given back, or a refund its payment service has not confirmed yet. */
export type CancelMoney = 'back' | 'under_way';

/** The customer's e-mail when they canceled their order themselves, in the view's language. */
export function selfCancelMail(order: OrderRow, store: OrderMailStore, money: CancelMoney = 'back') {
  const { storeName, locale } = store.brand;
  const texts = cancelTexts(locale);
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id),
      preview: texts.canceled(storeName, order.increment_id),
      greeting: texts.greeting,
      blocks: [
        {
          kind: 'paragraph',
          lines: [texts.canceled(storeName, order.increment_id), money === 'under_way' ? texts.moneyUnderWay : texts.moneyBack],
        },
        { kind: 'action', label: mailTexts(locale).viewOrder, url: store.orderUrl },
      ],
      closing: [texts.closing, storeName],
    },
    store.brand,
  );
}

/** A refund of the order its gateways have not confirmed yet (the cancel's, left to the refund sweep): its money is not back. */
async function moneyOf(context: ApiContext, orderId: number): Promise<CancelMoney> {
  const pending = await context.db
    .selectFrom('order_refunds')
    .select('id')
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return pending ? 'under_way' : 'back';
}

/** Mails the customer that their own cancel is done, and where its money stands (a failed mail is logged: the cancel stands). */
export async function sendSelfCancelMail(context: ApiContext, order: OrderRow): Promise<void> {
  try {
    const mail = selfCancelMail(order, await orderMailStore(context, order), await moneyOf(context, order.id));
    await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, 'cancel e-mail failed');
  }
}
