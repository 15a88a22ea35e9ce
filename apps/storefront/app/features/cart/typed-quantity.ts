/** What a typed quantity is: a whole number from 1, or the problem to show (a fraction is refused, never cut to 1). */
export function typedQuantity(draft: string): { qty: number } | { problem: 'cart.line.qtyInteger' | 'cart.edit.qtyAboveZero' } {
  const text = draft.trim();
  const qty = Number(text);
  if (text === '' || !Number.isFinite(qty) || !Number.isInteger(qty)) return { problem: 'cart.line.qtyInteger' };
  return qty > 0 ? { qty } : { problem: 'cart.edit.qtyAboveZero' };
}
