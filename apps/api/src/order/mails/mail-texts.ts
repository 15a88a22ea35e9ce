import { deliveryDayText } from '@shoreline/domain/messages';
import type { PricedSegment } from '@shoreline/domain/pricing/priced-order';
import { inLanguage } from '../../mail/index.js';

/**
 * The order confirmation's own words in the store view's language (the store's locale: de-DE, it-IT; anything
 * else reads English). Names, products, methods and amounts come from the order as they are.
 */
export interface MailTexts {
  subject(store: string, order: string): string;
  greetingNamed(name: string): string;
  greeting: string;
  thanks(order: string, store: string): string;
  pickUp(when: string, where: string): string;
  onDay(day: string): string;
  atTime(time: string): string;
  ourStore: string;
  storePhone(phone: string): string;
  arrives(day: string): string;
  /** A gift's arrival: to whom (empty when the mail may not name them) and on which day (null when none was chosen). */
  giftTo(recipient: string, day: string | null): string;
  giftMessage: string;
  giftNotify: string;
  giftNoPrices: string;
  yourOrder: string;
  grandTotal: string;
  payment: string;
  deliveryAddress: string;
  billingAddress: string;
  billingSameAsDelivery: string;
  viewOrder: string;
  questions: string;
  segment: Record<'subtotal' | 'shipping' | 'discount' | 'tax' | 'gift_card' | 'store_credit', (segment: PricedSegment) => string>;
}

const withRef = (label: string, segment: PricedSegment) => (segment.code_ref ? `${label} (${segment.code_ref})` : label);
const withMethod = (label: string, segment: PricedSegment) => (segment.shipping?.method ? `${label} (${segment.shipping.method})` : label);

const ENGLISH: MailTexts = {
  subject: (store, order) => `Your ${store} order ${order}`,
  greetingNamed: (name) => `Hi ${name},`,
  greeting: 'Hello,',
  thanks: (order, store) => `thank you for your order ${order} at ${store}.`,
  pickUp: (when, where) => `Pick it up${when ? ` ${when}` : ''} at ${where}.`,
  onDay: (day) => `on ${day}`,
  atTime: (time) => `at ${time}`,
  ourStore: 'our store',
  storePhone: (phone) => `The store's phone: ${phone}`,
  arrives: (day) => `It arrives on ${day}, packed cold.`,
  giftTo: (recipient, day) =>
    `This order is a gift${recipient ? ` to ${recipient}` : ''}${day ? `, arriving on ${day}, packed cold` : ''}.`,
  giftMessage: 'Your gift:',
  giftNotify: 'We will e-mail the recipient when it ships.',
  giftNoPrices: 'Prices never appear on the packing slip of a gift.',
  yourOrder: 'Your order:',
  grandTotal: 'Grand total',
  payment: 'Payment',
  deliveryAddress: 'Delivery address:',
  billingAddress: 'Billing address:',
  billingSameAsDelivery: 'Billing address: the same as the delivery address.',
  viewOrder: 'View your order',
  questions: 'Questions? Just reply to this e-mail.',
  segment: {
    subtotal: () => 'Subtotal',
    shipping: (s) => withMethod('Shipping & Handling', s),
    discount: (s) => withRef('Discount', s),
    tax: () => 'Tax',
    gift_card: (s) => withRef('Gift cards', s),
    store_credit: () => 'Store credit',
  },
};

const GERMAN: MailTexts = {
  subject: (store, order) => `Ihre Bestellung ${order} bei ${store}`,
  greetingNamed: (name) => `Hallo ${name},`,
  greeting: 'Guten Tag,',
  thanks: (order, store) => `vielen Dank für Ihre Bestellung ${order} bei ${store}.`,
  pickUp: (when, where) => `Abholung${when ? ` ${when}` : ''} bei ${where}.`,
  onDay: (day) => `am ${day}`,
  atTime: (time) => `um ${time}`,
  ourStore: 'unserem Geschäft',
  storePhone: (phone) => `Telefon des Geschäfts: ${phone}`,
  arrives: (day) => `Sie kommt am ${day} gekühlt bei Ihnen an.`,
  giftTo: (recipient, day) =>
    `Diese Bestellung ist ein Geschenk${recipient ? ` für ${recipient}` : ''}${day ? ` und kommt am ${day} gekühlt an` : ''}.`,
  giftMessage: 'Ihr Geschenk:',
  giftNotify: 'Wir benachrichtigen den Empfänger per E-Mail, sobald es versandt ist.',
  giftNoPrices: 'Auf dem Lieferschein eines Geschenks stehen nie Preise.',
  yourOrder: 'Ihre Bestellung:',
  grandTotal: 'Gesamtsumme',
  payment: 'Zahlung',
  deliveryAddress: 'Lieferadresse:',
  billingAddress: 'Rechnungsadresse:',
  billingSameAsDelivery: 'Rechnungsadresse: wie die Lieferadresse.',
  viewOrder: 'Bestellung ansehen',
  questions: 'Fragen? Antworten Sie einfach auf diese E-Mail.',
  segment: {
    subtotal: () => 'Zwischensumme',
    shipping: (s) => withMethod('Versand & Verpackung', s),
    discount: (s) => withRef('Rabatt', s),
    tax: () => 'Steuer',
    gift_card: (s) => withRef('Geschenkkarten', s),
    store_credit: () => 'Guthaben',
  },
};

