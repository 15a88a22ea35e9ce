import { formatCents } from '@shoreline/domain/money';
import type { ApiContext } from '../../context.js';
import { storePagesUrlOf } from '../../config.js';
import { inLanguage, renderMail, type MailLanguage } from '../../mail/index.js';
import { orderMailStore, type OrderMailStore } from '../mails/mail-links.js';
import { deliveryDayIn, mailTexts } from '../mails/mail-texts.js';
import type { OrderRow } from '../storage.js';
import { addressLine } from '../recipient-day/recipient-day-mail.js';
import { balancePayPath } from './balance-link.js';

interface ChangeTexts {
  subject(store: string, order: string): string;
  greeting: string;
  changed(order: string): string;
  total(amount: string): string;
  date(day: string): string;
  address(text: string): string;
  charged(amount: string): string;
  refunded(amount: string): string;
  refunding(amount: string): string;
  due(amount: string): string;
  refundByHand(amount: string): string;
  giftCardBack(amount: string): string;
  storeCreditBack(amount: string): string;
  pay: string;
}

const TEXTS: Record<MailLanguage, ChangeTexts> = {
  en: {
    subject: (store, order) => `${store}: your order ${order} changed`,
    greeting: 'Hello,',
    changed: (order) => `as you asked, we changed your order ${order}. This is how it stands now:`,
    total: (amount) => `New total: ${amount}`,
    date: (day) => `Delivery: ${day}`,
    address: (text) => `To: ${text}`,
    charged: (amount) => `You paid ${amount} more.`,
    refunded: (amount) => `We refunded ${amount} to your original payment.`,
    refunding: (amount) => `We are refunding ${amount} to your original payment.`,
    due: (amount) => `${amount} more is due: please pay it with the button below.`,
    refundByHand: (amount) => `We owe you ${amount}: our team will refund it to you within two working days.`,
    giftCardBack: (amount) => `We put ${amount} back on your gift card.`,
    storeCreditBack: (amount) => `We put ${amount} back in your store credit.`,
    pay: 'Pay the difference',
  },
  de: {
    subject: (store, order) => `${store}: Ihre Bestellung ${order} wurde geändert`,
    greeting: 'Guten Tag,',
    changed: (order) => `wie gewünscht haben wir Ihre Bestellung ${order} geändert. So sieht sie jetzt aus:`,
    total: (amount) => `Neue Gesamtsumme: ${amount}`,
    date: (day) => `Lieferung: ${day}`,
    address: (text) => `An: ${text}`,
    charged: (amount) => `Sie haben ${amount} mehr bezahlt.`,
    refunded: (amount) => `Wir haben ${amount} auf Ihre ursprüngliche Zahlung erstattet.`,
    refunding: (amount) => `Wir erstatten ${amount} auf Ihre ursprüngliche Zahlung.`,
    due: (amount) => `${amount} sind noch offen: Bitte bezahlen Sie den Betrag über die Schaltfläche unten.`,
    refundByHand: (amount) => `Wir schulden Ihnen ${amount}: Unser Team erstattet den Betrag innerhalb von zwei Werktagen.`,
    giftCardBack: (amount) => `${amount} sind wieder auf Ihrer Geschenkkarte.`,
    storeCreditBack: (amount) => `${amount} sind wieder in Ihrem Guthaben.`,
    pay: 'Differenz bezahlen',
  },
  it: {
    subject: (store, order) => `${store}: il tuo ordine ${order} è stato modificato`,
    greeting: 'Buongiorno,',
    changed: (order) => `come richiesto, abbiamo modificato il tuo ordine ${order}. Ecco com'è ora:`,
    total: (amount) => `Nuovo totale: ${amount}`,
    date: (day) => `Consegna: ${day}`,
    address: (text) => `A: ${text}`,
    charged: (amount) => `Hai pagato ${amount} in più.`,
    refunded: (amount) => `Ti abbiamo rimborsato ${amount} sul pagamento originale.`,
    refunding: (amount) => `Stiamo rimborsando ${amount} sul pagamento originale.`,
    due: (amount) => `Restano da pagare ${amount}: paga con il pulsante qui sotto.`,
    refundByHand: (amount) => `Ti dobbiamo ${amount}: il nostro team te li rimborserà entro due giorni lavorativi.`,
    giftCardBack: (amount) => `Abbiamo rimesso ${amount} sulla tua carta regalo.`,
    storeCreditBack: (amount) => `Abbiamo rimesso ${amount} nel tuo credito.`,
    pay: 'Paga la differenza',
  },
};

