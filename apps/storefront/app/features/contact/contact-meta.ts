import type { MetaDescriptor } from 'react-router';
import { pageMeta, titleWithStore } from '~/features/seo';
import { messagesIn } from '~/i18n/namespaces';
import { createTranslator } from '~/i18n/translate';
import type { RootData } from '~/lib/root-data';
import { breadcrumbJsonLd } from '~/lib/seo';
import type { ContactPageData } from './types';

export function contactPageMeta(page: ContactPageData, root: RootData | undefined): MetaDescriptor[] {
  const t = createTranslator(messagesIn(root) ?? {});
  const title = page.title ?? t('contact.title');
  return [
    ...pageMeta(page.seo, {
      title: titleWithStore(root, page.metaTitle ?? title),
      description: page.metaDescription ?? t('contact.metaDescription'),
    }),
    breadcrumbJsonLd(page.seo.origin, [
      { name: t('content.home'), href: '/' },
      { name: title, href: page.seo.path },
    ]),
  ];
}
