import type { FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';

/** The zod schemas a route declares for what it reads: its path parameters, query string and body. */
export interface InputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What the handler receives: each declared part as its schema's output, undefined for a part not declared. */
export interface RouteInput<S extends InputSchemas> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
}

type InputHandler<S extends InputSchemas, R> = (input: RouteInput<S>, request: FastifyRequest, reply: FastifyReply) => Promise<R>;

/**
 * A route handler that gets its input parsed with the route's schemas: params, then query, then body
 * (an absent query or body is read as `{}`). A ZodError answers 400 naming the fields (http/envelope.ts).
 * What must be checked before the input is read (staff or customer sign-in, rate limits) goes in the
 * route's preHandler, which Fastify runs first.
 */
export function withInput<S extends InputSchemas, R>(
  schemas: S,
  handler: InputHandler<S, R>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<R> {
  return async (request, reply) => {
    const params: unknown = schemas.params?.parse(request.params);
    const query: unknown = schemas.query?.parse(request.query ?? {});
    const body: unknown = schemas.body?.parse(request.body ?? {});
    // Each part is its declared schema's output (or undefined when none was declared), as RouteInput says.
    return handler({ params, query, body } as RouteInput<S>, request, reply);
  };
}

// singleField moved to input-parts.ts, beside the other pieces route schemas are built from.
export { singleField } from './input-parts.js';
