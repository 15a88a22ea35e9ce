import type { StaffRole } from '../db/index.js';

/**
 * The staff member behind a back-office write: domain services (order operations, credit adjustments) take it
 * to check the role and to name the actor in the audit log, without depending on how admin/ signs staff in.
 */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export const ROLE_REFUSED = 'Your role does not allow this.';
