import type { MetaDescriptor } from 'react-router';
import { messagesIn } from '~/i18n/namespaces';
import { createTranslator } from '~/i18n/translate';
import type { RootData } from '~/lib/root-data';
import { breadcrumbJsonLd, jsonLd } from '~/lib/seo';
import { pageMeta, titleWithStore } from '~/features/seo';
import { plainText, type FaqContent } from './cms-html';
import type { CmsPageData } from './types';

/** Title, description, canonical, breadcrumb (and FAQ) structured data of a CMS page. */
export function cmsPageMeta(page: CmsPageData, root: RootData | undefined): MetaDescriptor[] {
  const t = createTranslator(messagesIn(root) ?? {});
  return [
    ...pageMeta(page.seo, { title: titleWithStore(root, page.metaTitle), description: page.metaDescription }),
    breadcrumbJsonLd(page.seo.origin, [
      { name: t('content.home'), href: '/' },
      { name: page.title, href: page.seo.path },
    ]),
    ...(page.faq ? [faqJsonLd(page.faq)] : []),
  ];
}

function faqJsonLd(faq: FaqContent): MetaDescriptor {
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: plainText(item.questionHtml),
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answerHtml) },
    })),
  });
}
