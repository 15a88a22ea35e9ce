import type { MetaDescriptor } from 'react-router';
import { titleWithStore } from '~/features/seo/page-meta';
import { createTranslator } from '~/i18n/translate';
import type { RootData } from '~/lib/root-data';
import { seoMeta } from '~/lib/seo';

/** The checkout is personal: never indexed, canonical to /checkout without the cart id. */
export function checkoutMeta(origin: string, root: RootData | undefined): MetaDescriptor[] {
  const t = createTranslator(root?.messages ?? {});
  return seoMeta({
    title: titleWithStore(root, t('checkout.title')),
    description: t('checkout.metaDescription'),
    origin,
    canonical: '/checkout',
    noindex: true,
    siteName: root?.store.name,
  });
}
