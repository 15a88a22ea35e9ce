import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@shoreline/domain';
import type { Translate } from '~/i18n/translate';
import type { LayoutData } from '~/lib/layout-types';
import type { SwitchableView } from './language-choices';
import { LANGUAGE_NAMES, LANGUAGES_PATH, languageOf } from './language-names';

/**
 * The header's and footer's way to the languages: a plain link to the languages page made here on the server (the
 * page knows where the visitor was from the Referer), which opens the languages modal instead once the header's
 * code is in (LanguagesModalHost). The views the modal lists travel with it as data, so no page carries them in
 * its code.
 */
export function languagesLinkHtml(locale: Locale, t: Translate, views: readonly SwitchableView[]): string {
  return renderToStaticMarkup(
    <p data-languages={JSON.stringify(views)}>
      <a href={LANGUAGES_PATH} className="languages-link">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="10" cy="10" r="8" />
          <path d="M2 10h16M10 2c2.4 2.2 3.6 4.9 3.6 8s-1.2 5.8-3.6 8c-2.4-2.2-3.6-4.9-3.6-8S7.6 4.2 10 2z" />
        </svg>
        <span lang={languageOf(locale)}>{t('languages.link', { language: LANGUAGE_NAMES[locale] ?? locale })}</span>
      </a>
    </p>,
  );
}

/** The link at the end of the header's promo bar and under the footer's first block (or in a block of its own). */
export function withLanguagesLink(layout: LayoutData, linkHtml: string): LayoutData {
  const [first, ...others] = layout.footerBlocks;
  return {
    ...layout,
    headerTopHtml: (layout.headerTopHtml ?? '') + linkHtml,
    footerBlocks: first ? [{ ...first, html: first.html + linkHtml }, ...others] : [{ identifier: 'languages', title: '', html: linkHtml }],
  };
}
