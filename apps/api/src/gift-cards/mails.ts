import type { ApiConfig } from '../config.js';
import { shopMail, type MailBrand, type MailMessage } from '../mail/index.js';

export interface GiftCardMail {
  to: string;
  brand: MailBrand;
  shopUrl: string;
  code: string;
  amount: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
}

/**
 * The e-card. The sender's name and message are the buyer's words, so they go in as plain text only. It is mailed once
 * the card is issued and promises no day: the gift card form asks for none.
 */
export function giftCardMail(config: ApiConfig, mail: GiftCardMail): MailMessage {
  const storeName = mail.brand.storeName;
  const from = mail.senderName ? `${mail.senderName} sent you` : 'You have received';
  const worth = `${from} a ${storeName} gift card worth ${mail.amount}.`;
  return shopMail(
    config,
    mail.to,
    {
      subject: `${from} a ${mail.amount} ${storeName} gift card`,
      preview: worth,
      greeting: mail.recipientName ? `Hello ${mail.recipientName},` : 'Hello,',
      blocks: [
        { kind: 'paragraph', lines: [worth] },
        ...(mail.message ? [{ kind: 'paragraph' as const, lines: [`"${mail.message}"`] }] : []),
        { kind: 'code', label: 'Your gift card code:', code: mail.code },
        {
          kind: 'paragraph',
          lines: ['Enter it in the cart or at the checkout. Whatever you do not spend stays on the card for next time.'],
        },
        { kind: 'action', label: `Shop at ${storeName}`, url: mail.shopUrl },
      ],
      closing: [storeName],
    },
    mail.brand,
  );
}
