/** The session feature's public surface: who is signed in, the sign-in modal's events, the account link. */
export { AccountLink } from './AccountLink';
export { openAuthModal, type AuthOpenDetail, type AuthView, type SessionEventDetail } from './auth-events';
export { currentSession, loadSession, type SavedAddress, type SessionApi, type SessionUser } from './contract';
export { SESSION_KEYS } from './session-keys';
export { useSession } from './use-session';