const ITALIAN: MailTexts = {
  subject: (store, order) => `Il tuo ordine ${order} su ${store}`,
  greetingNamed: (name) => `Ciao ${name},`,
  greeting: 'Buongiorno,',
  thanks: (order, store) => `grazie per il tuo ordine ${order} su ${store}.`,
  pickUp: (when, where) => `Ritiralo${when ? ` ${when}` : ''} presso ${where}.`,
  onDay: (day) => day,
  atTime: (time) => `alle ${time}`,
  ourStore: 'il nostro negozio',
  storePhone: (phone) => `Telefono del negozio: ${phone}`,
  arrives: (day) => `Arriva ${day}, imballato al freddo.`,
  giftTo: (recipient, day) =>
    `Questo ordine è un regalo${recipient ? ` per ${recipient}` : ''}${day ? ` e arriva ${day}, imballato al freddo` : ''}.`,
  giftMessage: 'Il tuo regalo:',
  giftNotify: 'Avviseremo il destinatario via e-mail alla spedizione.',
  giftNoPrices: "Sulla distinta d'imballaggio di un regalo non compaiono mai i prezzi.",
  yourOrder: 'Il tuo ordine:',
  grandTotal: 'Totale',
  payment: 'Pagamento',
  deliveryAddress: 'Indirizzo di consegna:',
  billingAddress: 'Indirizzo di fatturazione:',
  billingSameAsDelivery: "Indirizzo di fatturazione: lo stesso dell'indirizzo di consegna.",
  viewOrder: 'Vedi il tuo ordine',
  questions: 'Domande? Rispondi semplicemente a questa e-mail.',
  segment: {
    subtotal: () => 'Subtotale',
    shipping: (s) => withMethod('Spedizione e imballaggio', s),
    discount: (s) => withRef('Sconto', s),
    tax: () => 'Imposte',
    gift_card: (s) => withRef('Carte regalo', s),
    store_credit: () => 'Credito negozio',
  },
};

export const mailTexts = (locale: string): MailTexts => inLanguage(locale, { en: ENGLISH, de: GERMAN, it: ITALIAN });

/**
 * The gift recipient's "on its way" e-mail in the order's store view language. Who sent it, the message, the carrier
 * and the tracking number come from the order and the shipment as they are.
 */
export interface GiftRecipientTexts {
  subject(sender: string, store: string): string;
  greetingNamed(name: string): string;
  greeting: string;
  /** Who gave the gift when the order names no first name. */
  someone: string;
  sent(sender: string, store: string): string;
  arrives(day: string): string;
  message(sender: string): string;
  carrier: string;
  trackingNumber: string;
  trackingLink: string;
  questions: string;
  /** The heading of each box's tracking when the gift ships in several. */
  box(number: number, of: number): string;
}

const GIFT_ENGLISH: GiftRecipientTexts = {
  subject: (sender, store) => `${sender} sent you a gift from ${store}`,
  greetingNamed: (name) => `Hello ${name},`,
  greeting: 'Hello,',
  someone: 'Someone',
  sent: (sender, store) => `${sender} sent you a gift from ${store}. It is on its way to you, packed cold.`,
  arrives: (day) => `It arrives on ${day}. Please put it in the refrigerator as soon as it arrives.`,
  message: (sender) => `${sender}'s message:`,
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackingLink: 'Track your parcel',
  questions: 'Questions about the delivery? Just reply to this e-mail.',
  box: (number, of) => `Box ${number} of ${of}`,
};

const GIFT_GERMAN: GiftRecipientTexts = {
  subject: (sender, store) => `${sender} hat Ihnen ein Geschenk von ${store} geschickt`,
  greetingNamed: (name) => `Hallo ${name},`,
  greeting: 'Guten Tag,',
  someone: 'Jemand',
  sent: (sender, store) => `${sender} hat Ihnen ein Geschenk von ${store} geschickt. Es ist gekühlt verpackt auf dem Weg zu Ihnen.`,
  arrives: (day) => `Es kommt am ${day} an. Bitte legen Sie es gleich nach der Ankunft in den Kühlschrank.`,
  message: (sender) => `Nachricht von ${sender}:`,
  carrier: 'Versanddienst',
  trackingNumber: 'Sendungsnummer',
  trackingLink: 'Sendung verfolgen',
  questions: 'Fragen zur Lieferung? Antworten Sie einfach auf diese E-Mail.',
  box: (number, of) => `Paket ${number} von ${of}`,
};

