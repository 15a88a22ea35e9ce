import { calendarDayIn, inLanguage, renderMail, type MailBrand } from '../mail/index.js';
import { echoText } from '../order/index.js';

interface RecallTexts {
  subject(store: string, product: string): string;
  greeting: string;
  received(product: string, order: string, code: string): string;
  dates(caught: string, useBy: string): string;
  whatToDo: string;
  refund: string;
  questions: string;
}

const recallTexts = (locale: string): RecallTexts =>
  inLanguage<RecallTexts>(locale, {
    en: {
      subject: (store, product) => `Important: ${store} recalls ${product}`,
      greeting: 'Hello,',
      received: (product, order, code) => `your order ${order} held ${product} from lot ${code}, which we are recalling.`,
      dates: (caught, useBy) => `The lot was caught or steamed on ${caught}, use by ${useBy}.`,
      whatToDo: 'Please do not eat it: throw it away, or keep it cold and sealed until we collect it.',
      refund: 'We will refund or replace it: reply to this e-mail with your order number.',
      questions: 'We are sorry for the trouble.',
    },
    de: {
      subject: (store, product) => `Wichtig: ${store} ruft ${product} zurück`,
      greeting: 'Guten Tag,',
      received: (product, order, code) => `Ihre Bestellung ${order} enthielt ${product} aus der Charge ${code}, die wir zurückrufen.`,
      dates: (caught, useBy) => `Die Charge wurde am ${caught} gefangen oder gedämpft, zu verbrauchen bis ${useBy}.`,
      whatToDo: 'Bitte essen Sie es nicht: Werfen Sie es weg oder bewahren Sie es gekühlt und verschlossen auf, bis wir es abholen.',
      refund: 'Wir erstatten oder ersetzen es: Antworten Sie auf diese E-Mail mit Ihrer Bestellnummer.',
      questions: 'Wir bitten um Entschuldigung.',
    },
    it: {
      subject: (store, product) => `Importante: ${store} richiama ${product}`,
      greeting: 'Buongiorno,',
      received: (product, order, code) => `il tuo ordine ${order} conteneva ${product} del lotto ${code}, che stiamo richiamando.`,
      dates: (caught, useBy) => `Il lotto è stato pescato o cotto al vapore il ${caught}, da consumare entro il ${useBy}.`,
      whatToDo: 'Non consumarlo: gettalo, oppure conservalo al freddo e chiuso finché non lo ritiriamo.',
      refund: "Lo rimborseremo o sostituiremo: rispondi a questa e-mail con il numero d'ordine.",
      questions: 'Ci scusiamo per il disagio.',
    },
  });

export interface RecalledLot {
  code: string;
  productName: string;
  caughtOn: string;
  useBy: string;
}

/** The recall e-mail to a customer who received a lot, in the language of the store view the order came from. */
export function recallMail(lot: RecalledLot, orderNumber: string, brand: MailBrand) {
  const { storeName, locale } = brand;
  const texts = recallTexts(locale);
  const product = echoText(lot.productName, 120);
  const received = texts.received(product, orderNumber, lot.code);
  return renderMail(
    {
      subject: texts.subject(storeName, product),
      preview: received,
      greeting: texts.greeting,
      blocks: [
        { kind: 'paragraph', lines: [received, texts.dates(calendarDayIn(lot.caughtOn, locale), calendarDayIn(lot.useBy, locale))] },
        { kind: 'paragraph', lines: [texts.whatToDo, texts.refund] },
      ],
      closing: [texts.questions, storeName],
    },
    brand,
  );
}
