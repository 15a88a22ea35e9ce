/** The staff module's public surface (accounts, roles, sessions): other modules import only what this file hands on. */
export { ALL_STAFF, MANAGERS, OWNERS, requireRole, staffOf, type StaffPrincipal } from './auth.js';
export { StaffService, type StaffSession } from './service.js';
export { clearAdminCookie, MALFORMED_COOKIE, MALFORMED_COOKIE_MESSAGE, readAdminCookie, setAdminCookie } from './session-cookie.js';
