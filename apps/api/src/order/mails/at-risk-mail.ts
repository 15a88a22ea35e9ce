import { formatCents } from '@shoreline/domain/money';
import type { TrackingStatus } from '@shoreline/domain/tracking-statuses';
import { inLanguage, renderMail } from '../../mail/index.js';
import type { OrderRow } from '../storage.js';
import { echoText } from '../echo-text.js';
import { deliveryDayIn, mailTexts } from './mail-texts.js';
import type { OrderMailStore } from './mail-links.js';

/** Why a box is at risk, as the mail says it: the carrier reported a problem, or the box is late. */
export type AtRiskReason = 'exception' | 'late';

/** The carrier statuses whose problem the mail names; any other exception (a failure, a delay) is "a problem". */
type NamedProblem = Extract<TrackingStatus, 'available_for_pickup' | 'return_to_sender' | 'cancelled' | 'error'>;

interface AtRiskTexts {
  subject(store: string, order: string): string;
  greeting: string;
  exception(order: string): string;
  problems: Record<NamedProblem, (order: string) => string>;
  late(order: string, day: string): string;
  carrierSays(event: string): string;
  weAct: string;
  noAction: string;
  sorry: string;
}

const texts = (locale: string): AtRiskTexts =>
  inLanguage<AtRiskTexts>(locale, {
    en: {
      subject: (store, order) => `About your ${store} order ${order}: your parcel is delayed`,
      greeting: 'Hello,',
      exception: (order) => `the carrier reported a problem with the parcel of your order ${order}.`,
      problems: {
        available_for_pickup: (order) =>
          `the carrier is holding the parcel of your order ${order} for pickup at one of its locations instead of bringing it to your door.`,
        return_to_sender: (order) => `the carrier is sending the parcel of your order ${order} back to us.`,
        cancelled: (order) => `the carrier cancelled the shipment of the parcel of your order ${order}.`,
        error: (order) =>
          `the carrier's tracking of the parcel of your order ${order} reports an error, so we cannot see where the parcel is.`,
      },
      late: (order, day) => `the parcel of your order ${order} was due on ${day} and has not been delivered yet.`,
      carrierSays: (event) => `The carrier's latest word: ${event}`,
      weAct:
        'We are on it: we will send you a fresh box for the next delivery date, or credit or refund your order, and mail you as soon as it is done.',
      noAction: 'You need not do anything. Please do not eat seafood that arrives warm.',
      sorry: 'We are sorry for the trouble.',
    },
    de: {
      subject: (store, order) => `Zu Ihrer ${store}-Bestellung ${order}: Ihre Sendung verspätet sich`,
      greeting: 'Guten Tag,',
      exception: (order) => `der Versanddienst hat ein Problem mit der Sendung Ihrer Bestellung ${order} gemeldet.`,
      problems: {
        available_for_pickup: (order) =>
          `der Versanddienst bringt die Sendung Ihrer Bestellung ${order} nicht an Ihre Tür, sondern hält sie an einem seiner Standorte zur Abholung bereit.`,
        return_to_sender: (order) => `der Versanddienst schickt die Sendung Ihrer Bestellung ${order} an uns zurück.`,
        cancelled: (order) => `der Versanddienst hat die Sendung Ihrer Bestellung ${order} storniert.`,
        error: (order) =>
          `die Sendungsverfolgung des Versanddienstes meldet für die Sendung Ihrer Bestellung ${order} einen Fehler, sodass wir nicht sehen, wo sie ist.`,
      },
      late: (order, day) => `die Sendung Ihrer Bestellung ${order} sollte am ${day} ankommen und ist noch nicht zugestellt.`,
      carrierSays: (event) => `Die letzte Meldung des Versanddienstes: ${event}`,
      weAct:
        'Wir kümmern uns darum: Wir schicken Ihnen eine frische Sendung zum nächsten Liefertermin oder schreiben Ihnen den Betrag gut bzw. erstatten ihn, und melden uns, sobald das erledigt ist.',
      noAction: 'Sie müssen nichts tun. Bitte essen Sie keine Meeresfrüchte, die warm ankommen.',
      sorry: 'Wir bitten die Unannehmlichkeiten zu entschuldigen.',
    },
    it: {
      subject: (store, order) => `Il tuo ordine ${store} ${order}: il pacco è in ritardo`,
      greeting: 'Buongiorno,',
      exception: (order) => `il corriere ha segnalato un problema con il pacco del tuo ordine ${order}.`,
      problems: {
        available_for_pickup: (order) =>
          `invece di portarlo alla tua porta, il corriere tiene il pacco del tuo ordine ${order} in una sua sede per il ritiro.`,
        return_to_sender: (order) => `il corriere sta rimandando a noi il pacco del tuo ordine ${order}.`,
        cancelled: (order) => `il corriere ha annullato la spedizione del pacco del tuo ordine ${order}.`,
        error: (order) =>
          `il tracciamento del corriere segnala un errore per il pacco del tuo ordine ${order}, quindi non vediamo dove si trovi.`,
      },
      late: (order, day) => `il pacco del tuo ordine ${order} doveva arrivare ${day} e non è ancora stato consegnato.`,
      carrierSays: (event) => `L'ultimo aggiornamento del corriere: ${event}`,
      weAct:
        'Ce ne stiamo occupando: ti invieremo una nuova scatola per la prossima data di consegna, oppure ti accrediteremo o rimborseremo l’ordine, e ti scriveremo appena fatto.',
      noAction: 'Non devi fare nulla. Per favore non mangiare frutti di mare arrivati caldi.',
      sorry: 'Ci scusiamo per il disagio.',
    },
  });

