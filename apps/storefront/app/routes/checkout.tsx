import { CheckoutPage } from '~/features/checkout/CheckoutPage';
import { checkoutMeta } from '~/features/checkout/checkout-meta';
import { requestOrigin } from '~/lib/seo';
import { Container } from '~/ui/Container';
import type { Route } from './+types/checkout';

/** Only the store's price format: the cart itself lives in the browser (the page is the same for everyone). */
export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: requestOrigin(request), priceFormat: context.store.priceFormat, locale: context.store.i18n.defaultLocale };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? checkoutMeta(loaderData.origin, matches[0].loaderData) : [];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-6xl py-6 sm:py-10">
      <CheckoutPage priceFormat={loaderData.priceFormat} locale={loaderData.locale} />
    </Container>
  );
}