/** What a change did with its difference, for the mail. */
export interface ChangeOutcome {
  summary: string;
  differenceCents: number;
  settlement: string;
  /** The pay page (path and query) of the balance due; null when nothing is due. */
  payUrl: string | null;
  /** What went back to the order's gift cards and the customer's store credit (a lower total spends less of them). */
  giftCardBackCents?: number;
  storeCreditBackCents?: number;
}

/** What went back to gift cards and store credit, as one paragraph; none when nothing did. */
function tendersBlock(texts: ChangeTexts, money: (cents: number) => string, outcome: ChangeOutcome) {
  const lines = [
    outcome.giftCardBackCents ? texts.giftCardBack(money(outcome.giftCardBackCents)) : '',
    outcome.storeCreditBackCents ? texts.storeCreditBack(money(outcome.storeCreditBackCents)) : '',
  ].filter(Boolean);
  return lines.length ? [{ kind: 'paragraph' as const, lines }] : [];
}

/** The one "your order changed" mail: the new lines and totals, address and date, and what was refunded or is due. */
export function orderChangedMail(
  order: OrderRow,
  items: ReadonlyArray<{ name: string; qty: number }>,
  store: OrderMailStore,
  outcome: ChangeOutcome,
  payUrl: string | null,
) {
  const { storeName, locale } = store.brand;
  const texts = inLanguage(locale, TEXTS);
  const money = (cents: number) => formatCents(Math.abs(cents), store.priceFormat);
  const settled: Record<string, string> = {
    refunded: texts.refunded(money(outcome.differenceCents)),
    refund_pending: texts.refunding(money(outcome.differenceCents)),
    refund_failed: texts.refundByHand(money(outcome.differenceCents)),
    due: texts.due(money(outcome.differenceCents)),
  };
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id),
      preview: texts.changed(order.increment_id),
      greeting: texts.greeting,
      blocks: [
        { kind: 'paragraph', lines: [texts.changed(order.increment_id)] },
        { kind: 'paragraph', lines: items.map((item) => `${item.qty} × ${item.name}`) },
        {
          kind: 'paragraph',
          lines: [
            texts.total(money(order.grand_total_cents)),
            order.delivery_date ? texts.date(deliveryDayIn(order.delivery_date, locale)) : '',
            texts.address(addressLine(order)),
          ],
        },
        ...(settled[outcome.settlement] ? [{ kind: 'paragraph' as const, lines: [settled[outcome.settlement]] }] : []),
        ...tendersBlock(texts, money, outcome),
        payOrViewButton(texts.pay, payUrl, store),
      ],
      closing: [storeName],
    },
    store.brand,
  );
}

/** The mail's one button: pay what is due when a pay link is given, else see the order. */
function payOrViewButton(payLabel: string, payUrl: string | null, store: OrderMailStore) {
  return payUrl
    ? { kind: 'action' as const, label: payLabel, url: payUrl }
    : { kind: 'action' as const, label: mailTexts(store.brand.locale).viewOrder, url: store.orderUrl };
}

/**
 * Sends an order's customer the mail `render` makes, in the order's store view language, with the store's pages
 * address for its links; a failed mail is logged as `failed`, never undoes what it tells.
 */
