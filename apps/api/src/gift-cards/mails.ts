import type { ApiConfig } from '../config.js';
import { inLanguage, shopMail, type MailBrand, type MailLanguage, type MailMessage } from '../mail/index.js';

export interface GiftCardMail {
  to: string;
  brand: MailBrand;
  shopUrl: string;
  code: string;
  amount: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
}

interface GiftCardTexts {
  /** Who gives it ("Jane sent you"), or no one named ("You have received"). */
  from(sender: string | null): string;
  worth(from: string, store: string, amount: string): string;
  subject(from: string, store: string, amount: string): string;
  hello(name: string | null): string;
  code: string;
  use: string;
  shop(store: string): string;
}

const GIFT_CARD_TEXTS: Record<MailLanguage, GiftCardTexts> = {
  en: {
    from: (sender) => (sender ? `${sender} sent you` : 'You have received'),
    worth: (from, store, amount) => `${from} a ${store} gift card worth ${amount}.`,
    subject: (from, store, amount) => `${from} a ${amount} ${store} gift card`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    code: 'Your gift card code:',
    use: 'Enter it in the cart or at the checkout. Whatever you do not spend stays on the card for next time.',
    shop: (store) => `Shop at ${store}`,
  },
  de: {
    from: (sender) => (sender ? `${sender} schenkt Ihnen` : 'Sie erhalten'),
    worth: (from, store, amount) => `${from} eine Geschenkkarte von ${store} im Wert von ${amount}.`,
    subject: (from, store, amount) => `${from} eine Geschenkkarte von ${store} über ${amount}`,
    hello: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    code: 'Ihr Geschenkkarten-Code:',
    use: 'Geben Sie ihn im Warenkorb oder an der Kasse ein. Was Sie nicht ausgeben, bleibt für das nächste Mal auf der Karte.',
    shop: (store) => `Bei ${store} einkaufen`,
  },
  it: {
    from: (sender) => (sender ? `${sender} ti ha regalato` : 'Hai ricevuto'),
    worth: (from, store, amount) => `${from} una carta regalo ${store} del valore di ${amount}.`,
    subject: (from, store, amount) => `${from} una carta regalo ${store} da ${amount}`,
    hello: (name) => (name ? `Ciao ${name},` : 'Buongiorno,'),
    code: 'Il codice della tua carta regalo:',
    use: 'Inseriscilo nel carrello o alla cassa. Quello che non spendi resta sulla carta per la prossima volta.',
    shop: (store) => `Acquista su ${store}`,
  },
};

/**
 * The e-card, in the language of the view it was bought in. The sender's name and message are the buyer's words, so
 * they go in as plain text only. It is mailed once the card is issued and promises no day: the gift card form asks
 * for none.
 */
export function giftCardMail(config: ApiConfig, mail: GiftCardMail): MailMessage {
  const texts = inLanguage(mail.brand.locale, GIFT_CARD_TEXTS);
  const storeName = mail.brand.storeName;
  const from = texts.from(mail.senderName);
  const worth = texts.worth(from, storeName, mail.amount);
  return shopMail(
    config,
    mail.to,
    {
      subject: texts.subject(from, storeName, mail.amount),
      preview: worth,
      greeting: texts.hello(mail.recipientName),
      blocks: [
        { kind: 'paragraph', lines: [worth] },
        ...(mail.message ? [{ kind: 'paragraph' as const, lines: [`"${mail.message}"`] }] : []),
        { kind: 'code', label: texts.code, code: mail.code },
        { kind: 'paragraph', lines: [texts.use] },
        { kind: 'action', label: texts.shop(storeName), url: mail.shopUrl },
      ],
      closing: [storeName],
    },
    mail.brand,
  );
}
