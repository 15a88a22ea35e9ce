/** Browser-only part of the session's public surface: features register what they do at sign-in and sign-out. */
export { onLogin, onLogout } from './session.client';
