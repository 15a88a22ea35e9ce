import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openApiDocument, type DocumentInfo } from './openapi.js';
import { referencePage } from './reference-page.js';
import { routesOf, typed } from './schema.js';
import { sending } from './routes.js';
import { PUBLIC } from './contract.js';

/** The page runs no script and loads nothing but the shop's icon: its own inline styles only. */
const REFERENCE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `/api/openapi.json`, the document of every route, and `/api/reference`, the same rendered as a page. */
export function registerOpenApiRoutes(app: FastifyInstance, info: DocumentInfo): void {
  let document: Record<string, unknown> | null = null;
  let page: string | null = null;
  const documentOf = () => (document ??= openApiDocument(routesOf(app), info));

  typed(app).get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'The OpenAPI 3.1 document of this API',
        description: 'Built from the schemas that validate each route, so it says what the routes take, answer and refuse.',
        tags: ['reference'],
        access: PUBLIC,
        querystring: z.object({}),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return documentOf();
    },
  );

  sending(app, { tags: ['reference'], access: PUBLIC }).get(
    '/api/reference',
    {
      summary: 'A readable reference of this API (HTML)',
      description: 'The OpenAPI document rendered on the server: no script, nothing loaded from elsewhere.',
      querystring: z.object({}),
      sends: { type: 'text/html', description: 'The reference page' },
    },
    async (_request, reply) => {
      page ??= referencePage(documentOf());
      reply
        .header('content-security-policy', REFERENCE_CSP)
        .header('cache-control', 'public, max-age=300')
        .type('text/html; charset=utf-8');
      return reply.send(page);
    },
  );
}
