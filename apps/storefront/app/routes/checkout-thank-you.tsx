import { ThankYouPage } from '~/features/checkout/ThankYouPage';
import { checkoutRouteMeta } from '~/features/checkout/checkout-meta';
import { CheckoutScreen } from '~/features/checkout/CheckoutScreen';
import { CHECKOUT_HEADERS, loadCheckoutPage } from '~/features/checkout/checkout-page.server';
import type { Route } from './+types/checkout-thank-you';

/** The same page for everyone (the order loads in the browser through the address's signed link): the store's formats and texts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context, ['cart', 'order']);
}

export function headers(): HeadersInit {
  return CHECKOUT_HEADERS;
}

export const meta = checkoutRouteMeta;

export default function CheckoutThankYou({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen Page={ThankYouPage} formats={loaderData} />;
}
