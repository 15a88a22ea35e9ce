import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { FormPage } from '~/ui/forms/FormPage';
import { AlertRegion, StatusRegion } from '~/ui/forms/FormStatus';
import { TokenLinkForm, tokenLinkNotice } from '~/ui/forms/TokenLinkForm';
import type { StopAlertResult } from './types';

/** Stops a back-in-stock alert when the person who opened the e-mailed link presses the button. */
export function StopAlertPage({ token, result }: { token: string; result: StopAlertResult | undefined }) {
  const t = useT();
  const id = useId();
  const finished = result?.status === 'done' || result?.status === 'invalid' || !token;
  const notice = tokenLinkNotice(result, token, {
    done: (email) => t('alerts.stop.done', { email }),
    invalid: t('alerts.stop.invalid'),
    failed: t('alerts.stop.failed'),
  });
  return (
    <FormPage titleId={`${id}-title`} title={t('alerts.stop.title')}>
      <StatusRegion notice={notice} />
      <AlertRegion notice={notice} />
      {finished ? (
        <Link to="/" className={buttonClass('primary')}>
          {t('alerts.stop.home')}
        </Link>
      ) : (
        <TokenLinkForm labelledBy={`${id}-title`} intro={t('alerts.stop.intro')} token={token} submitLabel={t('alerts.stop.submit')} />
      )}
    </FormPage>
  );
}
