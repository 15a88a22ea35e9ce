import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { StaffRole } from '../db/index.js';
import { answering, MAX_ROW_ID } from '../http/index.js';
import { requireRole } from '../staff/index.js';

/** Path parameters and route groups of the back-office routes. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const skuParam = z.object({ sku: z.string().min(1).max(128) });
export const codeParam = z.object({ code: z.string().min(1).max(64) });

/** The document's note on every staff route: it needs a staff access token (Authorization: Bearer). */
export const STAFF_SECURITY = [{ staff: [] }];

/** The routes of one back-office area: its tag in the document, the staff token's security note and the roles it admits. */
export const staffRoutes = (app: FastifyInstance, context: ApiContext, roles: readonly StaffRole[], tag: string) =>
  answering(app, { tags: [tag], security: STAFF_SECURITY, preHandler: requireRole(context, roles) });
