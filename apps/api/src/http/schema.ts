import type { FastifyInstance, FastifySchema, FastifyTypeProvider, RouteOptions } from 'fastify';
import { z } from 'zod';
import { refusalWire } from '@shoreline/domain/wire/refusal';
import { accessOfGuard, isDeclaredRefusal, PUBLIC, type Access, type Refusals } from './contract.js';

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

/** Request bodies that are not JSON (an uploaded file): validated by their own schema, documented as the file. */
const fileBodies = new WeakMap<z.ZodType, { contentTypes: readonly string[]; description: string }>();

export function fileBody<T extends z.ZodType>(schema: T, contentTypes: readonly string[], description: string): T {
  fileBodies.set(schema, { contentTypes, description });
  return schema;
}

export function fileBodyOf(schema: unknown): { contentTypes: readonly string[]; description: string } | undefined {
  return schema instanceof z.ZodType ? fileBodies.get(schema) : undefined;
}

/**
 * Schemas whose JSON Schema would not say what a client sends (a pipe documents only its first stage, a
 * preprocess nothing): the document shows `documented` instead; validation still runs `schema`.
 */
const documentedAs = new WeakMap<z.ZodType, z.ZodType>();

export function documentAs<T extends z.ZodType>(schema: T, documented: z.ZodType): T {
  documentedAs.set(schema, documented);
  return schema;
}

export function documentedSchemaOf(schema: z.ZodType): z.ZodType {
  return documentedAs.get(schema) ?? schema;
}

/**
 * A request that shows how a route is called: its path parameters, query and JSON body, as a client sends them. Each
 * is valid against the route's own input schemas (route-contract.test.ts) and is sent by document-contract.test.ts.
 */
export interface RouteExample {
  summary: string;
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean>>;
  body?: unknown;
}

/** What a route's schema says beyond its input and output: the document's words, who may call it, what it refuses. */
export interface ContractNotes {
  summary?: string;
  description?: string;
  tags?: string[];
  /** Who may call it; read from its guard (requireCustomer, requireRole, ...) when it names none. */
  access?: Access;
  /** The refusals it may answer beyond those its input and access imply (contract.ts). */
  refusals?: Refusals;
  /** The body of its refusals when its clients expect another shape than the envelope (with config.refusalShape). */
  refusalBody?: z.ZodType;
  /** Requests that show how it is called; a route with input has at least one. */
  examples?: readonly RouteExample[];
}

/** A route as the document and the schema test see it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema: FastifySchema & ContractNotes;
  /** Who may call it: its schema's note, else its guard's, else anyone. */
  access: Access;
  /** Whether the access was said (by the schema or a guard) rather than assumed public. */
  accessDeclared: boolean;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

export function routesOf(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredRoutes.get(app) ?? [];
}

/** Absent query strings and bodies are read as `{}`, so a schema of optional fields accepts them. */
const ABSENT_AS_EMPTY = new Set(['querystring', 'body']);

export interface SchemaOptions {
  /**
   * Parse each 200 answer with its schema and fail the request when it does not match or carries a key the schema
   * does not declare; report each refusal the route does not declare (tests and development).
   */
  checkResponses: boolean;
  /** Told of a refusal its route does not declare (only with checkResponses). */
  onUndeclaredRefusal?: (refusal: UndeclaredRefusal) => void;
}

export interface UndeclaredRefusal {
  method: string;
  url: string;
  status: number;
  reason: string | undefined;
  /** What is wrong: not declared, or a body that is not the declared refusal's. */
  problem: string;
}

/** The route's onRequest and preHandler hooks, where its guards run. */
function guardsOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preHandler].flatMap((hooks: unknown) => (Array.isArray(hooks) ? hooks : [hooks]));
}

function declaredRouteOf(route: RouteOptions, method: string): DeclaredRoute {
  const schema = (route.schema ?? {}) as DeclaredRoute['schema'];
  const guarded = guardsOf(route)
    .map(accessOfGuard)
    .find((access) => access !== undefined);
  const access = schema.access ?? guarded;
  return { method, url: route.url, schema, access: access ?? PUBLIC, accessDeclared: access !== undefined };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of `sent` that parsing dropped (zod strips undeclared keys): each as its path, `result.items.0.cart_id`. */
export function undeclaredKeys(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, index) => undeclaredKeys(item, parsed[index], `${at}${index}.`));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in parsed)) return [`${at}${key}`];
    return undeclaredKeys(value, parsed[key], `${at}${key}.`);
  });
}

function jsonOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/** Why a refusal breaks the route's contract (undeclared, or not the declared body), or null when it keeps it. */
function refusalProblem(route: DeclaredRoute, status: number, payload: unknown): { reason: string | undefined; problem: string } | null {
  const body = jsonOf(payload);
  const reason = isPlainObject(body) && typeof body.reason === 'string' ? body.reason : undefined;
  if (!isDeclaredRefusal(route, status, reason)) return { reason, problem: 'not declared' };
  if (status >= 500) return null;
  const schema = route.schema.refusalBody ?? refusalWire;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { reason, problem: `body is not the declared refusal: ${z.prettifyError(parsed.error)}` };
  const extra = undeclaredKeys(body, parsed.data);
  return extra.length ? { reason, problem: `body has undeclared keys ${extra.join(', ')}` } : null;
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
        const extra = undeclaredKeys(data, checked.data);
        if (extra.length) throw new ResponseSchemaMismatch(method, url, `it does not declare ${extra.join(', ')}`);
      }
      return JSON.stringify(data);
    };
  });
  const byKey = new Map<string, DeclaredRoute>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const declared = declaredRouteOf(route, method);
      routes.push(declared);
      byKey.set(`${method} ${route.url}`, declared);
    }
    if (route.schema) deferValidationErrorsToHandler(route);
  });
  const report = options.onUndeclaredRefusal;
  if (options.checkResponses && report) {
    app.addHook('onSend', async (request, reply, payload) => {
      const route = byKey.get(`${request.method} ${request.routeOptions.url}`);
      if (!route || reply.statusCode < 400) return payload;
      const broken = refusalProblem(route, reply.statusCode, payload);
      if (broken) report({ method: route.method, url: route.url, status: reply.statusCode, ...broken });
      return payload;
    });
  }
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
    readonly issues: z.ZodError | string,
  ) {
    super(
      `${method} ${url} answered a result its response schema refuses: ${typeof issues === 'string' ? issues : z.prettifyError(issues)}`,
    );
    this.name = 'ResponseSchemaMismatch';
  }
}

/** Path parameters as the document writes them: `/api/admin/orders/:id` becomes `/api/admin/orders/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
