import { useId, type RefObject } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { fieldId } from './fields';
import { type FieldErrors } from './validation';

export function ErrorSummary({
  errors,
  messages,
  summaryRef,
}: {
  errors: FieldErrors;
  messages: string[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  const titleId = useId();
  const entries = Object.entries(errors);
  if (entries.length === 0 && messages.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-2xl border-l-4 border-crab-700 bg-white p-4 ring-1 ring-crab-700/30"
      data-testid="error-summary"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('checkout.errors.title')}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{t(message as MessageKey)}</li>
        ))}
        {entries.map(([field, key]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="underline underline-offset-4">
              {t(`checkout.field.${field.split('.').pop()}` as MessageKey)}: {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
