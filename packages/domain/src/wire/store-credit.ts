import { z } from 'zod';

/** Store credit on the wire (/api/ext/store-credit): the balance and the ledger. */
export const storeCreditDetailsWire = z.object({
  customer_reward_points_balance: z.number(),
  balance_cents: z.number().int(),
  currency_code: z.string(),
});
export type StoreCreditDetailsWire = z.infer<typeof storeCreditDetailsWire>;

export const storeCreditTransactionWire = z.object({
  id: z.number().int(),
  /** Signed: credit given is positive, credit spent negative. */
  amount: z.number(),
  balance: z.number(),
  comment: z.string(),
  order_increment_id: z.string().nullable(),
  created_at: z.string(),
});
export type StoreCreditTransactionWire = z.infer<typeof storeCreditTransactionWire>;

export const storeCreditTransactionsWire = z.object({ items: z.array(storeCreditTransactionWire) });
