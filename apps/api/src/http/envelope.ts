import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { REASON, type ErrorReason, type FieldError, type RefusalDetails } from '@shoreline/domain/error-reasons';
import { DomainError, type RefusalKind } from '../errors.js';
import { inLocale, zodIssueCode, zodIssueMessage } from './issue-message.js';
import { NUL_REFUSED, urlHasNul } from './request-guards.js';
import type { Envelope } from '@shoreline/domain/envelope';

/** Every answer is `{code, result}` with the HTTP status equal to `code` (the shape: packages/domain/src/envelope.ts). */
export type { Envelope };

export function ok<T>(result: T, meta?: Record<string, unknown>): Envelope<T> {
  return meta ? { code: 200, result, meta } : { code: 200, result };
}

/**
 * A refusal of the HTTP request itself, with its status: a body of a type or size no route takes,
 * JSON the parser refuses. Services throw the domain errors of errors.ts instead.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: ErrorReason = REASON.malformedRequest,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The envelope; a refusal (any code but 200) carries its reason and field errors. */
export function sendEnvelope(reply: FastifyReply, code: number, result: unknown, details: RefusalDetails = {}): FastifyReply {
  return reply
    .code(code)
    .type('application/json; charset=utf-8')
    .send(envelopeBody(code, result, details));
}

function envelopeBody(code: number, result: unknown, { reason, errors }: RefusalDetails): Envelope<unknown> {
  if (!reason) return { code, result };
  return errors ? { code, result, reason, errors } : { code, result, reason };
}

/** The one place where a domain error's kind becomes an HTTP status. */
const STATUS_OF_KIND: Readonly<Record<RefusalKind, number>> = {
  'invalid-input': 400,
  unauthorized: 401,
  'payment-declined': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'unsupported-format': 415,
  'upstream-failed': 502,
  unavailable: 503,
  'rate-limited': 429,
};

export interface Refusal {
  status: number;
  message: string;
  reason: ErrorReason;
  errors?: FieldError[];
  /** Answered in place of the message, when the refusal carries one. */
  result?: unknown;
}

/** What the client is told for an error thrown to refuse the request; null for any other (unexpected) error. */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof DomainError) {
    const refusal: Refusal = { status: STATUS_OF_KIND[error.kind], message: error.message, reason: error.reason };
    if (error.errors) refusal.errors = error.errors;
    if (error.result !== undefined) refusal.result = error.result;
    return refusal;
  }
  if (error instanceof HttpError) return { status: error.status, message: error.message, reason: error.reason };
  return null;
}

/** Field errors listed in an answer at most; the message names the first few. */
const MAX_FIELD_ERRORS = 50;
const FIELDS_IN_MESSAGE = 5;

/**
 * The field an issue is about. Refusals worded as one sentence by the spec carry no path (so the message reads as the
 * spec words it) and name their field in the issue's params instead (input-parts.ts).
 */
const pathOf = (issue: ZodError['issues'][number]): string => issue.path.map(String).join('.');

function fieldOf(issue: ZodError['issues'][number]): string {
  if (issue.path.length) return pathOf(issue);
  const named = (issue as { params?: { field?: unknown } }).params?.field;
  return typeof named === 'string' ? named : '';
}

/** A zod error's issues as field errors: the field, the issue's code, the text the API words for it. */
export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues
    .slice(0, MAX_FIELD_ERRORS)
    .map((issue) => ({ field: fieldOf(issue), code: zodIssueCode(issue), message: zodIssueMessage(issue) }));
}

/** The message of a validation refusal: "field: message; other.field: message" for the first few issues with a path. */
function validationMessage(error: ZodError): string {
  return error.issues
    .slice(0, FIELDS_IN_MESSAGE)
    .map((issue) => (issue.path.length ? `${pathOf(issue)}: ${zodIssueMessage(issue)}` : zodIssueMessage(issue)))
    .join('; ');
}

/** A zod error as the refusal it answers: 400, validation.failed, the fields listed. */
export function validationRefusal(error: ZodError): Refusal {
  return { status: 400, message: validationMessage(error), reason: REASON.validationFailed, errors: fieldErrorsOf(error) };
}

/**
 * Refusals keep their status and message, a zod error is a 400 naming the fields, Fastify's own errors
 * get statuses a client can act on; anything unknown is a logged 500 without details.
 */
export function describeError(error: FastifyError | Error): Refusal {
  const refusal = refusalOf(error);
  if (refusal) return refusal;
  if (error instanceof ZodError) return validationRefusal(error);
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large', reason: REASON.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type: send application/json', reason: REASON.unsupportedMediaType };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Request body is not valid JSON', reason: REASON.invalidJson };
    case 'FST_ERR_VALIDATION':
      return { status: 400, message: fastifyError.message, reason: REASON.validationFailed };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: 'Malformed url: a % escape in the path does not decode', reason: REASON.malformedRequest };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: 'A path segment is too long', reason: REASON.malformedRequest };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const isJsonSyntax = error instanceof SyntaxError;
    return isJsonSyntax
      ? { status: fastifyError.statusCode, message: 'Request body is not valid JSON', reason: REASON.invalidJson }
      : { status: fastifyError.statusCode, message: fastifyError.message, reason: REASON.malformedRequest };
  }
  return { status: 500, message: 'Internal server error', reason: REASON.internalError };
}

