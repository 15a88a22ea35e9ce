import { PayOrderPage } from '~/features/checkout/PayOrderPage';
import { checkoutRouteMeta } from '~/features/checkout/checkout-meta';
import { CheckoutScreen } from '~/features/checkout/CheckoutScreen';
import { CHECKOUT_HEADERS, loadCheckoutPage } from '~/features/checkout/checkout-page.server';
import type { Route } from './+types/checkout-pay';

/** The pay page of an order placed offline (its signed link names it; the order loads in the browser): formats and texts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context, ['cart', 'order']);
}

export function headers(): HeadersInit {
  return CHECKOUT_HEADERS;
}

export const meta = checkoutRouteMeta;

export default function CheckoutPay({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen Page={PayOrderPage} formats={loaderData} />;
}