async function mailOrderCustomer(
  context: ApiContext,
  order: OrderRow,
  render: (store: OrderMailStore, pages: string) => Promise<ReturnType<typeof renderMail>> | ReturnType<typeof renderMail>,
  failed: string,
): Promise<void> {
  try {
    const store = await orderMailStore(context, order);
    const snapshot = context.readModel.current();
    const pages = storePagesUrlOf(context.config, snapshot.byStore.get(order.store_code)?.store ?? snapshot.defaultStore);
    const mail = await render(store, pages);
    await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, failed);
  }
}

/** Mails the change; a failed mail is logged, never undoes the change. */
export async function sendChangeMail(context: ApiContext, order: OrderRow, outcome: ChangeOutcome): Promise<void> {
  await mailOrderCustomer(
    context,
    order,
    async (store, pages) => {
      const items = await context.db
        .selectFrom('order_items')
        .select(['name', 'qty'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      return orderChangedMail(order, items, store, outcome, outcome.payUrl ? `${pages}${outcome.payUrl}` : null);
    },
    'order change e-mail failed',
  );
}

interface DueAgainTexts {
  subject(store: string, order: string): string;
  greeting: string;
  notPaid(amount: string, order: string): string;
  pay: string;
}

const DUE_AGAIN: Record<MailLanguage, DueAgainTexts> = {
  en: {
    subject: (store, order) => `${store}: your payment for order ${order} did not go through`,
    greeting: 'Hello,',
    notPaid: (amount, order) =>
      `PayPal did not complete your payment of ${amount} for the change to order ${order}. The amount is due again: please pay it with the button below before your order ships.`,
    pay: 'Pay the difference',
  },
  de: {
    subject: (store, order) => `${store}: Ihre Zahlung für Bestellung ${order} ist nicht eingegangen`,
    greeting: 'Guten Tag,',
    notPaid: (amount, order) =>
      `PayPal hat Ihre Zahlung von ${amount} für die Änderung der Bestellung ${order} nicht abgeschlossen. Der Betrag ist wieder offen: Bitte bezahlen Sie ihn über die Schaltfläche unten, bevor Ihre Bestellung verschickt wird.`,
    pay: 'Differenz bezahlen',
  },
  it: {
    subject: (store, order) => `${store}: il pagamento per l'ordine ${order} non è andato a buon fine`,
    greeting: 'Buongiorno,',
    notPaid: (amount, order) =>
      `PayPal non ha completato il tuo pagamento di ${amount} per la modifica dell'ordine ${order}. L'importo è di nuovo da pagare: pagalo con il pulsante qui sotto prima della spedizione.`,
    pay: 'Paga la differenza',
  },
};

/** The mail of a balance due again (PayPal denied the capture it held): the amount, and the pay page's button. */
export function balanceDueAgainMail(order: OrderRow, store: OrderMailStore, amountCents: number, payUrl: string | null) {
  const { storeName, locale } = store.brand;
  const texts = inLanguage(locale, DUE_AGAIN);
  const notPaid = texts.notPaid(formatCents(amountCents, store.priceFormat), order.increment_id);
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id),
      preview: notPaid,
      greeting: texts.greeting,
      blocks: [{ kind: 'paragraph', lines: [notPaid] }, payOrViewButton(texts.pay, payUrl, store)],
      closing: [storeName],
    },
    store.brand,
  );
}

/** Mails a balance due again, with its pay link; a failure is logged. */
export async function sendBalanceDueAgainMail(context: ApiContext, orderId: number, amountCents: number): Promise<void> {
  const order = await context.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst()
    .catch((error: unknown) => void context.log.error({ err: error, order: orderId }, 'balance due again e-mail failed'));
  if (!order) return;
  const path = balancePayPath(context, order);
  await mailOrderCustomer(
    context,
    order,
    (store, pages) => balanceDueAgainMail(order, store, amountCents, path ? `${pages}${path}` : null),
    'balance due again e-mail failed',
  );
}
