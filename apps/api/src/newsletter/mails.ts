import { storePagesUrlOf, type ApiConfig } from '../config.js';
import { calendarDayIn, inLanguage, viewMail, type MailBlock, type MailLanguage, type MailMessage, type MailView } from '../mail/index.js';

/** The store view the address signed up in: its language, brand and pages. */
type Store = MailView;

/** A storefront page that confirms or unsubscribes with the token (routes/newsletter.tsx), on the view's own pages. */
export function newsletterLink(config: ApiConfig, store: Store, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${storePagesUrlOf(config, store)}/newsletter/${action}?token=${encodeURIComponent(token)}`;
}

interface NewsletterTexts {
  hello: string;
  confirm: { subject(store: string): string; signedUp(store: string): string; how: string; button: string; notYou: string };
  unsubscribe(link: string): string;
  coupon: { subject(store: string): string; thanks(store: string): string; use(until: string): string; shop(store: string): string };
}

const NEWSLETTER_TEXTS: Record<MailLanguage, NewsletterTexts> = {
  en: {
    hello: 'Hello,',
    confirm: {
      subject: (store) => `Please confirm your ${store} newsletter subscription`,
      signedUp: (store) => `someone (hopefully you) signed this address up for the ${store} newsletter, with its 10% coupon.`,
      how: 'Please confirm that you want it (the link works for three days).',
      button: 'Confirm my subscription',
      notYou: 'If it was not you, ignore this e-mail: you will not get any newsletter.',
    },
    unsubscribe: (link) => `To unsubscribe at any time: ${link}`,
    coupon: {
      subject: (store) => `Your 10% code from ${store}`,
      thanks: (store) => `thank you for subscribing to the ${store} newsletter. As promised, here is 10% off your next order:`,
      use: (until) => `Enter it in the cart or at the checkout. It is yours alone, good for one order until ${until}.`,
      shop: (store) => `Shop at ${store}`,
    },
  },
  de: {
    hello: 'Guten Tag,',
    confirm: {
      subject: (store) => `Bitte bestätigen Sie Ihr Newsletter-Abo bei ${store}`,
      signedUp: (store) =>
        `jemand (hoffentlich Sie) hat diese Adresse für den Newsletter von ${store} mit seinem 10-%-Gutschein angemeldet.`,
      how: 'Bitte bestätigen Sie, dass Sie ihn erhalten möchten (der Link gilt drei Tage).',
      button: 'Mein Abo bestätigen',
      notYou: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Sie erhalten dann keinen Newsletter.',
    },
    unsubscribe: (link) => `Jederzeit abmelden: ${link}`,
    coupon: {
      subject: (store) => `Ihr 10-%-Code von ${store}`,
      thanks: (store) =>
        `danke, dass Sie den Newsletter von ${store} abonniert haben. Wie versprochen erhalten Sie 10 % auf Ihre nächste Bestellung:`,
      use: (until) => `Geben Sie ihn im Warenkorb oder an der Kasse ein. Er gilt nur für Sie, für eine Bestellung bis zum ${until}.`,
      shop: (store) => `Bei ${store} einkaufen`,
    },
  },
  it: {
    hello: 'Buongiorno,',
    confirm: {
      subject: (store) => `Conferma la tua iscrizione alla newsletter di ${store}`,
      signedUp: (store) => `qualcuno (speriamo tu) ha iscritto questo indirizzo alla newsletter di ${store}, con il suo buono del 10%.`,
      how: 'Conferma che vuoi riceverla (il link vale tre giorni).',
      button: 'Conferma la mia iscrizione',
      notYou: 'Se non sei stato tu, ignora questa e-mail: non riceverai nessuna newsletter.',
    },
    unsubscribe: (link) => `Per annullare l'iscrizione in qualsiasi momento: ${link}`,
    coupon: {
      subject: (store) => `Il tuo codice del 10% da ${store}`,
      thanks: (store) =>
        `grazie per esserti iscritto alla newsletter di ${store}. Come promesso, ecco il 10% di sconto sul tuo prossimo ordine:`,
      use: (until) => `Inseriscilo nel carrello o alla cassa. È solo tuo, valido per un ordine fino al ${until}.`,
      shop: (store) => `Acquista su ${store}`,
    },
  },
};

const textsOf = (store: Store) => inLanguage(store.i18n.defaultLocale, NEWSLETTER_TEXTS);

/** A mail of the newsletter in the view's language: its lead line is the inbox preview too, under the view's greeting. */
function newsletterMail(
  config: ApiConfig,
  store: Store,
  email: string,
  mail: { subject: string; lead: string; blocks: MailBlock[] },
): MailMessage {
  return viewMail(config, store, email, { subject: mail.subject, preview: mail.lead, greeting: textsOf(store).hello, blocks: mail.blocks });
}

/** Asks the owner of the address to confirm a sign-up; it holds nothing the person who signed up typed but the address. */
export function confirmationMail(
  config: ApiConfig,
  store: Store,
  email: string,
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const texts = textsOf(store);
  const signedUp = texts.confirm.signedUp(store.name);
  return newsletterMail(config, store, email, {
    subject: texts.confirm.subject(store.name),
    lead: signedUp,
    blocks: [
      { kind: 'paragraph', lines: [signedUp, texts.confirm.how] },
      { kind: 'action', label: texts.confirm.button, url: links.confirm },
      { kind: 'paragraph', lines: [texts.confirm.notYou] },
      { kind: 'paragraph', lines: [texts.unsubscribe(links.unsubscribe)] },
    ],
  });
}

/** The subscriber's own 10% code, sent once their sign-up is confirmed; its last day as the view's language writes it. */
export function welcomeCouponMail(config: ApiConfig, store: Store, email: string, coupon: { code: string; until: string }): MailMessage {
  const texts = textsOf(store);
  const thanks = texts.coupon.thanks(store.name);
  return newsletterMail(config, store, email, {
    subject: texts.coupon.subject(store.name),
    lead: thanks,
    blocks: [
      { kind: 'code', label: thanks, code: coupon.code },
      { kind: 'paragraph', lines: [texts.coupon.use(calendarDayIn(coupon.until, store.i18n.defaultLocale))] },
      { kind: 'action', label: texts.coupon.shop(store.name), url: `${storePagesUrlOf(config, store)}/` },
    ],
  });
}
