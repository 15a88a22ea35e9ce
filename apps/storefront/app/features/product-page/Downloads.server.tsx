import type { Translate } from '~/i18n/translate';
import type { DownloadView } from './types';

/** What a downloadable product delivers. */
export function Downloads({ items, t }: { items: DownloadView[]; t: Translate }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-navy-900/10">
      <h2 className="text-lg font-semibold text-navy-900">{t('pdp.downloads.title')}</h2>
      <ul className="mt-2 list-disc pl-5">
        {items.map((item) => (
          <li key={item.title}>{item.title}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{t('pdp.downloads.note')}</p>
    </div>
  );
}
