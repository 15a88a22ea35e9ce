import { useT } from '~/i18n/useT';
import { CmsHtml } from '~/ui/CmsHtml';
import { ArticleLayout } from './ArticleLayout';
import { FaqList } from './FaqList';
import { InfoNav } from './InfoNav';
import { PageHeader } from './PageHeader';
import { PROSE_CLASS } from './prose';
import type { CmsPageData } from './types';

/** A CMS page: breadcrumb, heading, the page's HTML (or its questions), and the other information pages. */
export function CmsPageView({ page }: { page: CmsPageData }) {
  const t = useT();
  return (
    <ArticleLayout
      crumbs={[
        { label: t('content.home'), href: '/' },
        { label: page.title, href: page.seo.localPath },
      ]}
      aside={<InfoNav links={page.infoLinks} />}
    >
      <PageHeader heading={page.heading} kicker={page.heading !== page.title ? page.title : null} />
      <div className="mt-8 sm:mt-10">{page.faq ? <FaqList faq={page.faq} /> : <CmsHtml html={page.html} className={PROSE_CLASS} />}</div>
    </ArticleLayout>
  );
}
