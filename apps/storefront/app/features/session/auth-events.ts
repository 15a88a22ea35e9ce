import { emit, type AuthOpenDetail, type AuthView, type SessionEventDetail } from '~/lib/events';

/**
 * The session's window events (lib/events) between the lazily loaded session code and the
 * always-mounted UI (header icon, auth modal host), so neither has to import the other.
 */
export type { AuthOpenDetail, AuthView, SessionEventDetail };

export function openAuthModal(view: AuthView = 'login', reason?: AuthOpenDetail['reason']): void {
  emit('shoreline:auth-open', { view, reason });
}

export function emitSessionEvent(detail: SessionEventDetail): void {
  emit('shoreline:session', detail);
}
