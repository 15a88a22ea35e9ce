import { QUANTITY_MESSAGES, readQuantity, type QuantityProblem } from '@shoreline/domain/forms/quantity-rules';
import type { MessageKey } from '~/i18n/translate';

/** The catalogue's wording of the domain's quantity problems; one it lacks shows in the spec's words. */
const PROBLEM_KEYS: Record<QuantityProblem, MessageKey> = {
  not_integer: 'cart.line.qtyInteger',
  too_small: 'cart.edit.qtyAboveZero',
  too_big: QUANTITY_MESSAGES.too_big as MessageKey,
};

/** A typed quantity by the shop's one rule (domain forms/quantity-rules.ts): the quantity, or the problem to show. */
export function typedQuantity(draft: string): { qty: number } | { problem: MessageKey } {
  const read = readQuantity(draft);
  return 'qty' in read ? read : { problem: PROBLEM_KEYS[read.problem] };
}
