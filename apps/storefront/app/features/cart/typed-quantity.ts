import type { QuantityProblem, QuantityRead } from '@shoreline/domain/forms/quantity-rules';
import type { MessageKey } from '~/i18n/translate';

const PROBLEM_KEYS: Partial<Record<QuantityProblem, MessageKey>> = {
  not_integer: 'cart.line.qtyInteger',
  too_small: 'cart.edit.qtyAboveZero',
};

/**
 * A typed quantity by the shop's one rule (domain forms/quantity-rules.ts), as the cart engine runs it
 * (`runtime.cart.readQuantity`: no second copy in the page's code): the quantity, or the problem to show, in the
 * catalogue's words where it has them.
 */
export function typedQuantity(read: (value: unknown) => QuantityRead, draft: string): { qty: number } | { problem: MessageKey } {
  const result = read(draft);
  return 'qty' in result ? result : { problem: PROBLEM_KEYS[result.problem] ?? (result.message as MessageKey) };
}
