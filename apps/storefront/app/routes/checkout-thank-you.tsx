import { ThankYouPage } from '~/features/checkout/ThankYouPage';
import { checkoutMeta } from '~/features/checkout/checkout-meta';
import { CHECKOUT_HEADERS, loadCheckoutPage } from '~/features/checkout/checkout-page.server';
import { Container } from '~/ui/Container';
import type { Route } from './+types/checkout-thank-you';

/** The same page for everyone (the order loads in the browser through the address's signed link): the store's formats and texts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context, ['cart', 'order']);
}

export function headers(): HeadersInit {
  return CHECKOUT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? checkoutMeta(loaderData.origin, matches) : [];
}

export default function CheckoutThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <ThankYouPage priceFormat={loaderData.priceFormat} locale={loaderData.locale} />
    </Container>
  );
}
