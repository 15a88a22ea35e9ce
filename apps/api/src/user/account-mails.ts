import type { ApiConfig } from '../config.js';
import { storePagesUrlOf } from '../config.js';
import { inLanguage, viewMail, type MailLanguage, type MailMessage, type MailView } from '../mail/index.js';
import type { CustomerRow } from './storage.js';

type Customer = Pick<CustomerRow, 'email' | 'firstname' | 'email_verified_at'>;
/** The store view the customer used (their account's view for a mail staff send): its language, brand and links. */
type Store = MailView;

/** The reset link points at the store's configured public URL, never at whatever host a request named. */
export function passwordResetLink(config: ApiConfig, store: Store, customer: Customer, token: string): string {
  return `${storePagesUrlOf(config, store)}/create-password/token/${token}/email/${encodeURIComponent(customer.email)}`;
}

/** The account mails' words in the view's language; names, addresses and links go in as they are. */
interface AccountTexts {
  hiNamed(name: string): string;
  hello: string;
  reset: { subject(store: string): string; asked(store: string): string; how: string; button: string; notYou: string };
  changed: {
    subject(store: string): string;
    changed(store: string, from: string, to: string): string;
    from: string;
    notYou(shop: string): string;
  };
  verify: { subject(store: string): string; given(store: string): string; how: string; button: string; notYou: string };
}

const ACCOUNT_TEXTS: Record<MailLanguage, AccountTexts> = {
  en: {
    hiNamed: (name) => `Hi ${name},`,
    hello: 'Hello,',
    reset: {
      subject: (store) => `Reset your ${store} password`,
      asked: (store) => `someone (hopefully you) asked to reset the password of your ${store} account.`,
      how: 'Set a new password with this button (the link works for one hour, once).',
      button: 'Set a new password',
      notYou: 'If it was not you, ignore this e-mail: your password stays as it is.',
    },
    changed: {
      subject: (store) => `Your ${store} e-mail address was changed`,
      changed: (store, from, to) => `the e-mail address of your ${store} account was changed from ${from} to ${to}.`,
      from: 'From now on you sign in with the new address.',
      notYou: (shop) => `If you did not make this change, write to us at ${shop} right away so we can secure your account.`,
    },
    verify: {
      subject: (store) => `Confirm your e-mail address for ${store}`,
      given: (store) => `this address was given for a ${store} customer account.`,
      how: 'To confirm that it is yours, open this link and press the button (it works for three days).',
      button: 'Confirm my e-mail address',
      notYou: 'If you did not create an account with us, ignore this e-mail.',
    },
  },
  de: {
    hiNamed: (name) => `Hallo ${name},`,
    hello: 'Guten Tag,',
    reset: {
      subject: (store) => `Ihr Passwort bei ${store} zurücksetzen`,
      asked: (store) => `jemand (hoffentlich Sie) hat darum gebeten, das Passwort Ihres Kontos bei ${store} zurückzusetzen.`,
      how: 'Mit diesem Button legen Sie ein neues Passwort fest (der Link gilt eine Stunde lang und nur einmal).',
      button: 'Neues Passwort festlegen',
      notYou: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
    },
    changed: {
      subject: (store) => `Ihre E-Mail-Adresse bei ${store} wurde geändert`,
      changed: (store, from, to) => `die E-Mail-Adresse Ihres Kontos bei ${store} wurde von ${from} in ${to} geändert.`,
      from: 'Ab sofort melden Sie sich mit der neuen Adresse an.',
      notYou: (shop) =>
        `Falls Sie das nicht geändert haben, schreiben Sie uns bitte sofort an ${shop}, damit wir Ihr Konto schützen können.`,
    },
    verify: {
      subject: (store) => `Bestätigen Sie Ihre E-Mail-Adresse für ${store}`,
      given: (store) => `diese Adresse wurde für ein Kundenkonto bei ${store} angegeben.`,
      how: 'Um zu bestätigen, dass sie Ihnen gehört, öffnen Sie diesen Link und drücken Sie den Button (er gilt drei Tage).',
      button: 'Meine E-Mail-Adresse bestätigen',
      notYou: 'Falls Sie bei uns kein Konto angelegt haben, ignorieren Sie diese E-Mail.',
    },
  },
  it: {
    hiNamed: (name) => `Ciao ${name},`,
    hello: 'Buongiorno,',
    reset: {
      subject: (store) => `Reimposta la tua password di ${store}`,
      asked: (store) => `qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account ${store}.`,
      how: "Imposta una nuova password con questo pulsante (il link vale un'ora, una sola volta).",
      button: 'Imposta una nuova password',
      notYou: 'Se non sei stato tu, ignora questa e-mail: la tua password resta com’è.',
    },
    changed: {
      subject: (store) => `L'indirizzo e-mail del tuo account ${store} è stato cambiato`,
      changed: (store, from, to) => `l'indirizzo e-mail del tuo account ${store} è stato cambiato da ${from} a ${to}.`,
      from: "D'ora in poi accedi con il nuovo indirizzo.",
      notYou: (shop) => `Se non hai fatto tu questa modifica, scrivici subito a ${shop} così possiamo proteggere il tuo account.`,
    },
    verify: {
      subject: (store) => `Conferma il tuo indirizzo e-mail per ${store}`,
      given: (store) => `questo indirizzo è stato indicato per un account cliente di ${store}.`,
      how: 'Per confermare che è tuo, apri questo link e premi il pulsante (vale tre giorni).',
      button: 'Conferma il mio indirizzo e-mail',
      notYou: 'Se non hai creato un account da noi, ignora questa e-mail.',
    },
  },
};