/** What a box at risk reports to the customer. `latestStatus`: the carrier's status when it was found at risk. */
export interface AtRiskNews {
  reason: AtRiskReason;
  latestEvent: string | null;
  latestStatus?: string | null;
}

const isNamedProblem = (words: AtRiskTexts, status: string | null | undefined): status is NamedProblem =>
  typeof status === 'string' && Object.hasOwn(words.problems, status);

/** What happened, in words: late by its day, the carrier's problem by name when the mail has words for it, or "a problem". */
function whatHappened(words: AtRiskTexts, order: OrderRow, risk: AtRiskNews, locale: string): string {
  if (risk.reason === 'late' && order.delivery_date) return words.late(order.increment_id, deliveryDayIn(order.delivery_date, locale));
  if (isNamedProblem(words, risk.latestStatus)) return words.problems[risk.latestStatus](order.increment_id);
  return words.exception(order.increment_id);
}

/**
 * The customer's e-mail when their box is at risk (issue 37), sent before they have to ask, in the store view's
 * language: which order, what happened, and what the shop will do.
 */
export function atRiskMail(order: OrderRow, store: OrderMailStore, risk: AtRiskNews) {
  const { storeName, locale } = store.brand;
  const words = texts(locale);
  const what = whatHappened(words, order, risk, locale);
  return renderMail(
    {
      subject: words.subject(storeName, order.increment_id),
      preview: what,
      greeting: words.greeting,
      blocks: [
        { kind: 'paragraph', lines: [what, risk.latestEvent ? words.carrierSays(echoText(risk.latestEvent, 200)) : ''] },
        { kind: 'paragraph', lines: [words.weAct, words.noAction] },
        { kind: 'action', label: mailTexts(locale).viewOrder, url: store.orderUrl },
      ],
      closing: [words.sorry, storeName],
    },
    store.brand,
  );
}

/** How a box at risk was made good, as the resolved mail says it (a replacement is mailed as its own order). */
export interface AtRiskResolved {
  resolution: 'credit' | 'refund';
  amountCents: number;
}

type MadeGood = AtRiskResolved['resolution'];
interface ResolvedTexts {
  subject(store: string, order: string): string;
  /** What was done (store credit or a refund of the amount) and where the money is. */
  done: Record<MadeGood, (amount: string, order: string) => string>;
  where: Record<MadeGood, string>;
  thanks: string;
}

const resolvedTexts = (locale: string): ResolvedTexts =>
  inLanguage<ResolvedTexts>(locale, {
    en: {
      subject: (store, order) => `About your ${store} order ${order}: we made it good`,
      done: {
        credit: (amount, order) => `for the delayed parcel of your order ${order} we have added ${amount} to your store credit.`,
        refund: (amount, order) => `for the delayed parcel of your order ${order} we have refunded ${amount}.`,
      },
      where: {
        credit: 'It is taken off your next order at checkout when you are signed in.',
        refund: 'The money goes back to the payment you used; your bank may take a few days to show it.',
      },
      thanks: 'Thank you for your patience, and sorry again.',
    },
    de: {
      subject: (store, order) => `Zu Ihrer ${store}-Bestellung ${order}: wir machen es wieder gut`,
      done: {
        credit: (amount, order) =>
          `für die verspätete Sendung Ihrer Bestellung ${order} haben wir Ihrem Kundenguthaben ${amount} gutgeschrieben.`,
        refund: (amount, order) => `für die verspätete Sendung Ihrer Bestellung ${order} haben wir Ihnen ${amount} erstattet.`,
      },
      where: {
        credit: 'Das Guthaben wird bei Ihrer nächsten Bestellung an der Kasse abgezogen, wenn Sie angemeldet sind.',
        refund:
          'Der Betrag geht auf das Zahlungsmittel zurück, mit dem Sie bezahlt haben; Ihre Bank zeigt ihn eventuell erst nach einigen Tagen an.',
      },
      thanks: 'Vielen Dank für Ihre Geduld, und nochmals Entschuldigung.',
    },
    it: {
      subject: (store, order) => `Il tuo ordine ${store} ${order}: abbiamo rimediato`,
      done: {
        credit: (amount, order) => `per il pacco in ritardo del tuo ordine ${order} abbiamo aggiunto ${amount} al tuo credito negozio.`,
        refund: (amount, order) => `per il pacco in ritardo del tuo ordine ${order} ti abbiamo rimborsato ${amount}.`,
      },
      where: {
        credit: 'Viene scalato dal tuo prossimo ordine alla cassa, quando hai effettuato l’accesso.',
        refund: 'L’importo torna sul metodo di pagamento usato; la tua banca potrebbe mostrarlo dopo qualche giorno.',
      },
      thanks: 'Grazie per la pazienza, e ancora scuse.',
    },
  });

/**
 * The customer's e-mail once their box at risk was made good with store credit or a refund (issue 37), in the store
 * view's language: how much, where it went, and a button back to the order.
 */
export function atRiskResolvedMail(order: Pick<OrderRow, 'increment_id'>, store: OrderMailStore, resolved: AtRiskResolved) {
  const { storeName, locale } = store.brand;
  const words = resolvedTexts(locale);
  const amount = formatCents(resolved.amountCents, store.priceFormat);
  const what = words.done[resolved.resolution](amount, order.increment_id);
  return renderMail(
    {
      subject: words.subject(storeName, order.increment_id),
      preview: what,
      greeting: texts(locale).greeting,
      blocks: [
        { kind: 'paragraph', lines: [what, words.where[resolved.resolution]] },
        { kind: 'action', label: mailTexts(locale).viewOrder, url: store.orderUrl },
      ],
      closing: [words.thanks, storeName],
    },
    store.brand,
  );
}
