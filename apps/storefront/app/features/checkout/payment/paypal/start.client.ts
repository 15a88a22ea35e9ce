import type { ApiFailure } from '@shoreline/sdk/request';
import { withoutPasswords, type ApprovalStart, type KeptOrder } from '../approval';
import { keepPending, setExpressCheckout } from './express.client';

/**
 * PayPal at the checkout: the API creates PayPal's order for the cart, the tab keeps the order to complete, and the
 * shopper leaves to approve it on PayPal's page (use-return.ts completes it). Answers the API's refusal, or
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
  const order: KeptOrder = { body: start.body, email: form.email.trim(), deliveryDate: start.deliveryDate, form: withoutPasswords(form) };
  keepPending({ token: answer.token, body: order });
  window.location.assign(answer.approve_url);
  return null;
}
