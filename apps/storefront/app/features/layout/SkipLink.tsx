import { useT } from '~/i18n/useT';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('app.skipToContent')}
    </a>
  );
}
