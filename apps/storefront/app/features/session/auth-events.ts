/**
 * Window events between the lazily loaded session code and the always-mounted UI (header icon,
 * auth modal host), so neither has to import the other.
 */
export type AuthView = 'login' | 'register' | 'forgot';

export interface AuthOpenDetail {
  view: AuthView;
  /** 'expired': the session could not be refreshed ('modal-signup'). */
  reason?: 'expired';
}

export type SessionEventDetail = { kind: 'logged-out'; silent: boolean } | { kind: 'changed' };

export const AUTH_OPEN_EVENT = 'shoreline:auth-open';
export const SESSION_EVENT = 'shoreline:session';

export function openAuthModal(view: AuthView = 'login', reason?: AuthOpenDetail['reason']): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<AuthOpenDetail>(AUTH_OPEN_EVENT, { detail: { view, reason } }));
}

export function emitSessionEvent(detail: SessionEventDetail): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<SessionEventDetail>(SESSION_EVENT, { detail }));
}
