import type { ApiConfig } from '../config.js';
import { inLanguage, viewMail, type MailLanguage, type MailMessage, type MailView } from '../mail/index.js';

export interface ProductMail {
  /** The store view the watch was asked in: the mail's language, brand and pages. */
  store: MailView;
  productName: string;
  productUrl: string;
  /** The product's picture, an absolute URL (null: none). */
  imageUrl: string | null;
}

interface StockAlertTexts {
  hello: string;
  started: {
    subject(product: string): string;
    asked(store: string, product: string): string;
    heading: string;
    button: string;
    notYou: string;
  };
  back: { subject(store: string, product: string): string; news(product: string): string; heading: string; button: string; once: string };
}

const STOCK_ALERT_TEXTS: Record<MailLanguage, StockAlertTexts> = {
  en: {
    hello: 'Hello,',
    started: {
      subject: (product) => `We will tell you when ${product} is back in stock`,
      asked: (store, product) => `you asked ${store} to e-mail you once ${product} can be ordered again.`,
      heading: 'You are watching:',
      button: 'Stop these alerts',
      notYou: 'If you did not ask for this, or changed your mind, the button above stops them.',
    },
    back: {
      subject: (store, product) => `Back in stock at ${store}: ${product}`,
      news: (product) => `good news: ${product} is back in stock. Stock is often short, so order soon.`,
      heading: 'Back in stock:',
      button: 'Order it now',
      once: 'This was the one e-mail you asked for: you will get no more alerts about this product.',
    },
  },
  de: {
    hello: 'Guten Tag,',
    started: {
      subject: (product) => `Wir sagen Ihnen Bescheid, sobald ${product} wieder vorrätig ist`,
      asked: (store, product) => `Sie haben ${store} gebeten, Ihnen zu schreiben, sobald ${product} wieder bestellbar ist.`,
      heading: 'Sie warten auf:',
      button: 'Diese Hinweise beenden',
      notYou: 'Falls Sie das nicht angefordert oder es sich anders überlegt haben, beendet der Button oben die Hinweise.',
    },
    back: {
      subject: (store, product) => `Wieder vorrätig bei ${store}: ${product}`,
      news: (product) => `gute Nachricht: ${product} ist wieder vorrätig. Der Vorrat ist oft knapp, bestellen Sie also bald.`,
      heading: 'Wieder vorrätig:',
      button: 'Jetzt bestellen',
      once: 'Das war die eine E-Mail, um die Sie gebeten haben: Zu diesem Produkt erhalten Sie keine weiteren Hinweise.',
    },
  },
  it: {
    hello: 'Buongiorno,',
    started: {
      subject: (product) => `Ti avviseremo quando ${product} sarà di nuovo disponibile`,
      asked: (store, product) => `hai chiesto a ${store} di scriverti appena ${product} si potrà ordinare di nuovo.`,
      heading: 'Stai aspettando:',
      button: 'Interrompi questi avvisi',
      notYou: 'Se non lo hai chiesto tu, o hai cambiato idea, il pulsante qui sopra li interrompe.',
    },
    back: {
      subject: (store, product) => `Di nuovo disponibile su ${store}: ${product}`,
      news: (product) => `buone notizie: ${product} è di nuovo disponibile. Le scorte sono spesso poche, quindi ordina presto.`,
      heading: 'Di nuovo disponibile:',
      button: 'Ordinalo ora',
      once: "Questa era l'unica e-mail che hai chiesto: non riceverai altri avvisi su questo prodotto.",
    },
  },
};

const textsOf = (mail: ProductMail) => inLanguage(mail.store.i18n.defaultLocale, STOCK_ALERT_TEXTS);

/**
 * Sent when a watch starts, so the owner of the address can stop alerts someone else asked for.
 * It holds only our texts, the product's name and our links: nothing the requester typed but the address.
 */
export function watchStartedMail(config: ApiConfig, to: string, mail: ProductMail & { unsubscribeUrl: string }): MailMessage {
  const texts = textsOf(mail).started;
  const asked = texts.asked(mail.store.name, mail.productName);
  return viewMail(config, mail.store, to, {
    subject: texts.subject(mail.productName),
    preview: asked,
    greeting: textsOf(mail).hello,
    blocks: [
      { kind: 'paragraph', lines: [asked] },
      {
        kind: 'items',
        heading: texts.heading,
        items: [{ text: mail.productName, amount: '', options: [mail.productUrl], imageUrl: mail.imageUrl }],
      },
      { kind: 'action', label: texts.button, url: mail.unsubscribeUrl },
      { kind: 'paragraph', lines: [texts.notYou] },
    ],
  });
}

export function backInStockMail(config: ApiConfig, to: string, mail: ProductMail): MailMessage {
  const texts = textsOf(mail).back;
  const news = texts.news(mail.productName);
  return viewMail(config, mail.store, to, {
    subject: texts.subject(mail.store.name, mail.productName),
    preview: news,
    greeting: textsOf(mail).hello,
    blocks: [
      { kind: 'paragraph', lines: [news] },
      { kind: 'items', heading: texts.heading, items: [{ text: mail.productName, amount: '', options: [], imageUrl: mail.imageUrl }] },
      { kind: 'action', label: texts.button, url: mail.productUrl },
      { kind: 'paragraph', lines: [texts.once] },
    ],
  });
}
