import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { openApiDocument, type DocumentInfo } from './openapi.js';
import { referencePage, referenceTagPage } from './reference-page.js';
import { NotFound } from '../errors.js';
import { REASON } from '@shoreline/domain/error-reasons';
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
  const tagPages = new Map<string, string>();
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

  const pages = sending(app, { tags: ['reference'], access: PUBLIC });
  const sendPage = (reply: FastifyReply, html: string) =>
    reply
      .header('content-security-policy', REFERENCE_CSP)
      .header('cache-control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(html);
  pages.get(
    '/api/reference',
    {
      summary: 'A readable reference of this API (HTML)',
      description:
        "The OpenAPI document rendered on the server: no script, nothing loaded from elsewhere. Every operation is folded, with what it does, who may call it, its parameters and answers; each module's page has the schemas.",
      querystring: z.object({}),
      sends: { type: 'text/html', description: 'The reference page' },
    },
    async (_request, reply) => sendPage(reply, (page ??= referencePage(documentOf()))),
  );

  pages.get(
    '/api/reference/:tag',
    {
      summary: "One module's calls in full (HTML)",
      description:
        'The operations of one module (a tag of the document, written with - for spaces) with their schemas and examples, folded.',
      examples: [{ summary: 'The cart calls', params: { tag: 'cart' } }],
      refusals: { 404: [REASON.notFound] },
      params: z.object({ tag: z.string().max(64) }),
      sends: { type: 'text/html', description: "The module's reference page" },
    },
    async (request, reply) => {
      const { tag } = request.params;
      const html = tagPages.get(tag) ?? referenceTagPage(documentOf(), tag);
      if (!html) throw new NotFound(`No module ${tag} in this API`);
      tagPages.set(tag, html);
      return sendPage(reply, html);
    },
  );
}
