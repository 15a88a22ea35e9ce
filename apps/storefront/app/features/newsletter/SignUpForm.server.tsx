import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';

export const NEWSLETTER_PATH = '/newsletter';

/**
 * The footer's newsletter sign-up: a plain form posting to /newsletter, rendered here so no code of it
 * reaches the browser (it sits in every page's footer).
 */
export function renderSignUpFormHtml(t: Translate): string {
  return renderToStaticMarkup(
    <form method="post" action={NEWSLETTER_PATH} className="mt-4 flex flex-wrap items-end gap-2" id="newsletter-signup">
      <div className="min-w-0 grow">
        <label htmlFor="footer-newsletter-email" className="block text-sm font-semibold text-sand-50">
          {t('newsletter.signup.label')}
        </label>
        <input
          id="footer-newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          className="mt-1 block w-full rounded-lg border border-white/30 bg-white px-3 py-2 text-navy-900"
        />
      </div>
      <button type="submit" className="min-h-11 rounded-full bg-crab-300 px-5 font-semibold text-navy-900">
        {t('newsletter.signup.submit')}
      </button>
    </form>,
  );
}
