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
import { envelopeOf, nonJsonResponse, type ContractNotes, type ZodTypeProvider } from './schema.js';
import { mergeRefusals, type Access, type Refusals } from './contract.js';

/** A request whose params, query and body are typed (and, by the time a handler runs, parsed) by its route's schemas. */
export type RequestOf<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

/** What one route declares: the document's words, its input schemas and `answer`, the schema of its envelope's result. */
export type RouteSchema<Answer extends z.ZodType> = FastifySchema &
  ContractNotes & {
    summary: string;
    description?: string;
    answer: Answer;
  };

/**
 * What every route of a group shares: its tags, who may call it (when its guard does not say), the refusals every
 * route of the group may answer, its guards and its route config.
 */
export interface RouteGroup {
  tags?: string[];
  access?: Access;
  refusals?: Refusals;
  /** The body of the group's refusals, when config.refusalShape writes them otherwise than the envelope. */
  refusalBody?: z.ZodType;
  preHandler?: preHandlerAsyncHookHandler;
  /** The largest body the group's routes take, in bytes, when it is not the API's BODY_LIMIT_BYTES. */
  bodyLimit?: number;
  /** Such as the refusal shape of calls whose refusals the spec words otherwise than the envelope. */
  config?: FastifyContextConfig;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Declares one route of a group: the group's tags, access, refusals, guard and config, then the route's own schema. */
function declareRoute(
  app: FastifyInstance,
  group: RouteGroup,
  route: { method: Method; url: string; schema: FastifySchema & ContractNotes; handler: RouteOptions['handler'] },
): void {
  app.route({
    method: route.method,
    url: route.url,
    schema: {
      ...(group.tags && { tags: group.tags }),
      ...(group.access && { access: group.access }),
      ...(group.refusalBody && { refusalBody: group.refusalBody }),
      ...route.schema,
      refusals: mergeRefusals(group.refusals ?? {}, route.schema.refusals ?? {}),
    },
    ...(group.preHandler && { preHandler: group.preHandler }),
    ...(group.bodyLimit && { bodyLimit: group.bodyLimit }),
    ...(group.config && { config: group.config }),
    handler: route.handler,
  });
}

/**
 * Routes that answer `{code: 200, result}` with the result their handler returns: the group's tags, access and
 * guard, `response: { 200: envelopeOf(answer) }` and the `ok()` envelope are written here once.
 * `answering(app, { tags, access, preHandler }).get(url, { summary, params, answer }, async (request) => result)`.
 */
export function answering(app: FastifyInstance, group: RouteGroup = {}) {
  const declare =
    (method: Method) =>
    <S extends RouteSchema<Answer>, Answer extends z.ZodType>(
      url: string,
      { answer, ...schema }: S & { answer: Answer },
      handler: (request: RequestOf<S>, reply: FastifyReply) => Promise<z.input<Answer>>,
    ): void =>
      declareRoute(app, group, {
        method,
        url,
        schema: { ...schema, response: { 200: envelopeOf(answer) } },
        // The schemas parsed params, query and body before the handler runs (schema.ts), so the request is what
        // RequestOf says it is.
        handler: async (request, reply) => ok(await handler(request as unknown as RequestOf<S>, reply)),
      });
  return { get: declare('GET'), post: declare('POST'), patch: declare('PATCH'), put: declare('PUT'), delete: declare('DELETE') };
}

/** What a route that sends a file or a text declares: its document words, its input schemas and what it sends. */
export type SendingSchema = FastifySchema &
  ContractNotes & {
    summary: string;
    description?: string;
    /** The 200 answer: its content type and what it is, for the document. */
    sends: { type: string; description: string };
  };

/**
 * Reads that answer a file or a text instead of the envelope (media, feeds, pages): the handler sends it through
 * `reply`, a refusal still answers the envelope. The group's tags, access and guard and the document's note of the
 * 200 answer are written here once. `sending(app, { tags }).get(url, { summary, sends: { type, description } }, handler)`.
 */
export function sending(app: FastifyInstance, group: RouteGroup = {}) {
  return {
    get: <S extends SendingSchema>(
      url: string,
      { sends, ...schema }: S,
      handler: (request: RequestOf<S>, reply: FastifyReply) => Promise<unknown>,
    ) =>
      declareRoute(app, group, {
        method: 'GET',
        url,
        schema: { ...schema, response: { 200: nonJsonResponse(sends.type, sends.description) } },
        handler: async (request, reply) => handler(request as unknown as RequestOf<S>, reply),
      }),
  };
}
