import type { ApiConfig } from '../config.js';
import type { MailMessage } from '../mail/index.js';

export interface GiftCardMail {
  to: string;
  storeName: string;
  shopUrl: string;
  code: string;
  amount: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
}

/** The e-card. The sender's name and message are the buyer's words, so they go in as plain text only. */
export function giftCardMail(config: ApiConfig, mail: GiftCardMail): MailMessage {
  const from = mail.senderName ? `${mail.senderName} sent you` : 'You have received';
  return {
    from: config.mailFrom,
    to: mail.to,
    subject: `${from} a ${mail.amount} ${mail.storeName} gift card`,
    text: [
      mail.recipientName ? `Hello ${mail.recipientName},` : 'Hello,',
      '',
      `${from} a ${mail.storeName} gift card worth ${mail.amount}.`,
      ...(mail.message ? ['', `"${mail.message}"`] : []),
      '',
      `Your gift card code: ${mail.code}`,
      '',
      `Enter it in the cart or at the checkout of ${mail.shopUrl} . Whatever you do not spend stays on the card for next time.`,
      '',
    ].join('\n'),
  };
}
