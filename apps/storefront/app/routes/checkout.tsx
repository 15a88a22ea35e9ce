import { CheckoutPage } from '~/features/checkout/CheckoutPage';
import { checkoutMeta } from '~/features/checkout/checkout-meta';
import { dropHandOffTokens } from '~/features/checkout/hand-off-tokens.server';
import { routeMessages } from '~/i18n/messages.server';
import { requestOrigin } from '~/lib/seo';
import { Container } from '~/ui/Container';
import type { Route } from './+types/checkout';

/** The store's price format and the cart texts: the cart itself lives in the browser (the page is the same for everyone). */
export async function loader({ request, context }: Route.LoaderArgs) {
  dropHandOffTokens(request);
  return {
    origin: requestOrigin(request),
    priceFormat: context.store.priceFormat,
    locale: context.store.i18n.defaultLocale,
    messages: await routeMessages(context, ['cart']),
  };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
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
