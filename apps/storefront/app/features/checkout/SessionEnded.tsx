import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { emit } from '~/lib/events';

/**
 * (The sign-in dialog is asked for with the window event, not the session feature's index, whose code the checkout's
 * first load would then carry.)
 * The server ended the customer's session (expired or refused tokens): said where the shopper is, with the way to
 * sign in again; the lines stay in the cart meanwhile, and signing in joins them to the customer's cart.
 */
export function SessionEnded() {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-l-4 border-crab-700 bg-white p-4 ring-1 ring-crab-700/30"
    >
      <p className="font-medium">{t('checkout.session.ended')}</p>
      <button type="button" className={buttonClass('secondary')} onClick={() => emit('shoreline:auth-open', { view: 'login' })}>
        {t('checkout.session.logIn')}
      </button>
    </div>
  );
}
