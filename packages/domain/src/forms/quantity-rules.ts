import { QUANTITY_ABOVE_ZERO, QUANTITY_POSITIVE_INTEGER } from '../messages.js';

export const MAX_LINE_QTY = 10_000;

export type QuantityProblem = 'not_integer' | 'too_small' | 'too_big';
export type QuantityRead = { qty: number } | { problem: QuantityProblem; message: string };

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
export function readQuantity(value: unknown): QuantityRead {
  const qty = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const problem: QuantityProblem | null =
    typeof qty !== 'number' || !Number.isFinite(qty)
      ? 'not_integer'
      : qty <= 0
        ? 'too_small'
        : !Number.isInteger(qty)
          ? 'not_integer'
          : qty > MAX_LINE_QTY
            ? 'too_big'
            : null;
  return problem ? { problem, message: QUANTITY_MESSAGES[problem] } : { qty: qty as number };
}
