import type { FastifyInstance, FastifyError, FastifyReply } from 'fastify';
import { ZodError } from 'zod';

/** Every answer is `{code, result}` with the HTTP status equal to `code` (api-contract §1.2). */
export interface Envelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

export function ok<T>(result: T, meta?: Record<string, unknown>): Envelope<T> {
  return meta ? { code: 200, result, meta } : { code: 200, result };
}

/** An error a handler means to show the client, with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly result?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function sendEnvelope(reply: FastifyReply, code: number, result: unknown): FastifyReply {
  return reply.code(code).type('application/json; charset=utf-8').send({ code, result });
}

function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Maps Fastify's own errors to statuses a client can act on; anything unknown is a logged 500 without details. */
function statusAndMessage(error: FastifyError | HttpError | ZodError | Error): { status: number; message: string; result?: unknown } {
  if (error instanceof HttpError) return { status: error.status, message: error.message, result: error.result };
  if (error instanceof ZodError) return { status: 400, message: describeZodError(error) };
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type: send application/json' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Request body is not valid JSON' };
    case 'FST_ERR_VALIDATION':
      return { status: 400, message: fastifyError.message };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const isJsonSyntax = error instanceof SyntaxError;
    return { status: fastifyError.statusCode, message: isJsonSyntax ? 'Request body is not valid JSON' : fastifyError.message };
  }
  return { status: 500, message: 'Internal server error' };
}

export function registerEnvelopeHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, result } = statusAndMessage(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    return sendEnvelope(reply, status, result ?? message);
  });
  app.setNotFoundHandler((request, reply) => sendEnvelope(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`));
}
