import { CheckoutPage } from '~/features/checkout/CheckoutPage';
import { checkoutMeta } from '~/features/checkout/checkout-meta';
import { CHECKOUT_HEADERS, loadCheckoutPage } from '~/features/checkout/checkout-page.server';
import { dropHandOffTokens } from '~/features/checkout/hand-off-tokens.server';
import { Container } from '~/ui/Container';
import type { Route } from './+types/checkout';

/** The store's price format and the cart texts: the cart itself lives in the browser (the page is the same for everyone). */
export function loader({ request, context }: Route.LoaderArgs) {
  dropHandOffTokens(request);
  return loadCheckoutPage(request, context, ['cart']);
}

export function headers(): HeadersInit {
  return CHECKOUT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? checkoutMeta(loaderData.origin, matches) : [];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-6xl py-6 sm:py-10">
      <CheckoutPage priceFormat={loaderData.priceFormat} locale={loaderData.locale} />
    </Container>
  );
}
