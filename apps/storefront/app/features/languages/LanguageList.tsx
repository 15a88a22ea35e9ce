import type { MouseEvent } from 'react';
import { useT } from '~/i18n/useT';
import { languageOf } from './language-names';
import type { LanguageOption } from './types';

interface LanguageListProps {
  options: readonly LanguageOption[];
  /** A click on the current language (the modal closes instead of loading the same page again). */
  onCurrent?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The store views as plain links, each named in its own language, the current one marked: each view is its own app
 * below its prefix, so a switch is a full page load. Shared by the languages page and the languages modal.
 */
export function LanguageList({ options, onCurrent }: LanguageListProps) {
  const t = useT();
  return (
    <ul className="grid gap-3" aria-label={t('languages.title')}>
      {options.map((option) => (
        <li key={option.storeCode}>
          <a
            href={option.href}
            hrefLang={option.locale}
            aria-current={option.current ? 'page' : undefined}
            onClick={option.current ? onCurrent : undefined}
            className={`flex min-h-14 items-center justify-between gap-4 rounded-2xl px-5 py-3 ring-1 transition-colors ${
              option.current ? 'bg-navy-900 text-sand-50 ring-navy-900' : 'bg-white text-navy-900 ring-sand-200 hover:ring-navy-900'
            }`}
          >
            <span lang={languageOf(option.locale)} className="text-lg font-semibold">
              {option.name}
            </span>
            {option.current ? (
              <span className="text-sm">{t('languages.current')}</span>
            ) : !option.samePage ? (
              <span className="text-sm text-muted">{t('languages.toHome')}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
