import { inLanguage, renderMail, type MailBrand } from '../mail/index.js';
import { echoText } from './echo-text.js';
import { recipientNameOf } from './gift.js';
import { giftRecipientTexts } from './mail-texts.js';
import { parcelBlocks, type TrackedShipment } from './shipment-mail.js';
import type { OrderRow } from './storage.js';

/** The parcel news a gift recipient who asked for mails is told, each once per gift (however many boxes it ships in). */
export const GIFT_TRACKING_KINDS = ['out_for_delivery', 'delivered', 'delayed'] as const;
export type GiftTrackingKind = (typeof GIFT_TRACKING_KINDS)[number];

type KindTexts = Record<GiftTrackingKind, { subject: (sender: string, store: string) => string; said: string; next: string }>;

const kindTexts = (locale: string): KindTexts =>
  inLanguage<KindTexts>(locale, {
    en: {
      out_for_delivery: {
        subject: (sender, store) => `Your gift from ${sender} (${store}) is out for delivery today`,
        said: 'The gift is on the delivery van and arrives today.',
        next: 'Please be ready to put it in the fridge as soon as it arrives.',
      },
      delivered: {
        subject: (sender, store) => `Your gift from ${sender} (${store}) was delivered`,
        said: 'The carrier says the gift was delivered.',
        next: 'Please put it in the fridge now if it is still at the door.',
      },
      delayed: {
        subject: (sender, store) => `Your gift from ${sender} (${store}) is delayed`,
        said: 'The carrier reports a delay with the gift.',
        next: 'We are watching the parcel and will make it right. Please do not eat seafood that arrives warm.',
      },
    },
    de: {
      out_for_delivery: {
        subject: (sender, store) => `Ihr Geschenk von ${sender} (${store}) wird heute zugestellt`,
        said: 'Das Geschenk ist im Zustellfahrzeug und kommt heute an.',
        next: 'Bitte legen Sie es gleich nach der Ankunft in den Kühlschrank.',
      },
      delivered: {
        subject: (sender, store) => `Ihr Geschenk von ${sender} (${store}) wurde zugestellt`,
        said: 'Laut Versanddienst wurde das Geschenk zugestellt.',
        next: 'Falls es noch vor der Tür steht, legen Sie es bitte jetzt in den Kühlschrank.',
      },
      delayed: {
        subject: (sender, store) => `Ihr Geschenk von ${sender} (${store}) verspätet sich`,
        said: 'Der Versanddienst meldet eine Verspätung des Geschenks.',
        next: 'Wir behalten die Sendung im Blick und kümmern uns darum. Bitte essen Sie keine Meeresfrüchte, die warm ankommen.',
      },
    },
    it: {
      out_for_delivery: {
        subject: (sender, store) => `Il tuo regalo da ${sender} (${store}) è in consegna oggi`,
        said: 'Il regalo è sul furgone del corriere e arriva oggi.',
        next: 'Mettilo in frigorifero appena arriva.',
      },
      delivered: {
        subject: (sender, store) => `Il tuo regalo da ${sender} (${store}) è stato consegnato`,
        said: 'Il corriere indica che il regalo è stato consegnato.',
        next: 'Se è ancora davanti alla porta, mettilo subito in frigorifero.',
      },
      delayed: {
        subject: (sender, store) => `Il tuo regalo da ${sender} (${store}) è in ritardo`,
        said: 'Il corriere segnala un ritardo nella consegna del regalo.',
        next: 'Seguiamo il pacco e rimedieremo. Per favore non mangiare frutti di mare arrivati caldi.',
      },
    },
  });

/**
 * A gift recipient's parcel news (issue 37): out for delivery, delivered or delayed, in the order's store view
 * language, with the carrier and tracking link of each box (headed "Box 1 of 2" when it ships in several); no price,
 * as every mail the recipient gets.
 */
export function giftTrackingMail(
  order: OrderRow,
  brand: MailBrand,
  news: { kind: GiftTrackingKind; shipments: readonly TrackedShipment[] },
) {
  const { storeName, locale } = brand;
  const texts = giftRecipientTexts(locale);
  const words = kindTexts(locale)[news.kind];
  const sender = echoText(order.customer_firstname, 40) || texts.someone;
  const recipient = echoText(recipientNameOf(order).first, 40);
  return renderMail(
    {
      subject: words.subject(sender, storeName),
      preview: words.said,
      greeting: recipient ? texts.greetingNamed(recipient) : texts.greeting,
      blocks: [{ kind: 'paragraph', lines: [words.said, words.next] }, ...parcelBlocks(texts, news.shipments)],
      closing: [texts.questions, storeName],
    },
    brand,
  );
}
