import { z } from 'zod';
import { MAX_ROW_ID } from '../http/index.js';

/** Path parameters of the back-office routes. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const skuParam = z.object({ sku: z.string().min(1).max(128) });
export const codeParam = z.object({ code: z.string().min(1).max(64) });

/** The document's note on every staff route: it needs a staff access token (Authorization: Bearer). */
export const STAFF_SECURITY = [{ staff: [] }];
