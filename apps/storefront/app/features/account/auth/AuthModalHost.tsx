import { Suspense, useEffect, useRef, useState } from 'react';
import { notify } from '~/features/notices';
import { AUTH_OPEN_EVENT, SESSION_EVENT, type AuthOpenDetail, type SessionEventDetail } from '~/features/session';
import { lazyWithMessages } from '~/i18n/lazy-messages';
import { useLocale, useT } from '~/i18n/useT';

/** The dialog's code and the account texts load the first time it opens. */
const authModalFor = lazyWithMessages('account', () => import('./AuthModal'));

/**
 * Always mounted in the default layout, and tiny: opens the auth modal when asked (header icon,
 * 'modal-signup' after a failed token refresh), returns focus afterwards, and announces logouts.
 */
export function AuthModalHost() {
  const t = useT();
  const AuthModal = authModalFor(useLocale());
  const [request, setRequest] = useState<AuthOpenDetail | null>(null);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<AuthOpenDetail>).detail;
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
        opener.current = document.activeElement;
      setLoaded(true);
      setRequest(detail);
    };
    const onSession = (event: Event) => {
      const detail = (event as CustomEvent<SessionEventDetail>).detail;
      if (detail.kind === 'logged-out' && !detail.silent) notify({ type: 'success', message: t('account.loggedOut') });
    };
    window.addEventListener(AUTH_OPEN_EVENT, onOpen);
    window.addEventListener(SESSION_EVENT, onSession);
    return () => {
      window.removeEventListener(AUTH_OPEN_EVENT, onOpen);
      window.removeEventListener(SESSION_EVENT, onSession);
    };
  }, [t]);

  function close() {
    setRequest(null);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal request={request} onSwitch={(view) => setRequest((current) => ({ ...current, view }))} onClose={close} />
    </Suspense>
  );
}
