import { ThankYouPage } from '~/features/checkout/ThankYouPage';
import { checkoutMeta } from '~/features/checkout/checkout-meta';
import { routeMessages } from '~/i18n/messages.server';
import { requestOrigin } from '~/lib/seo';
import { Container } from '~/ui/Container';
import type { Route } from './+types/checkout-thank-you';

/** The same page for everyone (the order loads in the browser through the address's signed link): the store's formats and texts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    origin: requestOrigin(request),
    priceFormat: context.store.priceFormat,
    locale: context.store.i18n.defaultLocale,
    messages: await routeMessages(context, ['cart', 'order']),
  };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
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
