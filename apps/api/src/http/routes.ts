import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope.js';
import { envelopeOf, type ZodTypeProvider } from './schema.js';

/** A request whose params, query and body are typed (and, by the time a handler runs, parsed) by its route's schemas. */
export type RequestOf<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

/** What one route declares: the document's words, its input schemas and `answer`, the schema of its envelope's result. */
export type RouteSchema<Answer extends z.ZodType> = FastifySchema & {
  summary: string;
  description?: string;
  answer: Answer;
};

/** What every route of a group shares: its tags and security in the document, its guards and its route config. */
export interface RouteGroup {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  preHandler?: preHandlerAsyncHookHandler;
  /** Such as the refusal shape of calls whose refusals the spec words otherwise than the envelope. */
  config?: FastifyContextConfig;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Routes that answer `{code: 200, result}` with the result their handler returns: the group's tags, security and
 * guard, `response: { 200: envelopeOf(answer) }` and the `ok()` envelope are written here once.
 * `answering(app, { tags, security, preHandler }).get(url, { summary, params, answer }, async (request) => result)`.
 */
export function answering(app: FastifyInstance, group: RouteGroup = {}) {
  const declare =
    (method: Method) =>
    <S extends RouteSchema<Answer>, Answer extends z.ZodType>(
      url: string,
      { answer, ...schema }: S & { answer: Answer },
      handler: (request: RequestOf<S>, reply: FastifyReply) => Promise<z.input<Answer>>,
    ): void => {
      const route: RouteOptions = {
        method,
        url,
        schema: {
          ...(group.tags && { tags: group.tags }),
          ...(group.security && { security: group.security }),
          ...schema,
          response: { 200: envelopeOf(answer) },
        },
        ...(group.preHandler && { preHandler: group.preHandler }),
        ...(group.config && { config: group.config }),
        // The schemas parsed params, query and body before the handler runs (schema.ts), so the request is what
        // RequestOf says it is.
        handler: async (request, reply) => ok(await handler(request as unknown as RequestOf<S>, reply)),
      };
      app.route(route);
    };
  return { get: declare('GET'), post: declare('POST'), patch: declare('PATCH'), put: declare('PUT'), delete: declare('DELETE') };
}
