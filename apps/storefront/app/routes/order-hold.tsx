import { HoldAnswerPage } from '~/features/hold-answer/HoldAnswerPage';
import { titleWithStore } from '~/features/seo';
import { metaTranslator, rootDataOf } from '~/lib/root-data';
import { seoMeta } from '~/lib/seo';
import { CHECKOUT_HEADERS, loadCheckoutPage } from '~/features/checkout/checkout-page.server';
import { Container } from '~/ui/Container';
import type { Route } from './+types/order-hold';

/** The answer page of a shipping hold's mail (its signed link names the order and the hold; they load in the browser): the order texts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context, ['order']);
}

export function headers(): HeadersInit {
  return CHECKOUT_HEADERS;
}

/** Personal: never indexed, no canonical beyond the page itself. */
export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const t = metaTranslator(matches);
  const root = rootDataOf(matches);
  return seoMeta({
    title: titleWithStore(root, t('order.hold.title')),
    origin: loaderData.origin,
    noindex: true,
    siteName: root?.store.name,
  });
}

export default function OrderHold({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <HoldAnswerPage locale={loaderData.locale} />
    </Container>
  );
}
