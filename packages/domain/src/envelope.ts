import type { ErrorReason, FieldError } from './error-reasons.js';

/**
 * The API's answer envelope, as the server writes it and clients read it: HTTP status equals `code`; `result`
 * is the payload, or the message as the spec words it. A refusal also says why as a stable `reason` code and
 * lists field problems in `errors`: clients branch on those, never on the message's text.
 */
export interface Envelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
  reason?: ErrorReason;
  errors?: FieldError[];
}
