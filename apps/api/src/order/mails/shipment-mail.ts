import { renderMail, type MailBlock } from '../../mail/index.js';
import type { OrderRow } from '../storage.js';
import { echoText } from '../echo-text.js';
import { deliveryDayIn, mailTexts, shipmentTexts } from './mail-texts.js';
import type { OrderMailStore } from './mail-links.js';

/** The carrier and tracking number, each on its line, labelled in the mail's language. */
const trackingBlock = (
  labels: { carrier: string; trackingNumber: string; trackingLink: string },
  shipment: TrackedShipment,
): Extract<MailBlock, { kind: 'paragraph' }> => ({
  kind: 'paragraph',
  lines: [
    `${labels.carrier}: ${echoText(shipment.carrier, 64)}`,
    `${labels.trackingNumber}: ${echoText(shipment.trackNumber, 128)}`,
    ...(shipment.trackingUrl ? [`${labels.trackingLink}: ${shipment.trackingUrl}`] : []),
  ],
});

/** A shipment as the mails name it; `trackingUrl` is the carrier's tracking page when a label was bought through one. */
export interface TrackedShipment {
  carrier: string;
  trackNumber: string;
  trackingUrl?: string | null;
}

/** The words of each box's tracking in the mail's language: its lines' labels, its heading when the order ships in several. */
export interface ParcelLabels {
  carrier: string;
  trackingNumber: string;
  trackingLink: string;
  box(number: number, of: number): string;
}

/** Each box's carrier and tracking number; headed "Box 1 of 2" when the order ships in several. */
export function parcelBlocks(texts: ParcelLabels, parcels: readonly TrackedShipment[]): MailBlock[] {
  if (parcels.length === 1) return [trackingBlock(texts, parcels[0])];
  return parcels.map((parcel, index) => {
    const block = trackingBlock(texts, parcel);
    return { ...block, lines: [texts.box(index + 1, parcels.length), ...block.lines] };
  });
}

/** The customer's "on its way" e-mail with the carrier and tracking number of each box, in the store view's language. */
export function shipmentMail(order: OrderRow, store: OrderMailStore, shipment: TrackedShipment | readonly TrackedShipment[]) {
  const { storeName, locale } = store.brand;
  const texts = shipmentTexts(locale);
  const when = [
    texts.onItsWay(storeName, order.increment_id),
    order.delivery_date ? texts.arrives(deliveryDayIn(order.delivery_date, locale)) : '',
  ];
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id),
      preview: when.join(' '),
      greeting: texts.greeting,
      blocks: [
        { kind: 'paragraph', lines: when },
        ...parcelBlocks(texts, 'carrier' in shipment ? [shipment] : shipment),
        { kind: 'action', label: mailTexts(locale).viewOrder, url: store.orderUrl },
      ],
      closing: [texts.questions, storeName],
    },
    store.brand,
  );
}
