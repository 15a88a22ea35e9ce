import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { documentedSchemaOf, fileBodyOf, routesOf, openApiPath, type DeclaredRoute, type RouteExample } from '../src/http/schema.js';
import { startApi, type RunningApi } from './harness.js';

/** What a route leaves undeclared: its 200 answer always, path parameters when it has any, a body for writes, a query for reads. */
function missingSchemas(route: DeclaredRoute): string[] {
  const { schema } = route;
  const missing: string[] = [];
  const response = schema.response as Record<string, unknown> | undefined;
  if (!response?.['200']) missing.push('response 200');
  if (route.url.includes(':') && !schema.params) missing.push('params');
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !schema.body) missing.push('body');
  if (['GET', 'DELETE'].includes(route.method) && !route.url.includes(':') && !schema.querystring) missing.push('querystring');
  return missing;
}

/** The fields a client may send in a part of the request (path, query or JSON body), as the document lists them. */
function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType) || fileBodyOf(schema)) return [];
  const json = z.toJSONSchema(documentedSchemaOf(schema), { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
}

const hasInput = ({ schema }: DeclaredRoute) => [schema.params, schema.querystring, schema.body].some((part) => fieldsOf(part).length > 0);

/** Path and query values reach the schemas as text, as Fastify parses them from the url. */
const asText = (values: RouteExample['query']) =>
  values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

/** Why an example is not a request its route takes, part by part (an absent query or body is read as {}, schema.ts). */
function exampleProblems(route: DeclaredRoute, example: RouteExample): string[] {
  const parts = [
    ['params', route.schema.params, asText(example.params)],
    ['query', route.schema.querystring, asText(example.query) ?? {}],
    ['body', route.schema.body, example.body ?? {}],
  ] as const;
  return parts.flatMap(([part, schema, value]) => {
    if (!(schema instanceof z.ZodType) || (part === 'body' && fileBodyOf(schema))) return [];
    const parsed = schema.safeParse(value);
    return parsed.success ? [] : [`${part}: ${z.prettifyError(parsed.error)}`];
  });
}

describe('the typed contract', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ name: 'sqlite' });
  });
  afterAll(async () => api.stop());

  it('every route declares its input and output schemas', () => {
    const undeclared = routesOf(api.app)
      .map((route) => ({ route: `${route.method} ${route.url}`, missing: missingSchemas(route) }))
      .filter((entry) => entry.missing.length > 0)
      .map((entry) => `${entry.route}: ${entry.missing.join(', ')}`);
    expect(undeclared).toEqual([]);
  });

  it('every route says who may call it (its guard, its group or its schema: access)', () => {
    const unsaid = routesOf(api.app)
      .filter((route) => !route.accessDeclared)
      .map((route) => `${route.method} ${route.url}`);
    expect(unsaid, 'add `access: PUBLIC` (or the guard that admits callers) to these routes').toEqual([]);
  });

  it('serves a valid OpenAPI 3.1 document naming every route', async () => {
    const answer = await fetch(`${api.baseUrl}/api/openapi.json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m} ${path}`)),
    );
    const absent = routesOf(api.app)
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`)
      .filter((key) => !documented.has(key));
    expect(absent).toEqual([]);
  });

  it('says who may call each operation, what it requires and what it refuses, as the shop does', async () => {
    type Operation = {
      security: unknown[];
      description?: string;
      tags?: string[];
      parameters?: Array<{ name: string; in: string; required: boolean; schema: { format?: string } }>;
      requestBody?: { required: boolean; content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
      responses: Record<string, { content?: Record<string, { schema: { properties?: { reason?: { enum: string[] } } } }> }>;
    };
    const document = (await (await fetch(`${api.baseUrl}/api/openapi.json`)).json()) as {
      servers: Array<{ url: string }>;
      components: { securitySchemes: { staff: { description: string } } };
      paths: Record<string, Record<string, Operation>>;
    };
    const op = (path: string, method: string) => document.paths[path][method];
    const reasons = (operation: Operation, status: string) =>
      operation.responses[status]?.content?.['application/json']?.schema.properties?.reason?.enum ?? [];
    const query = (operation: Operation, name: string) => operation.parameters?.find((p) => p.in === 'query' && p.name === name);

    expect(document.servers).toEqual([{ url: api.config.publicUrl, description: 'This shop' }]);
    expect(document.components.securitySchemes.staff.description).toContain('POST /api/admin/auth/login');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.filter((operation) => !operation.description || !operation.tags?.length)).toEqual([]);

    // Guests may shop: the customer token is optional on the cart, fees and the order; required on the account.
    for (const [path, method] of [
      ['/api/cart/update', 'post'],
      ['/api/ext/amasty-extrafee/get-fees', 'post'],
      ['/api/order', 'post'],
    ])
      expect(op(path, method).security, path).toEqual([{}, { customer: [] }]);
    expect(op('/api/user/me', 'get').security).toEqual([{ customer: [] }]);
    expect(op('/api/stock/list', 'get').security).toEqual([]);
    expect(op('/api/admin/orders', 'get').security).toEqual([{ staff: [] }]);

    expect(op('/api/order', 'post').requestBody?.required).toBe(true);
    expect(query(op('/api/cart/pull', 'get'), 'cartId')?.required).toBe(true);
    expect(query(op('/api/stock/list', 'get'), 'skus')?.required).toBe(true);
    expect(query(op('/api/ext/store-credit/transactions', 'get'), 'pageSize')?.required).toBe(false);
    const registration = op('/api/user/create', 'post').requestBody?.content['application/json'].schema.properties?.customer as {
      properties: Record<string, { format?: string }>;
    };
    expect(registration.properties.email.format).toBe('email');
    const pattern = (operation: Operation, name: string) =>
      (operation.parameters?.find((p) => p.name === name)?.schema as { pattern?: string } | undefined)?.pattern;
    expect(pattern(op('/api/admin/delivery/days/{store}/{date}', 'get'), 'date')).toBe('^\\d{4}-\\d{2}-\\d{2}$');
    expect(pattern(op('/api/stock/check/{sku}', 'get'), 'sku')).toBe('^[A-Za-z0-9][A-Za-z0-9_-]*$');
    const addresses = registration.properties.addresses as unknown as {
      items: { then: { properties: { postcode: { pattern: string } } } };
    };
    expect(addresses.items.then.properties.postcode.pattern).toBe('^\\d{5}(?:-\\d{4})?$');

    expect(reasons(op('/api/order', 'post'), '409')).toEqual(expect.arrayContaining(['order.total_changed', 'order.sold_out']));
    expect(reasons(op('/api/cart/update', 'post'), '404')).toEqual(['cart.not_found', 'not_found']);
    expect(reasons(op('/api/admin/orders/{id}', 'get'), '403')).toEqual(['forbidden']);
    expect(reasons(op('/api/user/login', 'post'), '429')).toEqual(['rate_limited']);
  });

  it('shows at least one example request for every route that takes input, each valid against its own schemas', () => {
    const routes = routesOf(api.app).filter((route) => !(route.schema as { hide?: boolean }).hide);
    const without = routes
      .filter((route) => hasInput(route) && !route.schema.examples?.length)
      .map((route) => `${route.method} ${route.url}`);
    expect(without, 'add `examples: [{ summary, params?, query?, body? }]` to these routes').toEqual([]);
    const invalid = routes.flatMap((route) =>
      (route.schema.examples ?? []).flatMap((example) =>
        exampleProblems(route, example).map((problem) => `${route.method} ${route.url} "${example.summary}": ${problem}`),
      ),
    );
    expect(invalid).toEqual([]);
  });

  it('describes what each operation does, not only who may call it', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    // The document ends each description with the access paragraph (openapi.ts); the route's own words come first.
    const accessOnly = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.description ?? '').split('\n\n').length < 2)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(accessOnly, 'give these routes a `description` saying what they do').toEqual([]);
  });

  it('renders the reference page on the server, with no script and nothing loaded from elsewhere', async () => {
    const page = await fetch(`${api.baseUrl}/api/reference`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|<link rel="stylesheet"/);
    expect(html).toContain('POST <code>/api/order</code>');
    expect(html).toContain('order.delivery_date_full');
    // The index folds each operation and leaves the schemas to the modules' pages, so it stays light.
    expect(Buffer.byteLength(html)).toBeLessThan(350_000);
    expect(html).toContain('<a href="/api/reference/cart#postApiCartUpdate">');
    const cart = await fetch(`${api.baseUrl}/api/reference/cart`);
    expect(cart.status).toBe(200);
    expect(cart.headers.get('content-security-policy')).toContain("default-src 'none'");
    const cartHtml = await cart.text();
    expect(cartHtml).not.toMatch(/<script/);
    expect(cartHtml).toContain('id="postApiCartUpdate"');
    expect(cartHtml).toContain('One dozen crabs into the cart');
    expect((await fetch(`${api.baseUrl}/api/reference/no-such-module`)).status).toBe(404);
  });
});
