import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { MAX_ROW_ID } from './row-id.js';
import type { RouteExample } from './schema.js';

/** A record's id as the path parameter `:id`. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/** What the document says of a route on one record besides its path parameter: what it does and what the record is. */
export interface RecordWords {
  summary: string;
  description: string;
}

/** The refusal of a route on one record when there is none. */
const RECORD_NOT_FOUND = { 404: [REASON.notFound] } as const;

/** How a route names its record in the path: the parameter and an example of it. */
export interface RecordKey<P extends z.ZodType> {
  params: P;
  example: RouteExample;
}

/** A route on one record named in its path: the parameter with its example and 404 when there is none. */
export const recordNamedBy = <P extends z.ZodType, Answer extends z.ZodType>(key: RecordKey<P>, answer: Answer, words: RecordWords) => ({
  refusals: RECORD_NOT_FOUND,
  examples: [key.example],
  params: key.params,
  ...words,
  answer,
});

const BY_ID = { params: idParam, example: { summary: 'By its id', params: { id: 1 } } };

/** A route on one record named by its id. */
export const recordById = <Answer extends z.ZodType>(answer: Answer, words: RecordWords) => recordNamedBy(BY_ID, answer, words);
