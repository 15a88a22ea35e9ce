import { useId, useState } from 'react';
import type { AuthView } from '~/features/session';
import { useT } from '~/i18n/useT';
import { AUTH_TITLES, AuthForm } from './auth/AuthViews';

/** What a guest sees on the account screen: the auth element in the page (login first). */
export default function GuestPanel() {
  const t = useT();
  const id = useId();
  const [view, setView] = useState<AuthView>('login');
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-lg rounded-3xl border border-navy-900/10 bg-white p-5 sm:p-8">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t(AUTH_TITLES[view])}
      </h2>
      <p className="mt-1 text-muted">{t('account.guest.intro')}</p>
      <div className="mt-5">
        <AuthForm key={view} view={view} onSwitch={setView} />
      </div>
    </section>
  );
}
