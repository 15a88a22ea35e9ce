import type { PricedSegment } from '@shoreline/domain/pricing/priced-order';

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
  deliveryTo: string;
  billingAddress: string;
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
  deliveryTo: 'Delivery to:',
  billingAddress: 'Billing address:',
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
  deliveryTo: 'Lieferung nach:',
  billingAddress: 'Rechnungsadresse:',
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
  deliveryTo: 'Consegna a:',
  billingAddress: 'Indirizzo di fatturazione:',
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

export function mailTexts(locale: string): MailTexts {
  if (locale.startsWith('de')) return GERMAN;
  if (locale.startsWith('it')) return ITALIAN;
  return ENGLISH;
}

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
  questions: string;
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
  questions: 'Questions about the delivery? Just reply to this e-mail.',
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
  questions: 'Fragen zur Lieferung? Antworten Sie einfach auf diese E-Mail.',
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
  questions: 'Domande sulla consegna? Rispondi semplicemente a questa e-mail.',
};

export function giftRecipientTexts(locale: string): GiftRecipientTexts {
  if (locale.startsWith('de')) return GIFT_GERMAN;
  if (locale.startsWith('it')) return GIFT_ITALIAN;
  return GIFT_ENGLISH;
}
