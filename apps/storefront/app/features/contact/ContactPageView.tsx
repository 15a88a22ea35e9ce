import { useId } from 'react';
import { Breadcrumbs, PageHeader, PROSE_CLASS } from '~/features/content';
import { useT } from '~/i18n/useT';
import { CmsHtml } from '~/ui/CmsHtml';
import { Container } from '~/ui/Container';
import { ContactForm } from './ContactForm';
import type { ContactActionResult, ContactPageData } from './types';

/** The contact list of the CMS page as a card, without bullets. */
const DETAILS_CLASS =
  'mt-4 [&_ul]:list-none! [&_ul]:rounded-2xl [&_ul]:bg-sand-100 [&_ul]:px-5! [&_ul]:py-4 [&_ul]:ring-1 [&_ul]:ring-sand-200 [&_li]:pl-0!';

interface ContactPageViewProps {
  page: ContactPageData;
  result: ContactActionResult | undefined;
}

/** The shop's contact details beside the contact form. */
export function ContactPageView({ page, result }: ContactPageViewProps) {
  const t = useT();
  const detailsId = useId();
  const formId = useId();
  const title = page.title ?? t('contact.title');
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: t('content.home'), href: '/' },
          { label: title, href: page.seo.localPath },
        ]}
      />
      <div className="mt-6 sm:mt-8">
        <PageHeader heading={page.heading ?? t('contact.title')} kicker={page.heading && page.heading !== title ? title : null} />
      </div>
      <div className="mt-8 grid gap-10 sm:mt-10 lg:grid-cols-12 lg:gap-16">
        {page.detailsHtml ? (
          <section aria-labelledby={detailsId} className="lg:col-span-5">
            <h2 id={detailsId} className="text-2xl font-semibold text-navy-900">
              {t('contact.details')}
            </h2>
            <CmsHtml html={page.detailsHtml} className={`${PROSE_CLASS} ${DETAILS_CLASS}`} />
          </section>
        ) : null}
        <section
          aria-labelledby={formId}
          className={`rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10 sm:p-8 ${page.detailsHtml ? 'lg:col-span-7' : 'lg:col-span-8'}`}
        >
          <h2 id={formId} className="text-2xl font-semibold text-navy-900">
            {t('contact.form.title')}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t('contact.form.intro')}</p>
          <ContactForm limits={page.limits} result={result} />
        </section>
      </div>
    </Container>
  );
}
