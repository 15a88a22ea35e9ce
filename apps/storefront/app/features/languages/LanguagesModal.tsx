import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { LanguageList } from './LanguageList';
import { languageChoices, pageAlternates, parseSwitchableViews } from './language-choices';

export interface LanguagesModalProps {
  /** The header's or footer's link that opened it; null while closed. */
  opener: HTMLAnchorElement | null;
  onClose: () => void;
}

/**
 * The spec's languages modal (loaded on the first click on a languages link): the store views the server named in
 * the link, each leading to this page in that view where the page names a version there (its hreflang links),
 * else to the view's home. Choosing one is a full page load; choosing the current one just closes it.
 */
export function LanguagesModal({ opener, onClose }: LanguagesModalProps) {
  const t = useT();
  const storeCode = useRootData()?.store.code ?? '';
  const options = useMemo(() => {
    if (!opener) return [];
    const views = parseSwitchableViews(opener.closest<HTMLElement>('[data-languages]')?.dataset.languages);
    const here = { storeCode, here: `${window.location.pathname}${window.location.search}` };
    return languageChoices(views, pageAlternates(document), here, window.location.origin);
  }, [opener, storeCode]);

  return createPortal(
    <Dialog
      open={opener !== null}
      onClose={onClose}
      testId="languages-modal"
      title={t('languages.title')}
      closeLabel={t('languages.close')}
      className="m-auto max-h-dvh w-full max-w-lg overflow-y-auto rounded-none sm:max-h-[90dvh] sm:rounded-3xl"
      bodyClassName="p-5 sm:p-8"
    >
      {(close) => (
        <>
          <p className="mt-3 text-muted">{t('languages.intro')}</p>
          <div className="mt-6">
            {options.length > 0 ? (
              <LanguageList
                options={options}
                onCurrent={(event) => {
                  event.preventDefault();
                  close();
                }}
              />
            ) : opener ? (
              <a href={opener.href} className="inline-flex min-h-6 items-center font-semibold underline underline-offset-4">
                {t('languages.title')}
              </a>
            ) : null}
          </div>
        </>
      )}
    </Dialog>,
    document.body,
  );
}
