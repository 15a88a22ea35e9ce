import type { MetaDescriptor } from 'react-router';
import { pageMeta, titleWithStore } from '~/features/seo';
import { messagesIn } from '~/i18n/namespaces';
import { createTranslator } from '~/i18n/translate';
import type { RootData } from '~/lib/root-data';
import { absoluteUrl, breadcrumbJsonLd, jsonLd } from '~/lib/seo';
import { BLOG_PATH } from './blog-links';
import type { BlogListData, BlogPostData } from './types';

function translator(root: RootData | undefined) {
  return createTranslator(messagesIn(root) ?? {});
}

/** /blog and its categories: the list's title (with the page number past page 1), canonical and breadcrumb. */
export function blogListMeta(list: BlogListData, root: RootData | undefined): MetaDescriptor[] {
  const t = translator(root);
  const name = list.category ? t('blog.categoryMeta', { category: list.category.title }) : t('blog.title');
  const title = list.paging.page > 1 ? t('blog.pagedMeta', { title: name, page: list.paging.page }) : name;
  const crumbs = [
    { name: t('content.home'), href: '/' },
    { name: t('blog.title'), href: BLOG_PATH },
    ...(list.category ? [{ name: list.category.title, href: list.category.href }] : []),
  ];
  return [
    ...pageMeta(list.seo, { title: titleWithStore(root, title), description: list.category?.description || t('blog.metaDescription') }),
    breadcrumbJsonLd(list.seo.origin, crumbs),
  ];
}

/** A post: article Open Graph, BlogPosting and BreadcrumbList structured data. */
export function blogPostMeta({ post, seo }: BlogPostData, root: RootData | undefined): MetaDescriptor[] {
  const t = translator(root);
  const url = absoluteUrl(seo.origin, seo.path);
  return [
    ...pageMeta(seo, {
      title: titleWithStore(root, post.metaTitle),
      description: post.metaDescription,
      image: post.image,
      type: 'article',
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription,
      ...(post.image ? { image: absoluteUrl(seo.origin, post.image) } : {}),
      ...(post.date ? { datePublished: post.date.iso } : {}),
      ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
      publisher: { '@type': 'Organization', name: seo.siteName, logo: { '@type': 'ImageObject', url: absoluteUrl(seo.origin, seo.logo) } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      ...(post.categories.length > 0 ? { articleSection: post.categories.map((category) => category.title) } : {}),
    }),
    breadcrumbJsonLd(seo.origin, [
      { name: t('content.home'), href: '/' },
      { name: t('blog.title'), href: BLOG_PATH },
      { name: post.title, href: seo.path },
    ]),
  ];
}
