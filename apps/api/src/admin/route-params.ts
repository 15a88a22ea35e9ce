import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sku } from '@shoreline/domain/formats';
import type { ApiContext } from '../context.js';
import type { StaffRole } from '../db/index.js';
import { answering, recordNamedBy, sending, type RecordWords } from '../http/index.js';
import { requireRole } from '../staff/index.js';

/** Path parameters and route groups of the back-office routes (the id parameter and its record route are every module's). */
export { idParam, recordById } from '../http/index.js';
export const skuParam = z.object({ sku });
export const codeParam = z.object({ code: z.string().min(1).max(64) });

/** A route on one record named by its code (`example` shows one): the code parameter and 404 when there is none. */
export const recordByCode = <Answer extends z.ZodType>(answer: Answer, example: string, words: RecordWords) =>
  recordNamedBy({ params: codeParam, example: { summary: 'By its code', params: { code: example } } }, answer, words);

/**
 * The body limit of the routes that take HTML: HTML_MAX_CHARACTERS characters at up to 4 bytes each, escaped in JSON,
 * with the other fields. The API's BODY_LIMIT_BYTES (100 KiB) would refuse a page the form allows.
 */
export const HTML_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** A back-office area's route group: its tag in the document and the roles it admits (which the document names). */
const staffGroup = (context: ApiContext, roles: readonly StaffRole[], tag: string, bodyLimit?: number) => ({
  tags: [tag],
  ...(bodyLimit && { bodyLimit }),
  preHandler: requireRole(context, roles),
});

/** The routes of one back-office area that answer the envelope. */
export const staffRoutes = (app: FastifyInstance, context: ApiContext, roles: readonly StaffRole[], tag: string, bodyLimit?: number) =>
  answering(app, staffGroup(context, roles, tag, bodyLimit));

/** The routes of one back-office area that send a file (a photo, a CSV export). */
export const staffFiles = (app: FastifyInstance, context: ApiContext, roles: readonly StaffRole[], tag: string) =>
  sending(app, staffGroup(context, roles, tag));