const textsOf = (store: Store) => inLanguage(store.i18n.defaultLocale, ACCOUNT_TEXTS);

/**
 * The name is whatever the registrant typed: an address nobody has verified is greeted without it, so a
 * stranger cannot make the shop deliver their words to someone else's inbox.
 */
const greetingFor = (texts: AccountTexts, customer: Customer) =>
  customer.email_verified_at ? texts.hiNamed(customer.firstname) : texts.hello;

export function passwordResetMail(config: ApiConfig, store: Store, customer: Customer, token: string): MailMessage {
  const texts = textsOf(store);
  const asked = texts.reset.asked(store.name);
  return viewMail(config, store, customer.email, {
    subject: texts.reset.subject(store.name),
    preview: asked,
    greeting: greetingFor(texts, customer),
    blocks: [
      { kind: 'paragraph', lines: [asked, texts.reset.how] },
      { kind: 'action', label: texts.reset.button, url: passwordResetLink(config, store, customer, token) },
      { kind: 'paragraph', lines: [texts.reset.notYou] },
    ],
  });
}

/** Goes to the address the account had before, so its owner learns of a change they did not make. */
export function emailChangedMail(config: ApiConfig, store: Store, previous: Customer, newEmail: string): MailMessage {
  const texts = textsOf(store);
  const changed = texts.changed.changed(store.name, previous.email, newEmail);
  return viewMail(config, store, previous.email, {
    subject: texts.changed.subject(store.name),
    preview: changed,
    greeting: texts.hiNamed(previous.firstname),
    blocks: [
      { kind: 'paragraph', lines: [changed, texts.changed.from] },
      { kind: 'paragraph', lines: [texts.changed.notYou(config.shopEmail)] },
    ],
  });
}

export function emailVerificationLink(config: ApiConfig, store: Store, token: string): string {
  return `${storePagesUrlOf(config, store)}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Fixed text and the link: nothing the person who typed this address in chose reaches its inbox. */
export function emailVerificationMail(config: ApiConfig, store: Store, email: string, token: string): MailMessage {
  const texts = textsOf(store);
  const given = texts.verify.given(store.name);
  return viewMail(config, store, email, {
    subject: texts.verify.subject(store.name),
    preview: given,
    greeting: texts.hello,
    blocks: [
      { kind: 'paragraph', lines: [given, texts.verify.how] },
      { kind: 'action', label: texts.verify.button, url: emailVerificationLink(config, store, token) },
      { kind: 'paragraph', lines: [texts.verify.notYou] },
    ],
  });
}