const GIFT_ITALIAN: GiftRecipientTexts = {
  subject: (sender, store) => `${sender} ti ha inviato un regalo da ${store}`,
  greetingNamed: (name) => `Ciao ${name},`,
  greeting: 'Buongiorno,',
  someone: 'Qualcuno',
  sent: (sender, store) => `${sender} ti ha inviato un regalo da ${store}. È in viaggio verso di te, imballato al freddo.`,
  arrives: (day) => `Arriva ${day}. Mettilo in frigorifero appena arriva.`,
  message: (sender) => `Il messaggio di ${sender}:`,
  carrier: 'Corriere',
  trackingNumber: 'Numero di tracciamento',
  trackingLink: 'Segui il pacco',
  questions: 'Domande sulla consegna? Rispondi semplicemente a questa e-mail.',
  box: (number, of) => `Pacco ${number} di ${of}`,
};

export const giftRecipientTexts = (locale: string): GiftRecipientTexts =>
  inLanguage(locale, { en: GIFT_ENGLISH, de: GIFT_GERMAN, it: GIFT_ITALIAN });

/** A delivery day in words ("Thursday, December 3"; "Donnerstag, 3. Dezember"): a calendar day, read as UTC. */
export function deliveryDayIn(date: string, locale: string): string {
  if (!locale.startsWith('de') && !locale.startsWith('it')) return deliveryDayText(date);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The buyer's "on its way" e-mail. */
export interface ShipmentTexts {
  subject(store: string, order: string): string;
  greeting: string;
  onItsWay(store: string, order: string): string;
  arrives(day: string): string;
  carrier: string;
  trackingNumber: string;
  trackingLink: string;
  questions: string;
  /** The heading of each box's tracking when the order ships in several. */
  box(number: number, of: number): string;
}

export const shipmentTexts = (locale: string): ShipmentTexts =>
  inLanguage<ShipmentTexts>(locale, {
    en: {
      subject: (store, order) => `Your ${store} order ${order} has shipped`,
      greeting: 'Hello,',
      onItsWay: (store, order) => `your ${store} order ${order} is on its way, packed cold.`,
      arrives: (day) => `It arrives on ${day}.`,
      carrier: 'Carrier',
      trackingNumber: 'Tracking number',
      trackingLink: 'Track your parcel',
      questions: 'Questions? Just reply to this e-mail.',
      box: (number, of) => `Box ${number} of ${of}`,
    },
    de: {
      subject: (store, order) => `Ihre ${store}-Bestellung ${order} ist verschickt`,
      greeting: 'Guten Tag,',
      onItsWay: (store, order) => `Ihre ${store}-Bestellung ${order} ist gekühlt verpackt auf dem Weg zu Ihnen.`,
      arrives: (day) => `Sie kommt am ${day} an.`,
      carrier: 'Versanddienst',
      trackingNumber: 'Sendungsnummer',
      trackingLink: 'Sendung verfolgen',
      questions: 'Fragen? Antworten Sie einfach auf diese E-Mail.',
      box: (number, of) => `Paket ${number} von ${of}`,
    },
    it: {
      subject: (store, order) => `Il tuo ordine ${store} ${order} è stato spedito`,
      greeting: 'Buongiorno,',
      onItsWay: (store, order) => `il tuo ordine ${store} ${order} è in viaggio, imballato al freddo.`,
      arrives: (day) => `Arriva ${day}.`,
      carrier: 'Corriere',
      trackingNumber: 'Numero di tracciamento',
      trackingLink: 'Segui il pacco',
      questions: 'Domande? Rispondi semplicemente a questa e-mail.',
      box: (number, of) => `Pacco ${number} di ${of}`,
    },
  });

/** The buyer's e-mail when staff move the delivery to another date. */
export interface RescheduleTexts {
  subject(store: string, order: string, day: string): string;
  greeting: string;
  moved(store: string, order: string): string;
  /** The customer moved it themselves (self-service). */
  youMoved(store: string, order: string): string;
  why(reason: string): string;
  was(day: string, date: string): string;
  newDate(day: string, date: string): string;
  nothingElse: string;
}

export const rescheduleTexts = (locale: string): RescheduleTexts =>
  inLanguage<RescheduleTexts>(locale, {
    en: {
      subject: (store, order, day) => `Your ${store} order ${order} now arrives on ${day}`,
      greeting: 'Hello,',
      moved: (store, order) => `we had to move the delivery of your ${store} order ${order}.`,
      youMoved: (store, order) => `as you asked, we moved the delivery of your ${store} order ${order}.`,
      why: (reason) => `Why: ${reason}`,
      was: (day, date) => `Was: ${day} (${date})`,
      newDate: (day, date) => `New delivery date: ${day} (${date})`,
      nothingElse: 'Nothing else changes: your order ships packed cold for the new date. Questions? Just reply to this e-mail.',
    },
    de: {
      subject: (store, order, day) => `Ihre ${store}-Bestellung ${order} kommt jetzt am ${day}`,
      greeting: 'Guten Tag,',
      moved: (store, order) => `wir mussten die Lieferung Ihrer ${store}-Bestellung ${order} verschieben.`,
      youMoved: (store, order) => `wie gewünscht haben wir die Lieferung Ihrer ${store}-Bestellung ${order} verschoben.`,
      why: (reason) => `Grund: ${reason}`,
      was: (day, date) => `Bisher: ${day} (${date})`,
      newDate: (day, date) => `Neuer Liefertag: ${day} (${date})`,
      nothingElse:
        'Sonst ändert sich nichts: Ihre Bestellung wird für den neuen Tag gekühlt verschickt. Fragen? Antworten Sie einfach auf diese E-Mail.',
    },
    it: {
      subject: (store, order, day) => `Il tuo ordine ${store} ${order} ora arriva ${day}`,
      greeting: 'Buongiorno,',
      moved: (store, order) => `abbiamo dovuto spostare la consegna del tuo ordine ${store} ${order}.`,
      youMoved: (store, order) => `come richiesto, abbiamo spostato la consegna del tuo ordine ${store} ${order}.`,
      why: (reason) => `Motivo: ${reason}`,
      was: (day, date) => `Prima: ${day} (${date})`,
      newDate: (day, date) => `Nuova data di consegna: ${day} (${date})`,
      nothingElse:
        "Nient'altro cambia: il tuo ordine viene spedito al freddo per la nuova data. Domande? Rispondi semplicemente a questa e-mail.",
    },
  });

/** The buyer's e-mail when money of an order is given back (its greeting and closing are the confirmation's). */
export interface RefundTexts {
  subject(store: string, order: string): string;
  refunded(amount: string, order: string): string;
  why(reason: string): string;
  whatFor: string;
  total: string;
  /** Where the money goes: back to the gateway (`places`: the registry's gateways, method-names/ways-to-pay.ts), or to the account's store credit. */
  toCard(places: string): string;
  toCredit: string;
  /** The refund's parts without units. */
  shipping: string;
  rest: string;
}

export const refundTexts = (locale: string): RefundTexts =>
  inLanguage<RefundTexts>(locale, {
    en: {
      subject: (store, order) => `Your ${store} refund for order ${order}`,
      refunded: (amount, order) => `we refunded ${amount} of your order ${order}.`,
      why: (reason) => `Why: ${reason}`,
      whatFor: 'Refunded:',
      total: 'Refund total',
      toCard: (places) => `It goes back to ${places} you paid with; it may take a few business days to show on your statement.`,
      toCredit: 'It was added to the store credit of your account, ready for your next order.',
      shipping: 'Shipping',
      rest: 'Other charges',
    },
    de: {
      subject: (store, order) => `Ihre Erstattung von ${store} für die Bestellung ${order}`,
      refunded: (amount, order) => `wir haben Ihnen ${amount} Ihrer Bestellung ${order} erstattet.`,
      why: (reason) => `Grund: ${reason}`,
      whatFor: 'Erstattet:',
      total: 'Erstattung gesamt',
      toCard: (places) =>
        `Der Betrag geht auf ${places} zurück, mit der Sie bezahlt haben; es kann einige Werktage dauern, bis er auf Ihrem Kontoauszug erscheint.`,
      toCredit: 'Der Betrag wurde dem Guthaben Ihres Kontos gutgeschrieben und steht für Ihre nächste Bestellung bereit.',
      shipping: 'Versand',
      rest: 'Weitere Kosten',
    },
    it: {
      subject: (store, order) => `Il tuo rimborso ${store} per l'ordine ${order}`,
      refunded: (amount, order) => `ti abbiamo rimborsato ${amount} del tuo ordine ${order}.`,
      why: (reason) => `Motivo: ${reason}`,
      whatFor: 'Rimborsato:',
      total: 'Totale rimborsato',
      toCard: (places) =>
        `Torna ${places} con cui hai pagato; potrebbero servire alcuni giorni lavorativi prima che compaia sul tuo estratto conto.`,
      toCredit: 'È stato aggiunto al credito del tuo account, pronto per il tuo prossimo ordine.',
      shipping: 'Spedizione',
      rest: 'Altri costi',
    },
  });
