import { inLanguage, renderMail, type MailBrand } from '../../mail/index.js';
import { echoText } from '../echo-text.js';
import { recipientNameOf } from '../gift.js';
import { giftRecipientTexts } from './mail-texts.js';
import { parcelBlocks, type TrackedShipment } from './shipment-mail.js';
import type { OrderRow } from '../storage.js';

/** The parcel news a gift recipient who asked for mails is told, each once per gift (however many boxes it ships in). */
export const GIFT_TRACKING_KINDS = ['out_for_delivery', 'available_for_pickup', 'delivered', 'delayed'] as const;
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
      available_for_pickup: {
        subject: (sender, store) => `Your gift from ${sender} (${store}) is waiting for you at the carrier`,
        said: 'The carrier is holding the gift for you to pick up at one of its locations instead of bringing it to the door.',
        next: 'It is fresh seafood: please pick it up as soon as you can and put it in the fridge at once, and do not eat it if it is warm. We are watching the parcel and will make it right.',
      },
      delivered: {
        subject: (sender, store) => `Your gift from ${sender} (${store}) was delivered`,
        said: 'The carrier says the gift was delivered.',
        next: 'Please put it in the fridge now if it is still at the door.',
      },
      delayed: {
        subject: (sender, store) => `Your gift from ${sender} (${store}) is delayed`,
        said: 'The carrier reports a problem or a delay with the gift.',
        next: 'We are watching the parcel and will make it right. Please do not eat seafood that arrives warm.',
      },
    },
    de: {
      out_for_delivery: {
        subject: (sender, store) => `Ihr Geschenk von ${sender} (${store}) wird heute zugestellt`,
        said: 'Das Geschenk ist im Zustellfahrzeug und kommt heute an.',
        next: 'Bitte legen Sie es gleich nach der Ankunft in den Kühlschrank.',
      },
      available_for_pickup: {
        subject: (sender, store) => `Ihr Geschenk von ${sender} (${store}) liegt beim Versanddienst zur Abholung bereit`,
        said: 'Der Versanddienst bringt das Geschenk nicht an die Tür, sondern hält es an einem seiner Standorte zur Abholung für Sie bereit.',
        next: 'Es sind frische Meeresfrüchte: Bitte holen Sie das Geschenk so bald wie möglich ab, legen Sie es gleich in den Kühlschrank und essen Sie es nicht, wenn es warm ist. Wir behalten die Sendung im Blick und kümmern uns darum.',
      },
      delivered: {
        subject: (sender, store) => `Ihr Geschenk von ${sender} (${store}) wurde zugestellt`,
        said: 'Laut Versanddienst wurde das Geschenk zugestellt.',
        next: 'Falls es noch vor der Tür steht, legen Sie es bitte jetzt in den Kühlschrank.',
      },
      delayed: {
        subject: (sender, store) => `Ihr Geschenk von ${sender} (${store}) verspätet sich`,
        said: 'Der Versanddienst meldet ein Problem mit dem Geschenk oder eine Verspätung.',
        next: 'Wir behalten die Sendung im Blick und kümmern uns darum. Bitte essen Sie keine Meeresfrüchte, die warm ankommen.',
      },
    },
    it: {
      out_for_delivery: {
        subject: (sender, store) => `Il tuo regalo da ${sender} (${store}) è in consegna oggi`,
        said: 'Il regalo è sul furgone del corriere e arriva oggi.',
        next: 'Mettilo in frigorifero appena arriva.',
      },
      available_for_pickup: {
        subject: (sender, store) => `Il tuo regalo da ${sender} (${store}) ti aspetta presso il corriere`,
        said: 'Invece di portarlo alla porta, il corriere tiene il regalo in una sua sede, dove puoi ritirarlo.',
        next: 'Sono frutti di mare freschi: ritiralo appena puoi, mettilo subito in frigorifero e non mangiarlo se è caldo. Seguiamo il pacco e rimedieremo.',
      },
      delivered: {
        subject: (sender, store) => `Il tuo regalo da ${sender} (${store}) è stato consegnato`,
        said: 'Il corriere indica che il regalo è stato consegnato.',
        next: 'Se è ancora davanti alla porta, mettilo subito in frigorifero.',
      },
      delayed: {
        subject: (sender, store) => `Il tuo regalo da ${sender} (${store}) è in ritardo`,
        said: 'Il corriere segnala un problema o un ritardo nella consegna del regalo.',
        next: 'Seguiamo il pacco e rimedieremo. Per favore non mangiare frutti di mare arrivati caldi.',
      },
    },
  });

/**
 * A gift recipient's parcel news (issue 37): out for delivery, waiting at the carrier for pickup, delivered or delayed (a
 * problem the carrier reports, or late), in the order's store view
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
