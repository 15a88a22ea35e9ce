import type { ApiFailure } from '@shoreline/sdk/request';
import { withoutPasswords, type CheckoutForm } from '../checkout-state';
import { keepPending, setExpressCheckout } from './paypal.client';
import type { PayPalOrder } from './use-paypal-return';

/** What the checkout hands a method the shopper approves on the gateway's own page. */
export interface ApprovalStart {
  cartId: string;
  storeCode: string | undefined;
  userToken: string | null;
  form: CheckoutForm;
  deliveryDate: string | null;
  /** What the approval page shows and charges in. */
  approval: { brandName: string; locale: string; currency: string };
  /** The order body to complete once the shopper is back. */
  body: object;
}

/**
 * PayPal at the checkout: the API creates PayPal's order for the cart, the tab keeps the order to complete, and the
 * shopper leaves to approve it on PayPal's page (use-paypal-return.ts completes it). Answers the API's refusal, or
 * null once the browser is on its way.
 */
export async function startPayPalAtCheckout(start: ApprovalStart): Promise<ApiFailure | null> {
  const { form, approval } = start;
  const answer = await setExpressCheckout({
    cartId: start.cartId,
    storeCode: start.storeCode,
    userToken: start.userToken,
    email: form.email.trim(),
    brandName: approval.brandName,
    locale: approval.locale,
    currency: approval.currency,
  });
  if (!answer.success || !answer.token || !answer.approve_url)
    return { code: 400, message: answer.error?.message ?? '', reason: answer.reason, errors: answer.errors };
  const order: PayPalOrder = { body: start.body, email: form.email.trim(), deliveryDate: start.deliveryDate, form: withoutPasswords(form) };
  keepPending({ token: answer.token, body: order });
  window.location.assign(answer.approve_url);
  return null;
}
