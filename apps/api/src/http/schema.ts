import type { FastifyInstance, FastifySchema, FastifyTypeProvider, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * Routes declare their input and output as zod schemas in Fastify's own `schema` option:
 * `{ params, querystring, body, response: { 200: envelopeOf(result) } }`. This file teaches Fastify
 * to validate with zod, types handlers from the same schemas (the type provider), and records every
 * route so the OpenAPI document (openapi.ts) and the "every route declares its schemas" test read one list.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The instance route modules register on: handlers are typed from their route's schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Every answer that succeeds: `{code: 200, result}`, with `meta` on the calls that page. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), result, meta: z.record(z.string(), z.unknown()).optional() });
}

/** Bodies that are not JSON (images, CSV files, HTML pages, redirects): named for the document only. */
const nonJsonBodies = new WeakMap<z.ZodType, { contentType: string; description: string }>();

export function nonJsonResponse(contentType: string, description: string): z.ZodType {
  const schema = z.unknown();
  nonJsonBodies.set(schema, { contentType, description });
  return schema;
}

export function nonJsonBodyOf(schema: unknown): { contentType: string; description: string } | undefined {
  return schema instanceof z.ZodType ? nonJsonBodies.get(schema) : undefined;
}

/** A route as the document and the schema test see it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema: FastifySchema & { summary?: string; description?: string; tags?: string[]; security?: Array<Record<string, string[]>> };
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

export function routesOf(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredRoutes.get(app) ?? [];
}

/** Absent query strings and bodies are read as `{}`, so a schema of optional fields accepts them. */
const ABSENT_AS_EMPTY = new Set(['querystring', 'body']);

export interface SchemaOptions {
  /** Parse each 200 answer with its schema and fail the request when it does not match (tests and development). */
  checkResponses: boolean;
}

/**
 * Installs zod validation and serialisation. Validation failures are handed to the handler's wrapper
 * rather than answered at once, so sign-in and rate-limit checks in `preHandler` still come first
 * (an anonymous caller learns nothing about a staff route's body from a 400).
 */
export function installSchemas(app: FastifyInstance, options: SchemaOptions): void {
  const routes: DeclaredRoute[] = [];
  declaredRoutes.set(app, routes);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const input = data === null || data === undefined ? (ABSENT_AS_EMPTY.has(httpPart ?? '') ? {} : data) : data;
      const parsed = zodSchema.safeParse(input);
      return parsed.success ? { value: parsed.data } : { error: parsed.error };
    };
  });
  app.setSerializerCompiler(({ schema, url, method }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      if (options.checkResponses && !nonJsonBodyOf(zodSchema)) {
        const checked = zodSchema.safeParse(data);
        if (!checked.success) throw new ResponseSchemaMismatch(method, url, checked.error);
      }
      return JSON.stringify(data);
    };
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as DeclaredRoute['schema'] });
    }
    if (route.schema) deferValidationErrorsToHandler(route);
  });
}

function deferValidationErrorsToHandler(route: RouteOptions): void {
  route.attachValidation = true;
  const handler = route.handler;
  route.handler = function validatedHandler(request, reply) {
    if (request.validationError) throw request.validationError;
    return handler.call(this, request, reply);
  };
}

/** A 200 answer that breaks its own declared schema: a bug in the route, answered as a 500 and logged. */
export class ResponseSchemaMismatch extends Error {
  constructor(
    method: string,
    url: string,
    readonly issues: z.ZodError,
  ) {
    super(`${method} ${url} answered a result its response schema refuses: ${z.prettifyError(issues)}`);
    this.name = 'ResponseSchemaMismatch';
  }
}

/** Path parameters as the document writes them: `/api/admin/orders/:id` becomes `/api/admin/orders/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
