import { z } from 'zod';
import { REASON } from '../error-reasons.js';

/** A refusal's stable code (error-reasons.ts). */
export const reasonWire = z.enum(Object.values(REASON));

/** One refused field of an invalid input. */
export const fieldErrorWire = z.object({ field: z.string(), code: z.string(), message: z.string() });

/** The envelope of a refusal: the status again in `code`, the message in `result` (some refusals answer an object), the reason. */
export const refusalWire = z.object({
  code: z.number().int().describe('The HTTP status, repeated.'),
  result: z.unknown().describe("The refusal's message as the spec words it (some refusals answer an object instead)."),
  reason: reasonWire.describe('A stable, machine-readable code for the refusal.'),
  errors: z.array(fieldErrorWire).optional().describe('For invalid input: one entry per refused field.'),
});
