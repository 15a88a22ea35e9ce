import { QUANTITY_ABOVE_ZERO, QUANTITY_POSITIVE_INTEGER } from '../messages.js';

export const MAX_LINE_QTY = 10_000;

export type QuantityProblem = 'not_integer' | 'too_small' | 'too_big';

/** The spec's wording of each problem; the storefront words them through its catalogues. */
export const QUANTITY_MESSAGES: Record<QuantityProblem, string> = {
  not_integer: QUANTITY_POSITIVE_INTEGER,
  too_small: QUANTITY_ABOVE_ZERO,
  too_big: `Quantity must be below ${MAX_LINE_QTY}`,
};

/**
 * The shop's one quantity rule for a cart line (the API's cart routes, the SDK's cart, the storefront's forms): a
 * whole number from 1 to 10,000, as a number or as the text a form sends. A fraction is refused, never rounded
 * (1.5 is not 1). A plain function, so browser forms run it without a schema library; quantity.ts is its zod schema.
 */
export function readQuantity(value: unknown): { qty: number } | { problem: QuantityProblem } {
  const qty = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof qty !== 'number' || !Number.isFinite(qty)) return { problem: 'not_integer' };
  if (qty <= 0) return { problem: 'too_small' };
  if (!Number.isInteger(qty)) return { problem: 'not_integer' };
  return qty > MAX_LINE_QTY ? { problem: 'too_big' } : { qty };
}
