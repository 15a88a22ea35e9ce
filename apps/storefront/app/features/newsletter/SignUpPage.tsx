import { useId } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { FormPage } from '~/ui/forms/FormPage';
import { StatusRegion } from '~/ui/forms/FormStatus';
import type { SignUpResult } from './signup.server';

/** The footer form's answer, and a sign-up form of its own for whoever opens /newsletter. */
export function SignUpPage({ result }: { result: SignUpResult | undefined }) {
  const t = useT();
  const id = useId();
  const error =
    result?.status === 'invalid' ? t('newsletter.signup.invalid') : result?.status === 'failed' ? t('newsletter.signup.failed') : null;
  return (
    <FormPage titleId={`${id}-title`} title={t('newsletter.signup.title')}>
      <StatusRegion
        notice={result?.status === 'sent' ? { kind: 'success', text: t('newsletter.signup.sent', { email: result.email }) } : null}
      />
      {result?.status === 'sent' ? (
        <Link to="/" className={buttonClass('primary')}>
          {t('newsletter.signup.home')}
        </Link>
      ) : (
        <Form method="post" aria-labelledby={`${id}-title`} className="space-y-4" noValidate>
          <p className="text-muted">{t('newsletter.signup.intro')}</p>
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-semibold text-navy-900">
              {t('newsletter.signup.label')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              autoComplete="email"
              defaultValue={result?.email ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-navy-900/30 bg-white px-3 py-2"
            />
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-accent-text">
              {error}
            </p>
          </div>
          <button type="submit" className={buttonClass('primary')}>
            {t('newsletter.signup.submit')}
          </button>
        </Form>
      )}
    </FormPage>
  );
}
