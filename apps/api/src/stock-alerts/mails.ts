import type { ApiConfig } from '../config.js';
import { mailBrandOf, shopMail, type MailMessage } from '../mail/index.js';

export interface ProductMail {
  storeCode: string;
  storeName: string;
  productName: string;
  productUrl: string;
  /** The product's picture, an absolute URL (null: none). */
  imageUrl: string | null;
}

const brandOf = (config: ApiConfig, mail: ProductMail) => mailBrandOf(config, { storeCode: mail.storeCode, name: mail.storeName }, 'en-US');

/**
 * Sent when a watch starts, so the owner of the address can stop alerts someone else asked for.
 * It holds only our texts, the product's name and our links: nothing the requester typed but the address.
 */
export function watchStartedMail(config: ApiConfig, to: string, mail: ProductMail & { unsubscribeUrl: string }): MailMessage {
  const asked = `you asked ${mail.storeName} to e-mail you once ${mail.productName} can be ordered again.`;
  return shopMail(
    config,
    to,
    {
      subject: `We will tell you when ${mail.productName} is back in stock`,
      preview: asked,
      greeting: 'Hello,',
      blocks: [
        { kind: 'paragraph', lines: [asked] },
        {
          kind: 'items',
          heading: 'You are watching:',
          items: [{ text: mail.productName, amount: '', options: [mail.productUrl], imageUrl: mail.imageUrl }],
        },
        { kind: 'action', label: 'Stop these alerts', url: mail.unsubscribeUrl },
        { kind: 'paragraph', lines: ['If you did not ask for this, or changed your mind, the button above stops them.'] },
      ],
      closing: [mail.storeName],
    },
    brandOf(config, mail),
  );
}

export function backInStockMail(config: ApiConfig, to: string, mail: ProductMail): MailMessage {
  const news = `good news: ${mail.productName} is back in stock. Stock is often short, so order soon.`;
  return shopMail(
    config,
    to,
    {
      subject: `Back in stock at ${mail.storeName}: ${mail.productName}`,
      preview: news,
      greeting: 'Hello,',
      blocks: [
        { kind: 'paragraph', lines: [news] },
        { kind: 'items', heading: 'Back in stock:', items: [{ text: mail.productName, amount: '', options: [], imageUrl: mail.imageUrl }] },
        { kind: 'action', label: 'Order it now', url: mail.productUrl },
        { kind: 'paragraph', lines: ['This was the one e-mail you asked for: you will get no more alerts about this product.'] },
      ],
      closing: [mail.storeName],
    },
    brandOf(config, mail),
  );
}
