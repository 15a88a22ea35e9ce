import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';

export const NEWSLETTER_PATH = '/newsletter';

/** The sign-up's colours on the footer's dark ground and on the prompt's white panel. */
const TONES = {
  dark: {
    label: 'block text-sm font-semibold text-sand-50',
    input: 'mt-1 block w-full rounded-lg border border-white/30 bg-white px-3 py-2 text-navy-900',
    button: 'min-h-11 rounded-full bg-crab-300 px-5 font-semibold text-navy-900',
  },
  light: {
    label: 'block text-sm font-semibold',
    input: 'mt-1 block w-full rounded-lg border border-navy-900/30 bg-white px-3 py-2',
    button: 'min-h-11 rounded-full bg-navy-900 px-5 font-semibold text-white',
  },
};

interface PlainSignUpFormProps {
  t: Translate;
  /** The e-mail field's id. */
  inputId: string;
  tone: keyof typeof TONES;
  className: string;
  id?: string;
}

/** The sign-up as a plain form posting to /newsletter (an e-mail field and its button): it works without any script. */
export function PlainSignUpForm({ t, inputId, tone, className, id }: PlainSignUpFormProps) {
  const classes = TONES[tone];
  return (
    <form method="post" action={NEWSLETTER_PATH} className={className} id={id}>
      <div className="min-w-0 grow">
        <label htmlFor={inputId} className={classes.label}>
          {t('newsletter.signup.label')}
        </label>
        <input id={inputId} type="email" name="email" required autoComplete="email" className={classes.input} />
      </div>
      <button type="submit" className={classes.button}>
        {t('newsletter.signup.submit')}
      </button>
    </form>
  );
}

/**
 * The footer's newsletter sign-up: a plain form posting to /newsletter, rendered here so no code of it
 * reaches the browser (it sits in every page's footer).
 */
export function renderSignUpFormHtml(t: Translate): string {
  return renderToStaticMarkup(
    <PlainSignUpForm
      t={t}
      id="newsletter-signup"
      inputId="footer-newsletter-email"
      tone="dark"
      className="mt-4 flex flex-wrap items-end gap-2"
    />,
  );
}
