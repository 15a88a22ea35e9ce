import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { Container } from '~/ui/Container';
import type { StopAlertResult } from './types';

/** Stops a back-in-stock alert when the person who opened the e-mailed link presses the button. */
export function StopAlertPage({ token, result }: { token: string; result: StopAlertResult | undefined }) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const finished = result?.status === 'done' || result?.status === 'invalid' || !token;
  const error =
    result?.status === 'invalid' || (!result && !token)
      ? t('alerts.stop.invalid')
      : result?.status === 'failed'
        ? t('alerts.stop.failed')
        : null;
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-lg space-y-5">
        <h1 id={`${id}-title`} className="font-display text-4xl font-semibold text-navy-900">
          {t('alerts.stop.title')}
        </h1>
        <div role="status">
          {result?.status === 'done' ? (
            <p className="rounded-xl border border-emerald-700/30 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
              {t('alerts.stop.done', { email: result.email })}
            </p>
          ) : null}
        </div>
        <div role="alert">
          {error ? (
            <p className="rounded-xl border border-crab-700/40 bg-crab-300/10 px-4 py-3 text-sm font-medium text-crab-800">{error}</p>
          ) : null}
        </div>
        {finished ? (
          <Link to="/" className={buttonClass('primary')}>
            {t('alerts.stop.home')}
          </Link>
        ) : (
          <Form method="post" aria-labelledby={`${id}-title`} className="space-y-5">
            <p className="text-muted">{t('alerts.stop.intro')}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass('primary')} aria-disabled={busy}>
              {t('alerts.stop.submit')}
            </button>
          </Form>
        )}
      </div>
    </Container>
  );
}
