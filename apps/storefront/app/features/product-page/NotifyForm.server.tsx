import { useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';
import { buttonClass } from '~/ui/button';

export { VARIANT_PLACEHOLDER } from './notify-form';

export const NOTIFY_FORM_ID = 'notify-me';

/** What the form shows after a post: the thank-you, or the problem with what was entered. */
export type NotifyFormState = { ok: true; email: string } | { ok: false; message: string; email: string; newsletter: boolean };

function NotifyForm({ sku, state, t }: { sku: string; state: NotifyFormState | null; t: Translate }) {
  const emailId = useId();
  const errorId = useId();
  const failed = state && !state.ok ? state : null;
  return (
    <div id={NOTIFY_FORM_ID} className="scroll-mt-4 rounded-xl bg-sand-50 p-4 ring-1 ring-navy-900/10">
      <h2 className="text-lg font-semibold text-navy-900">{t('pdp.notify.title')}</h2>
      {state?.ok ? (
        <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {t('pdp.notify.thanks', { email: state.email })}
        </p>
      ) : (
        <form method="post" action={`#${NOTIFY_FORM_ID}`} className="mt-2 flex flex-col gap-3" noValidate>
          <p className="text-sm text-muted">{t('pdp.notify.intro')}</p>
          <input type="hidden" name="intent" value="notify" />
          <input type="hidden" name="variant" value={sku} />
          <div>
            <label htmlFor={emailId} className="text-sm font-semibold text-navy-900">
              {t('pdp.notify.email')}
            </label>
            <input
              id={emailId}
              type="email"
              name="email"
              required
              autoComplete="email"
              defaultValue={failed?.email ?? ''}
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? errorId : undefined}
              className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${failed ? 'border-accent-text' : 'border-navy-900/30'}`}
            />
            {failed ? (
              <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-accent-text">
                {failed.message}
              </p>
            ) : null}
          </div>
          <label className="flex min-h-6 items-center gap-2 text-sm text-navy-900">
            <input
              type="checkbox"
              name="subscribe_for_newsletter"
              value="true"
              defaultChecked={failed?.newsletter ?? false}
              className="size-5 accent-[var(--color-navy-900)]"
            />
            {t('pdp.notify.newsletter')}
          </label>
          <div>
            <button type="submit" className={buttonClass('secondary')}>
              {t('pdp.notify.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * The "Notify me" form as HTML: a plain form that posts and reloads at #notify-me with the answer, with or
 * without JavaScript, so none of its code is sent to the browser. Rendered once per product with a
 * placeholder sku; the action renders it again for the sku that was posted.
 */
export function renderNotifyFormHtml(sku: string, state: NotifyFormState | null, t: Translate): string {
  return renderToStaticMarkup(<NotifyForm sku={sku} state={state} t={t} />, { identifierPrefix: 'notify-' });
}
