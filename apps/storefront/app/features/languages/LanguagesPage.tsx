import { Link } from 'react-router';
import { Breadcrumbs, PageHeader } from '~/features/content';
import { useT } from '~/i18n/useT';
import { Container } from '~/ui/Container';
import { LanguageList } from './LanguageList';
import { languageOf } from './language-names';
import type { LanguagesPageData } from './types';

/**
 * The languages page: the store views as plain links (each view is its own app below its prefix, so a switch is
 * a full page load), the current one marked, and the browser's language suggested in that language.
 */
export function LanguagesPage({ page }: { page: LanguagesPageData }) {
  const t = useT();
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: t('content.home'), href: '/' },
          { label: t('languages.title'), href: page.seo.localPath },
        ]}
      />
      <div className="mt-6 sm:mt-8">
        <PageHeader heading={t('languages.title')}>
          <p className="mt-4 text-lg text-muted">{t('languages.intro')}</p>
        </PageHeader>
      </div>
      {page.suggestion ? (
        <p lang={languageOf(page.suggestion.locale)} className="mt-8 max-w-xl rounded-2xl bg-sand-100 px-5 py-4 ring-1 ring-sand-200">
          <a
            href={page.suggestion.href}
            hrefLang={page.suggestion.locale}
            className="font-semibold text-navy-900 underline underline-offset-4"
          >
            {page.suggestion.text}
          </a>
        </p>
      ) : null}
      <div className="mt-8 max-w-xl">
        <LanguageList options={page.options} />
      </div>
      <p className="mt-8">
        <Link to={page.backPath} className="inline-flex min-h-6 items-center font-semibold text-navy-900 underline underline-offset-4">
          {t('languages.back')}
        </Link>
      </p>
    </Container>
  );
}
