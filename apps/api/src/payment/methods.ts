/**
 * Payment methods. For now the offline ones; PayPal and the card gateway plug in
 * here later (a method with a gateway token payload, never a card number).
 */
export interface PaymentMethod {
  code: string;
  title: string;
}

export const PAYMENT_METHODS = {
  cashondelivery: { code: 'cashondelivery', title: 'Cash on delivery' },
  checkmo: { code: 'checkmo', title: 'Check / Money order' },
  free: { code: 'free', title: 'No payment information required' },
} as const satisfies Record<string, PaymentMethod>;

/** What a cart may pay with: nothing to pay means "free" only; virtual carts cannot pay on delivery. */
export function availablePaymentMethods(input: { grandTotalCents: number; isVirtual: boolean }): PaymentMethod[] {
  if (input.grandTotalCents === 0) return [PAYMENT_METHODS.free];
  const methods: PaymentMethod[] = [PAYMENT_METHODS.checkmo];
  if (!input.isVirtual) methods.unshift(PAYMENT_METHODS.cashondelivery);
  return methods;
}

export function paymentMethodToWire(method: PaymentMethod, index: number) {
  return { code: method.code, title: method.title, cost_incl_tax: 0, default: index === 0, offline: true };
}
