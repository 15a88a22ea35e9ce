import { REASON, type ErrorReason, type FieldError } from '@shoreline/domain/error-reasons';

/**
 * Refusals that services throw for the client to see, named by what went wrong rather than by an
 * HTTP status: http/envelope.ts gives each kind its status, in one table. The message is the
 * client's text as is; `result`, when given, is answered in its place. The reason is the code
 * clients branch on (the kind's own when the refusal names none); `errors` the field problems.
 */
export type RefusalKind =
  | 'invalid-input'
  | 'unauthorized'
  | 'payment-declined'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'unsupported-format'
  | 'upstream-failed'
  | 'unavailable'
  | 'rate-limited';

/** The reason a refusal of each kind answers when it names none. */
export const DEFAULT_REASON: Readonly<Record<RefusalKind, ErrorReason>> = {
  'invalid-input': REASON.invalidInput,
  unauthorized: REASON.unauthorized,
  'payment-declined': REASON.paymentDeclined,
  forbidden: REASON.forbidden,
  'not-found': REASON.notFound,
  conflict: REASON.conflict,
  gone: REASON.gone,
  'unsupported-format': REASON.unsupportedFormat,
  'upstream-failed': REASON.upstreamFailed,
  unavailable: REASON.unavailable,
  'rate-limited': REASON.rateLimited,
};

export interface RefusalOptions {
  reason?: ErrorReason;
  errors?: FieldError[];
  /** Answered in place of the message (a shape a route's clients expect). */
  result?: unknown;
}

export class DomainError extends Error {
  readonly reason: ErrorReason;
  readonly errors?: FieldError[];
  readonly result?: unknown;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    options: RefusalOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.reason = options.reason ?? DEFAULT_REASON[kind];
    if (options.errors) this.errors = options.errors;
    if (options.result !== undefined) this.result = options.result;
  }
}

/** A DomainError class whose kind is fixed: each refusal below is one line naming its kind. */
function refusal(kind: RefusalKind) {
  return class extends DomainError {
    constructor(message: string, options?: RefusalOptions) {
      super(kind, message, options);
    }
  };
}

/** The request's data is not acceptable (a missing field, a value out of range, a rule it breaks). */
export class InvalidInput extends refusal('invalid-input') {}

/** No valid sign-in: a missing, bad or expired token or password. */
export class Unauthorized extends refusal('unauthorized') {}

/** Signed in (or holding a link), but not allowed to do this. */
export class Forbidden extends refusal('forbidden') {}

export class NotFound extends refusal('not-found') {}

/** The request clashes with the current state (taken, changed meanwhile, not possible now). */
export class Conflict extends refusal('conflict') {}

/** The thing existed but is no longer there to have (a used-up link). */
export class Gone extends refusal('gone') {}

/** Content of a kind the service does not take (a file that is not one of the accepted image formats). */
export class UnsupportedFormat extends refusal('unsupported-format') {}

/** A service we depend on (payment gateway, mail server) refused or failed; nothing was done. */
export class UpstreamFailed extends refusal('upstream-failed') {}

/** Not possible now (not configured, a gateway without an answer, too slow): the client may try again later. */
export class Unavailable extends refusal('unavailable') {}

/** A refusal of one field's value, worded "field: message" like a schema's refusal and listed in `errors` too. */
export function invalidField(field: string, message: string, code = 'invalid'): InvalidInput {
  return new InvalidInput(`${field}: ${message}`, { reason: REASON.validationFailed, errors: [{ field, code, message }] });
}

/** A field whose value clashes with what is stored (a label already taken), worded and listed as invalidField does. */
export function conflictingField(field: string, message: string, code = 'taken'): Conflict {
  return new Conflict(`${field}: ${message}`, { errors: [{ field, code, message }] });
}
