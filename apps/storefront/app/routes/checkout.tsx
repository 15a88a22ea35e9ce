import { CheckoutPage } from '~/features/checkout/CheckoutPage';
import { checkoutRouteMeta } from '~/features/checkout/checkout-meta';
import { CheckoutScreen } from '~/features/checkout/CheckoutScreen';
import { CHECKOUT_HEADERS, loadCheckoutPage } from '~/features/checkout/checkout-page.server';
import { dropHandOffTokens } from '~/features/checkout/hand-off-tokens.server';
import type { Route } from './+types/checkout';

/** The store's price format and the cart texts: the cart itself lives in the browser (the page is the same for everyone). */
export function loader({ request, context }: Route.LoaderArgs) {
  dropHandOffTokens(request);
  return loadCheckoutPage(request, context, ['cart']);
}

export function headers(): HeadersInit {
  return CHECKOUT_HEADERS;
}

export const meta = checkoutRouteMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen Page={CheckoutPage} formats={loaderData} wide />;
}
