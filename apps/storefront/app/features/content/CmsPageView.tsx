import { useT } from '~/i18n/useT';
import { CmsHtml } from '~/ui/CmsHtml';
import { Container } from '~/ui/Container';
import { Breadcrumbs } from './Breadcrumbs';
import { FaqList } from './FaqList';
import { InfoNav } from './InfoNav';
import { PageHeader } from './PageHeader';
import { PROSE_CLASS } from './prose';
import type { CmsPageData } from './types';

/** A CMS page: breadcrumb, heading, the page's HTML (or its questions), and the other information pages. */
export function CmsPageView({ page }: { page: CmsPageData }) {
  const t = useT();
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: t('content.home'), href: '/' },
          { label: page.title, href: page.seo.localPath },
        ]}
      />
      <div className="mt-6 grid gap-12 sm:mt-8 lg:grid-cols-12 lg:gap-16">
        <article className="lg:col-span-8">
          <PageHeader heading={page.heading} kicker={page.heading !== page.title ? page.title : null} />
          <div className="mt-8 sm:mt-10">
            {page.faq ? <FaqList faq={page.faq} /> : <CmsHtml html={page.html} className={PROSE_CLASS} />}
          </div>
        </article>
        <aside className="lg:col-span-4">
          <InfoNav links={page.infoLinks} />
        </aside>
      </div>
    </Container>
  );
}
