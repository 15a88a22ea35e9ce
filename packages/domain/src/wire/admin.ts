import { z } from 'zod';
import { STAFF_ROLES } from '../forms/admin.js';

/**
 * What the back office API (/api/admin) answers, shared by the API (its routes' response schemas) and
 * the /admin screens (their types, `z.infer` of these). Money is integer cents, dates ISO strings,
 * flags stored as 0/1 are answered as 0/1.
 */
export const rowId = z.number().int();
export const cents = z.number().int();
/** A stored flag: 0 or 1. */
export const flag = z.number().int().describe('0 or 1');
/** The search-engine title and description of a page the storefront renders (category, CMS page, blog post). */
export const metaTexts = { meta_title: z.string(), meta_description: z.string() };

/** One page of a back-office list: every list takes `page` and `pageSize` and answers this. */
export function pageWire<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The answer of a DELETE. */
export const deletedWire = z.object({ id: rowId, deleted: z.boolean() });

export const staffRoleWire = z.enum(STAFF_ROLES);

/** The signed-in staff member (GET /auth/me, the session calls). */
export const staffPrincipalWire = z.object({ id: rowId, email: z.string(), name: z.string(), role: staffRoleWire });
export type StaffPrincipalWire = z.infer<typeof staffPrincipalWire>;

/** A session: the access token (kept in memory), its lifetime in seconds and who it is for. */
export const staffSessionWire = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  staff: staffPrincipalWire,
  shopTimeZone: z.string().describe("The shop's time zone (SHOP_TIME_ZONE, an IANA name): the back office shows every time in it"),
});

/** A staff account as the staff list shows it. */
export const staffAccountWire = staffPrincipalWire.extend({ is_active: z.boolean(), created_at: z.string() });
export type StaffAccountWire = z.infer<typeof staffAccountWire>;

export const staffUnlockWire = z.object({ id: rowId, cleared: z.number().int().describe('The failed sign-in counts removed') });

/** One audit log entry: before and after hold the changed fields as JSON. */
export const auditEntryWire = z.object({
  id: rowId,
  staff_id: rowId.nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntryWire = z.infer<typeof auditEntryWire>;
