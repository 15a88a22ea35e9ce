import { useId } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';

/** Gift cards and customer credits: the routes exist; the features arrive with their own issues. */
export function FeatureLater({ title, text }: { title: MessageKey; text: MessageKey }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-xl space-y-4">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t(title)}
      </h2>
      <p className="rounded-2xl border border-navy-900/10 bg-white p-5 leading-7">{t(text)}</p>
    </section>
  );
}
