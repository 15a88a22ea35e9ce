import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { StaffRole } from '../db/index.js';
import { answering, MAX_ROW_ID, sending } from '../http/index.js';
import { requireRole } from '../staff/index.js';

/** Path parameters and route groups of the back-office routes. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const skuParam = z.object({ sku: z.string().min(1).max(128) });
export const codeParam = z.object({ code: z.string().min(1).max(64) });

/** A back-office area's route group: its tag in the document and the roles it admits (which the document names). */
const staffGroup = (context: ApiContext, roles: readonly StaffRole[], tag: string) => ({
  tags: [tag],
  preHandler: requireRole(context, roles),
});

/** The routes of one back-office area that answer the envelope. */
export const staffRoutes = (app: FastifyInstance, context: ApiContext, roles: readonly StaffRole[], tag: string) =>
  answering(app, staffGroup(context, roles, tag));

/** The routes of one back-office area that send a file (a photo, a CSV export). */
export const staffFiles = (app: FastifyInstance, context: ApiContext, roles: readonly StaffRole[], tag: string) =>
  sending(app, staffGroup(context, roles, tag));
