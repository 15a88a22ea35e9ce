import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { routesOf, openApiPath, type DeclaredRoute } from '../src/http/schema.js';
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

  it('renders the reference page on the server, with no script and nothing loaded from elsewhere', async () => {
    const page = await fetch(`${api.baseUrl}/api/reference`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|<link /);
    expect(html).toContain('<code>POST /api/order</code>');
    expect(html).toContain('order.delivery_date_full');
  });
});
