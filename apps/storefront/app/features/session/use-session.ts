import { useEffect, useState } from 'react';
import { loadSession, type SessionApi, type SessionUser } from './contract';

export type SessionView = { status: 'loading' } | { status: 'ready'; session: SessionApi; user: SessionUser | null };

/** Loads the session code on mount (browser only) and re-renders when the customer changes, in this tab or another. */
export function useSession(): SessionView {
  const [view, setView] = useState<SessionView>({ status: 'loading' });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void loadSession().then((session) => {
      if (!active) return;
      const update = () => setView({ status: 'ready', session, user: session.getUser() });
      update();
      unsubscribe = session.subscribe(update);
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return view;
}
