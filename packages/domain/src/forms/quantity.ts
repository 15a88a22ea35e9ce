import { z } from 'zod';
import { readQuantity } from './quantity-rules.js';

/** A cart line's quantity (quantity-rules.ts) as a zod schema: the number, or an issue whose code names the rule broken. */
export const lineQuantity = z.unknown().transform((value, context) => {
  const read = readQuantity(value);
  if ('qty' in read) return read.qty;
  context.addIssue({ code: 'custom', message: read.message, params: { problem: read.problem } });
  return z.NEVER;
});
