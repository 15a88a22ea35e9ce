import { inLanguage, renderMail, type MailLanguage } from '../mail/index.js';
import type { OrderMailStore } from '../order/index.js';

export interface DownloadsMailInput {
  orderNumber: string;
  files: ReadonlyArray<{ title: string; url: string }>;
  maxDownloads: number;
  days: number;
  /** Whether the address is the verified owner of an account that lists the order: only then does the mail speak of it. */
  toAccountOwner: boolean;
}

interface DownloadsTexts {
  subject(order: string): string;
  hello: string;
  ready(order: string): string;
  files: string;
  limits(times: number, days: number): string;
  inAccount: string;
  viewOrder: string;
}

const DOWNLOADS_TEXTS: Record<MailLanguage, DownloadsTexts> = {
  en: {
    subject: (order) => `Your downloads for order ${order}`,
    hello: 'Hello,',
    ready: (order) => `thank you for your order ${order}. Your files are ready:`,
    files: 'Your files:',
    limits: (times, days) => `Each link works ${times} times within ${days} days.`,
    inAccount: 'You also find them with the order in your account.',
    viewOrder: 'View your order',
  },
  de: {
    subject: (order) => `Ihre Downloads zur Bestellung ${order}`,
    hello: 'Guten Tag,',
    ready: (order) => `vielen Dank für Ihre Bestellung ${order}. Ihre Dateien sind bereit:`,
    files: 'Ihre Dateien:',
    limits: (times, days) => `Jeder Link funktioniert ${times}-mal innerhalb von ${days} Tagen.`,
    inAccount: 'Sie finden sie auch bei der Bestellung in Ihrem Konto.',
    viewOrder: 'Bestellung ansehen',
  },
  it: {
    subject: (order) => `I tuoi download per l'ordine ${order}`,
    hello: 'Buongiorno,',
    ready: (order) => `grazie per il tuo ordine ${order}. I tuoi file sono pronti:`,
    files: 'I tuoi file:',
    limits: (times, days) => `Ogni link funziona ${times} volte entro ${days} giorni.`,
    inAccount: "Li trovi anche con l'ordine nel tuo account.",
    viewOrder: 'Vedi il tuo ordine',
  },
};

/** The files of a paid order, each a signed link; the button leads to the order (a guest's receipt page, never an account). */
export function downloadsMail(store: OrderMailStore, input: DownloadsMailInput) {
  const texts = inLanguage(store.brand.locale, DOWNLOADS_TEXTS);
  const ready = texts.ready(input.orderNumber);
  const limits = texts.limits(input.maxDownloads, input.days);
  return renderMail(
    {
      subject: texts.subject(input.orderNumber),
      preview: ready,
      greeting: texts.hello,
      blocks: [
        { kind: 'paragraph', lines: [ready] },
        {
          kind: 'items',
          heading: texts.files,
          items: input.files.map((file) => ({ text: file.title, amount: '', options: [], url: file.url })),
        },
        { kind: 'paragraph', lines: [input.toAccountOwner ? `${limits} ${texts.inAccount}` : limits] },
        { kind: 'action', label: texts.viewOrder, url: store.orderUrl },
      ],
      closing: [store.brand.storeName],
    },
    store.brand,
  );
}
