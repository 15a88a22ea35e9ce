import { useEffect, useState } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { mountCardFields, type CardField, type CardFieldsHandle } from './collect-js.client';
import type { CardSettings } from './methods';

const FIELDS: ReadonlyArray<{ field: CardField; label: MessageKey }> = [
  { field: 'ccnumber', label: 'checkout.card.number' },
  { field: 'ccexp', label: 'checkout.card.expiry' },
  { field: 'cvv', label: 'checkout.card.cvv' },
];

const containerId = (field: CardField) => `checkout-card-${field}`;
const SELECTORS: Record<CardField, string> = {
  ccnumber: '#checkout-card-ccnumber',
  ccexp: '#checkout-card-ccexp',
  cvv: '#checkout-card-cvv',
};

type FieldProblems = Partial<Record<CardField, string>>;

/**
 * The card details, typed into the gateway's own iframes (hosted fields): the page gets a payment
 * token when the order is placed, never the number. In test mode it says so, with the test cards.
 */
export function CardFields({ settings, onHandle }: { settings: CardSettings; onHandle: (handle: CardFieldsHandle | null) => void }) {
  const t = useT();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problems, setProblems] = useState<FieldProblems>({});
  const { collectJsUrl, tokenizationKey, testMode } = settings;

  useEffect(() => {
    let active = true;
    const titles = Object.fromEntries(FIELDS.map(({ field, label }) => [field, t(label)])) as Record<CardField, string>;
    const report = (field: CardField, valid: boolean, message: string) =>
      setProblems((current) => ({ ...current, [field]: valid ? undefined : message }));
    mountCardFields({ collectJsUrl, tokenizationKey, testMode }, SELECTORS, titles, report, undefined)
      .then((handle) => {
        if (!active) return;
        onHandle(handle);
        setStatus('ready');
      })
      .catch(() => active && setStatus('failed'));
    return () => {
      active = false;
      onHandle(null);
    };
    // The fields are mounted once per gateway; texts and the callback do not remount them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collectJsUrl, tokenizationKey]);

  return (
    <fieldset className="mt-4 flex flex-col gap-4 rounded-2xl border border-navy-900/15 bg-white p-4">
      <legend className="px-1 font-medium">{t('checkout.card.title')}</legend>
      {testMode ? (
        <p className="rounded-xl border border-navy-900/30 bg-sand-100 px-3 py-2 text-sm text-navy-900">
          <strong className="mr-1 font-semibold uppercase">{t('checkout.payment.testMode')}</strong>
          {t('checkout.card.testCards')}
        </p>
      ) : null}
      {FIELDS.map(({ field, label }) => (
        <div key={field}>
          <span id={`${containerId(field)}-label`} className="mb-1.5 block font-medium">
            {t(label)}
          </span>
          <div id={containerId(field)} role="group" aria-labelledby={`${containerId(field)}-label`} className="min-h-12" />
          {problems[field] ? <p className="mt-1.5 text-sm font-medium text-crab-700">{problems[field]}</p> : null}
        </div>
      ))}
      {status === 'loading' ? <p role="status">{t('checkout.card.loading')}</p> : null}
      {status === 'failed' ? <p role="alert">{t('checkout.card.unavailable')}</p> : null}
    </fieldset>
  );
}
