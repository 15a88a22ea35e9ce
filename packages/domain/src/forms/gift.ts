import { z } from 'zod';
import { ADDRESS_LIMITS } from './address-rules.js';
import { GIFT_MESSAGE_MAX, GIFT_WIRE_FIELD, giftIssues, plainGiftMessage, RECIPIENT_WINDOW_DAYS } from './gift-rules.js';

/**
 * A gift delivery on the wire (POST /api/order's `gift`, snake_case like the rest of the order body): its presence
 * makes the order a gift to the shipping address's person. The rules of gift-rules.ts report their problems as
 * issues carrying the address codes (`gift.message` too_long, `gift.recipient_email` invalid_email or required),
 * which the API words like an address's and the checkout places on its fields.
 */
export const giftInput = z
  .object({
    // Generous before the rules measure the plain text (a pasted message with long runs of spaces is trimmed first).
    message: z
      .string()
      .max(GIFT_MESSAGE_MAX * 4)
      .nullish(),
    notify_recipient: z.boolean().nullish(),
    recipient_email: z
      .string()
      .max(ADDRESS_LIMITS.emailMax * 2)
      .nullish(),
    /** The recipient chooses the delivery day within this many days (7, 14 or 21): the order is placed without a date. */
    recipient_chooses_within_days: z.literal(RECIPIENT_WINDOW_DAYS).nullish(),
  })
  .transform((wire) => ({
    message: plainGiftMessage(wire.message ?? ''),
    notifyRecipient: wire.notify_recipient === true,
    recipientEmail: (wire.recipient_email ?? '').trim(),
    recipientChoosesDays: wire.recipient_chooses_within_days ?? null,
  }))
  .superRefine((gift, context) => {
    for (const issue of giftIssues(gift)) {
      context.addIssue({
        code: 'custom',
        message: issue.code,
        path: [GIFT_WIRE_FIELD[issue.field]],
        ...(issue.maximum === undefined ? {} : { params: { maximum: issue.maximum } }),
      });
    }
  })
  .transform((gift): OrderGift => ({ ...gift, recipientEmail: gift.recipientEmail || null }));

/**
 * A gift as the order keeps it: the message (may be empty), whether to tell the recipient, their e-mail, and whether
 * they choose the delivery day (within how many days; null: the buyer chose it).
 */
export interface OrderGift {
  message: string;
  notifyRecipient: boolean;
  recipientEmail: string | null;
  recipientChoosesDays: number | null;
}

export type GiftWire = z.input<typeof giftInput>;
