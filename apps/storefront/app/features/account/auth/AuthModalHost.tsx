import { Suspense, useEffect, useState } from 'react';
import { notify } from '~/features/notices';
import type { AuthOpenDetail } from '~/features/session';
import { listen } from '~/lib/events';
import { lazyWithMessages } from '~/i18n/lazy-messages';
import { useLocale, useT } from '~/i18n/useT';

/** The dialog's code and the account texts load the first time it opens. */
const authModalFor = lazyWithMessages('account', () => import('./AuthModal'));

/**
 * Always mounted in the default layout, and tiny: opens the auth modal when asked (header icon,
 * 'modal-signup' after a failed token refresh) and announces logouts; the dialog returns focus itself.
 */
export function AuthModalHost() {
  const t = useT();
  const AuthModal = authModalFor(useLocale());
  const [request, setRequest] = useState<AuthOpenDetail | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const stopOpen = listen('shoreline:auth-open', (detail) => {
      setLoaded(true);
      setRequest(detail);
    });
    const stopSession = listen('shoreline:session', (detail) => {
      if (detail.kind === 'logged-out' && !detail.silent) notify({ type: 'success', message: t('account.loggedOut') });
    });
    return () => {
      stopOpen();
      stopSession();
    };
  }, [t]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal request={request} onSwitch={(view) => setRequest((current) => ({ ...current, view }))} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
