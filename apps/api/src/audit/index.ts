/** The audit module's public surface: other modules import only what this file hands on. */
export { ROLE_REFUSED, type StaffPrincipal } from './actor.js';
export { audit, changedFields, listAudit } from './log.js';
