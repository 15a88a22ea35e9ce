import { z } from 'zod';
import { fieldErrorWire, reasonWire } from './refusal.js';
import { orderConfirmationWire } from './order.js';

/**
 * PayPal express checkout calls. They answer `{success, token, ...}` rather than the envelope, and a
 * refusal `{success: false, token?, error: {message}}` with a matching HTTP status.
 */
const cartId = z.union([z.string().min(1).max(64), z.number()]).transform(String);
const token = z.string().min(1).max(64);

export const payPalSetInput = z.looseObject({
  cart_id: cartId,
  /** Both must be addresses of this shop's own store. */
  return_url: z.string().max(2000),
  cancel_url: z.string().max(2000),
  locale: z.string().max(16).nullish(),
  /** The customer's token, for clients that cannot send the Authorization header. */
  user_token: z.string().max(4096).nullish(),
});

export const payPalGetInput = z.looseObject({ token });

/** The approved PayPal order and the order body the checkout would have sent (addresses, products, total). */
export const payPalCompleteInput = z.looseObject({ token, cart_id: cartId, user_token: z.string().max(4096).nullish() });

export const payPalSetAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  approve_url: z.string(),
  test_mode: z.boolean(),
});

export const payPalGetAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  status: z.string(),
  payer: z
    .looseObject({
      payer_id: z.string().optional(),
      email_address: z.string().optional(),
      name: z.looseObject({ given_name: z.string().optional(), surname: z.string().optional() }).optional(),
    })
    .nullable(),
});

export const payPalCompleteAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  order_id: z.string(),
  confirmation: orderConfirmationWire,
});

/** What the express calls answer when they refuse, as the original extension does: the reason and field errors beside. */
export const payPalRefusal = z.object({
  success: z.literal(false),
  token: z.string().optional(),
  error: z.object({ message: z.string() }),
  reason: reasonWire,
  errors: z.array(fieldErrorWire).optional(),
});
