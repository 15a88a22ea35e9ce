import type { preHandlerAsyncHookHandler } from 'fastify';
import { REASON, type ErrorReason } from '@shoreline/domain/error-reasons';

/**
 * Who may call a route, as the document says it: anyone (`public`), anyone with a customer token read when one is
 * sent (`customer-optional`: a bad or expired token is refused), only a signed-in customer (`customer`), or staff of
 * the named roles (`staff`).
 */
export type Access =
  { kind: 'public' } | { kind: 'customer-optional' } | { kind: 'customer' } | { kind: 'staff'; roles: readonly string[] };

export const PUBLIC: Access = { kind: 'public' };
export const CUSTOMER_OPTIONAL: Access = { kind: 'customer-optional' };
export const CUSTOMER: Access = { kind: 'customer' };
export const staffOfRoles = (roles: readonly string[]): Access => ({ kind: 'staff', roles });

/**
 * The refusals a route may answer beyond those its shape implies (see impliedRefusals): each HTTP status with the
 * reason codes it may carry. `{ 404: [REASON.cartNotFound], 409: [REASON.orderCartChanged] }`.
 */
export type Refusals = Readonly<Partial<Record<number, readonly ErrorReason[]>>>;

/** The guards that say who passes them: a route with such a preHandler needs no access note of its own. */
const accessOfGuards = new WeakMap<preHandlerAsyncHookHandler, Access>();

export function guarding<G extends preHandlerAsyncHookHandler>(guard: G, access: Access): G {
  accessOfGuards.set(guard, access);
  return guard;
}

export function accessOfGuard(guard: unknown): Access | undefined {
  return typeof guard === 'function' ? accessOfGuards.get(guard as preHandlerAsyncHookHandler) : undefined;
}

/** What a route's refusal statements are read from: its input schemas, its method and its access. */
export interface RefusingRoute {
  method: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; refusals?: Refusals };
  access: Access;
}

/** Methods whose body Fastify parses whenever one is sent (a DELETE too), so the parser's refusals apply. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ACCESS_REFUSALS: Readonly<Record<Access['kind'], Refusals>> = {
  public: {},
  'customer-optional': { 401: [REASON.tokenExpired, REASON.tokenInvalid] },
  customer: { 401: [REASON.authRequired, REASON.tokenExpired, REASON.tokenInvalid] },
  staff: { 401: [REASON.unauthorized], 403: [REASON.forbidden] },
};

/** What every route of this shape may answer: a refused input, a body the parser refuses, a token refused. */
export function impliedRefusals(route: RefusingRoute): Refusals {
  const { schema } = route;
  const takesBody = BODY_METHODS.has(route.method);
  const hasInput = schema.body !== undefined || schema.params !== undefined || schema.querystring !== undefined;
  return mergeRefusals(
    hasInput ? { 400: [REASON.validationFailed] } : {},
    takesBody ? { 400: [REASON.invalidJson], 413: [REASON.tooLarge], 415: [REASON.unsupportedMediaType] } : {},
    ACCESS_REFUSALS[route.access.kind],
  );
}

export function mergeRefusals(...all: Refusals[]): Refusals {
  const merged: Record<number, ErrorReason[]> = {};
  for (const refusals of all) {
    for (const [status, reasons] of Object.entries(refusals)) {
      const list = (merged[Number(status)] ??= []);
      for (const reason of reasons ?? []) if (!list.includes(reason)) list.push(reason);
    }
  }
  return merged;
}

/** Every refusal a route may answer: those its shape implies and those it declares. */
export function refusalsOfRoute(route: RefusingRoute): Refusals {
  return mergeRefusals(impliedRefusals(route), route.schema.refusals ?? {});
}

/**
 * Refusals any route may answer before it runs, whatever it declares (a request without Host, a NUL in the url, a
 * store prefix no store has): the document names them once, under `default`.
 */
const BEFORE_ANY_ROUTE = new Set<string>([REASON.malformedRequest, REASON.storeNotFound]);

/** Whether the route declared (or implies) this refusal; 5xx failures are never declared, `default` covers them. */
export function isDeclaredRefusal(route: RefusingRoute, status: number, reason: string | undefined): boolean {
  if (status < 400 || status >= 500) return true;
  if (reason !== undefined && BEFORE_ANY_ROUTE.has(reason)) return true;
  const reasons = refusalsOfRoute(route)[status];
  return reasons !== undefined && (reason === undefined || reasons.includes(reason as ErrorReason));
}
