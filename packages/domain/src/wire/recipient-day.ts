import { z } from 'zod';
import { GIFT_MESSAGE_MAX } from '../forms/gift-limits.js';
import { receiptLinkInput } from './order-changes.js';

/**
 * A gift whose recipient chooses the delivery day (issue 38): waiting until they do, chosen, or lapsed when the
 * window passed without a choice (the buyer was asked to choose).
 */
export const recipientDayState = z.enum(['waiting', 'chosen', 'lapsed']);
export type RecipientDayState = z.infer<typeof recipientDayState>;

/** Where the gift's day stands, as the order's pages and the back office show it; `until`: the last day they may choose. */
export const recipientChoosesWire = z.object({ state: recipientDayState, until: z.string().meta({ description: 'YYYY-MM-DD' }) });
export type RecipientChoosesWire = z.infer<typeof recipientChoosesWire>;

const people = { increment_id: z.string(), sender_name: z.string(), recipient_name: z.string() };
const deliveredTo = { street: z.array(z.string()), city: z.string(), region_code: z.string(), postcode: z.string() };
const choosable = {
  date: z.string().meta({ description: 'YYYY-MM-DD in the shop’s calendar' }),
  status: z.enum(['open', 'full', 'paused']),
};

/** The recipient's page: who sends the gift, where it goes, and the days they may choose (at the standard delivery price). */
export const recipientDayWire = z.object({
  ...people,
  state: recipientDayState,
  delivery_date: z.string().nullable(),
  choose_until: z.string(),
  address: z.object(deliveredTo),
  dates: z.array(z.object({ ...choosable, pause_reason: z.string().optional() })),
});
export type RecipientDayWire = z.infer<typeof recipientDayWire>;

/** The recipient's corrections to the address (same state: another state is priced and checked anew). */
export const recipientAddressInput = z.object({
  street: z.array(z.string().max(120)).min(1).max(3),
  city: z.string().max(80),
  postcode: z.string().max(12),
});

/** The recipient's choice through their signed link: the day, and the address confirmed as it is or corrected. */
export const chooseDayInput = receiptLinkInput.extend({
  delivery_date: z.iso.date(),
  address: recipientAddressInput.optional(),
});
export type ChooseDayInput = z.infer<typeof chooseDayInput>;

/** A new gift message (plain text, up to GIFT_MESSAGE_MAX characters once trimmed; empty: none). */
export const giftMessageInput = z.object({ message: z.string().max(GIFT_MESSAGE_MAX * 4) });
