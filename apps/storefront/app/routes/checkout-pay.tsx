import { PayOrderPage } from '~/features/checkout/PayOrderPage';
import { checkoutMeta } from '~/features/checkout/checkout-meta';
import { CHECKOUT_HEADERS, loadCheckoutPage } from '~/features/checkout/checkout-page.server';
import { Container } from '~/ui/Container';
import type { Route } from './+types/checkout-pay';

/** The pay page of an order placed offline (its signed link names it; the order loads in the browser): formats and texts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context, ['cart']);
}

export function headers(): HeadersInit {
  return CHECKOUT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? checkoutMeta(loaderData.origin, matches) : [];
}

export default function CheckoutPay({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <PayOrderPage priceFormat={loaderData.priceFormat} locale={loaderData.locale} />
    </Container>
  );
}