/**
 * A route whose clients expect another answer shape than the envelope (the spec's wallet and gift-card
 * calls, the back-in-stock form) names how its refusals are written, in its config; the one error
 * handler still decides status, reason and logging. Answering undefined keeps the envelope.
 */
export type RefusalShape = (refusal: Refusal, request: FastifyRequest) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    refusalShape?: RefusalShape;
  }
}

/** A better word than "no route" for a path no route answers, or null to keep that one. */
export type MissingRouteExplainer = (path: string, hasRoute: (path: string) => boolean) => Refusal | null;

/** The language a request's shopper reads (its store view's locale); English when it cannot be told. */
export type LocaleOfRequest = (request: FastifyRequest) => string;

/** The refusal's address field errors in the shopper's language, its message from them (a German view's shopper reads German). */
function localized(refusal: Refusal, request: FastifyRequest, localeOf: LocaleOfRequest): Refusal {
  if (!refusal.errors?.length) return refusal;
  let locale = 'en-US';
  try {
    locale = localeOf(request);
  } catch {
    // No store to tell the language by: the refusal stays in English.
  }
  const errors = inLocale(refusal.errors, locale);
  if (errors === refusal.errors) return refusal;
  const message = errors
    .slice(0, FIELDS_IN_MESSAGE)
    .map((error) => (error.field ? `${error.field}: ${error.message}` : error.message))
    .join('; ');
  return { ...refusal, errors, message };
}

export function registerEnvelopeHandlers(
  app: FastifyInstance,
  explainMissingRoute: MissingRouteExplainer = () => null,
  localeOf: LocaleOfRequest = () => 'en-US',
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = localized(describeError(error), request, localeOf);
    const { status, message, reason, errors, result } = refusal;
    if (status >= 500) request.log.error({ err: error, reason }, 'request failed');
    else request.log.info({ status, reason, message }, 'request refused');
    const shaped = request.routeOptions.config?.refusalShape?.(refusal, request);
    if (shaped !== undefined) return reply.code(status).type('application/json; charset=utf-8').send(shaped);
    return sendEnvelope(reply, status, result ?? message, { reason, errors });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = allowedMethods(app, path);
    if (allowed.length === 0) {
      const explained = explainMissingRoute(path, (other) => allowedMethods(app, other).includes(request.method));
      if (explained) return sendEnvelope(reply, explained.status, explained.message, { reason: explained.reason });
      return sendEnvelope(reply, 404, `No route for ${request.method} ${path}`, { reason: REASON.routeNotFound });
    }
    reply.header('allow', allowed.join(', '));
    return sendEnvelope(reply, 405, `${request.method} is not allowed here; use ${allowed.join(' or ')}`, {
      reason: REASON.methodNotAllowed,
    });
  });
}

const ROUTABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** The methods some route answers for this path: a call with another method is a 405, not a 404. */
function allowedMethods(app: FastifyInstance, path: string): string[] {
  return ROUTABLE_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/** Fastify's `frameworkErrors`: router refusals (a bad % escape, an overlong path segment) before any route runs. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, message, reason } = describeError(error);
  request.log.info({ status, reason, message }, 'request refused by the router');
  return sendEnvelope(reply, status, message, { reason });
}

const CONNECTION_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};

/** An envelope answer written straight on a socket, for requests that never reach Fastify. */
function endSocketWithEnvelope(socket: Socket, status: number, message: string, reason: ErrorReason = REASON.malformedRequest): void {
  const body = JSON.stringify(envelopeBody(status, message, { reason }));
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  socket.end(head + body, () => socket.destroy());
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (a bad request line
 * or method, a control character in the path, oversized headers) never reach Fastify,
 * so the envelope is written on the socket here.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A second answer to a request already answered would be read as the answer to the next one: close instead.
  if (!socket.writable || isAnswered(socket)) return void socket.destroy();
  const { status, message } = CONNECTION_ERRORS[error.code] ?? { status: 400, message: 'Malformed HTTP request' };
  endSocketWithEnvelope(socket, status, message);
}

/** The last request Node handed on per connection, with its response. */
const latestExchange = new WeakMap<Socket, { request: IncomingMessage; response: ServerResponse }>();

/**
 * Whether the request the parser is still reading already has its answer under way, as
 * when the router refuses a url before the parser finds the request malformed.
 */
function isAnswered(socket: Socket): boolean {
  const latest = latestExchange.get(socket);
  return latest !== undefined && !latest.request.complete && latest.response.headersSent;
}

/**
 * Listens on the HTTP server for what Fastify does not see: each request with its response
 * (for answerClientError), and CONNECT, which Node drops without a word when nobody
 * listens (the API does not proxy).
 */
export function watchServerForUnroutedRequests(server: Server): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => latestExchange.set(request.socket, { request, response }));
  server.on('connect', (_request: IncomingMessage, socket: Socket) =>
    endSocketWithEnvelope(socket, 405, 'CONNECT is not supported', REASON.methodNotAllowed),
  );
}

/**
 * Refusals before routing: HTTP/1.1 requires a Host header (Node would answer its own
 * empty 400), and a NUL in the url is never a valid value.
 */
export function registerRequestChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host)
      return sendEnvelope(reply, 400, 'Missing Host header', { reason: REASON.malformedRequest });
    if (urlHasNul(request.url)) return sendEnvelope(reply, 400, NUL_REFUSED, { reason: REASON.malformedRequest });
  });
}
