import type { MetaDescriptor } from 'react-router';
import { titleWithStore } from '~/features/seo';
import { metaTranslator, rootDataOf, type MetaMatches } from '~/lib/root-data';
import { seoMeta } from '~/lib/seo';

/** The checkout is personal: never indexed, canonical to /checkout without the cart id. Its texts come with the route's data. */
export function checkoutMeta(origin: string, matches: MetaMatches): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const t = metaTranslator(matches);
  return seoMeta({
    title: titleWithStore(root, t('checkout.title')),
    description: t('checkout.metaDescription'),
    origin,
    canonical: '/checkout',
    noindex: true,
    siteName: root?.store.name,
  });
}

/** The meta function of the checkout's routes (their loader is loadCheckoutPage): nothing when the loader failed. */
export function checkoutRouteMeta({ loaderData, matches }: { loaderData: { origin: string } | undefined; matches: MetaMatches }) {
  return loaderData ? checkoutMeta(loaderData.origin, matches) : [];
}
