import { z } from 'zod';

/** Gift cards on the wire (/api/ext/gift-cards): a card by its code, its history, the customer's cards. */
export const giftCardWire = z.object({
  code: z.string(),
  balance: z.number(),
  initial_value: z.number(),
  currency: z.string(),
  /** active or disabled. */
  status: z.string(),
  expires_at: z.string().nullable(),
});
export type GiftCardWire = z.infer<typeof giftCardWire>;

/** A card of the signed-in customer: bought by them, or applied with its code while signed in. */
export const customerGiftCardWire = giftCardWire.extend({
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
  bought: z.boolean(),
  created_at: z.string(),
});
export type CustomerGiftCardWire = z.infer<typeof customerGiftCardWire>;

export const giftCardHistoryWire = z.object({
  card: giftCardWire,
  /** action: issued, used, returned (an order canceled), adjusted. */
  items: z.array(z.object({ action: z.string(), amount: z.number(), balance: z.number(), created_at: z.string() })),
});
export type GiftCardHistoryWire = z.infer<typeof giftCardHistoryWire>;

/** The gift cards' refusals: `{code, result: {errorMessage}}`. */
export const giftCardRefusalWire = z.object({ errorMessage: z.string() });
