import { inLanguage, renderMail } from '../../mail/index.js';
import type { OrderRow } from '../storage.js';
import { echoText } from '../echo-text.js';
import { deliveryDayIn } from '../mails/mail-texts.js';
import type { OrderMailStore } from '../mails/mail-links.js';

/** The words of a hold's mail to a customer whose delivery date it pauses, in the view's language. */
interface HoldAskTexts {
  subject(store: string, order: string): string;
  greeting: string;
  paused(day: string, order: string): string;
  why(reason: string): string;
  choose: string;
  nextDates(days: string): string;
  cancel: string;
  keep: string;
  button: string;
  noAnswer: string;
}

const TEXTS = {
  en: {
    subject: (store, order) => `${store}: please choose what happens to your order ${order}`,
    greeting: 'Hello,',
    paused: (day, order) => `we had to pause deliveries on ${day}, the delivery date of your order ${order}.`,
    why: (reason) => `Why: ${reason}`,
    choose: 'Please choose what suits you best on the page the button opens:',
    nextDates: (days) => `• move the delivery to one of the next good dates (${days});`,
    cancel: '• cancel the order: anything you paid goes back in full;',
    keep: '• or keep the date at your own risk: we ship as planned, but the delivery may be late.',
    button: 'Choose now',
    noAnswer: 'Until you answer, we keep your order as it is. Questions? Just reply to this e-mail.',
  },
  de: {
    subject: (store, order) => `${store}: Bitte wählen Sie, wie es mit Ihrer Bestellung ${order} weitergeht`,
    greeting: 'Guten Tag,',
    paused: (day, order) => `wir mussten die Lieferungen am ${day} aussetzen, dem Liefertag Ihrer Bestellung ${order}.`,
    why: (reason) => `Grund: ${reason}`,
    choose: 'Bitte wählen Sie auf der Seite hinter der Schaltfläche, was Ihnen am besten passt:',
    nextDates: (days) => `• die Lieferung auf einen der nächsten freien Tage verschieben (${days});`,
    cancel: '• die Bestellung stornieren: Bereits bezahlte Beträge gehen vollständig zurück;',
    keep: '• oder den Tag auf eigenes Risiko behalten: Wir versenden wie geplant, die Lieferung kann sich aber verspäten.',
    button: 'Jetzt wählen',
    noAnswer: 'Bis Sie antworten, bleibt Ihre Bestellung unverändert. Fragen? Antworten Sie einfach auf diese E-Mail.',
  },
  it: {
    subject: (store, order) => `${store}: scegli cosa fare del tuo ordine ${order}`,
    greeting: 'Buongiorno,',
    paused: (day, order) => `abbiamo dovuto sospendere le consegne di ${day}, la data di consegna del tuo ordine ${order}.`,
    why: (reason) => `Motivo: ${reason}`,
    choose: 'Scegli la soluzione migliore per te nella pagina che si apre con il pulsante:',
    nextDates: (days) => `• spostare la consegna a una delle prossime date disponibili (${days});`,
    cancel: "• annullare l'ordine: quanto hai eventualmente pagato ti viene restituito per intero;",
    keep: '• oppure mantenere la data a tuo rischio: spediamo come previsto, ma la consegna potrebbe tardare.',
    button: 'Scegli ora',
    noAnswer: 'Finché non rispondi, il tuo ordine resta com’è. Domande? Rispondi semplicemente a questa e-mail.',
  },
} satisfies Record<'en' | 'de' | 'it', HoldAskTexts>;

/** What a hold's mail offers one order: the hold's reason, the next good dates, whether keeping the date is allowed, and the answer page. */
export interface HoldAsk {
  reason: string;
  dates: readonly string[];
  canKeep: boolean;
  answerUrl: string;
}

/** The customer's e-mail when a hold pauses their order's delivery date: their choices and the signed link to answer. */
export function holdAskMail(order: OrderRow, store: OrderMailStore, ask: HoldAsk) {
  const { storeName, locale } = store.brand;
  const texts = inLanguage<HoldAskTexts>(locale, TEXTS);
  const day = (date: string) => deliveryDayIn(date, locale);
  const choices = [
    ...(ask.dates.length ? [texts.nextDates(ask.dates.map(day).join(', '))] : []),
    texts.cancel,
    ...(ask.canKeep ? [texts.keep] : []),
  ];
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id),
      preview: texts.paused(order.delivery_date ? day(order.delivery_date) : '', order.increment_id),
      greeting: texts.greeting,
      blocks: [
        {
          kind: 'paragraph',
          lines: [
            texts.paused(order.delivery_date ? day(order.delivery_date) : '', order.increment_id),
            texts.why(echoText(ask.reason, 200)),
          ],
        },
        { kind: 'paragraph', lines: [texts.choose, ...choices] },
        { kind: 'action', label: texts.button, url: ask.answerUrl },
      ],
      closing: [texts.noAnswer, storeName],
    },
    store.brand,
  );
}
