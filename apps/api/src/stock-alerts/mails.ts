import type { ApiConfig } from '../config.js';
import type { MailMessage } from '../mail/index.js';

export interface ProductMail {
  storeName: string;
  productName: string;
  productUrl: string;
}

/**
 * Sent when a watch starts, so the owner of the address can stop alerts someone else asked for.
 * It holds only our texts, the product's name and our links: nothing the requester typed but the address.
 */
export function watchStartedMail(config: ApiConfig, to: string, mail: ProductMail & { unsubscribeUrl: string }): MailMessage {
  return {
    from: config.mailFrom,
    to,
    subject: `We will tell you when ${mail.productName} is back in stock`,
    text: [
      'Hello,',
      '',
      `you asked ${mail.storeName} to e-mail you once ${mail.productName} can be ordered again:`,
      mail.productUrl,
      '',
      `If you did not ask for this, or changed your mind: ${mail.unsubscribeUrl}`,
      '',
    ].join('\n'),
  };
}

export function backInStockMail(config: ApiConfig, to: string, mail: ProductMail): MailMessage {
  return {
    from: config.mailFrom,
    to,
    subject: `Back in stock at ${mail.storeName}: ${mail.productName}`,
    text: [
      'Hello,',
      '',
      `good news: ${mail.productName} is back in stock. Stock is often short, so order soon:`,
      '',
      mail.productUrl,
      '',
      'This was the one e-mail you asked for: you will get no more alerts about this product.',
      '',
    ].join('\n'),
  };
}
