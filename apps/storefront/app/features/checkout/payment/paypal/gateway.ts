import type { ApprovalGateway } from '../approval';
import { PAYPAL_METHOD } from './method';
import { startPayPalForOrder, usePayPalReturnToOrder } from './pay-page';
import { usePayPalReturn } from './use-return';

/** PayPal express at the checkout and on the pay page: the shopper approves on PayPal's page (gateways.ts lists it). */
export const payPalGateway: ApprovalGateway = {
  code: PAYPAL_METHOD,
  texts: { note: 'checkout.paypal.note', payPageNote: 'checkout.paypal.payPageNote', button: 'checkout.due.payPal' },
  useCheckoutReturn: usePayPalReturn,
  usePayPageReturn: usePayPalReturnToOrder,
  leavePayPage: startPayPalForOrder,
  // The express calls come with it, so neither is part of the checkout's first load.
  loadCheckoutApproval: () => import('./start.client').then((start) => start.startPayPalAtCheckout),
};
