import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFound } from '../errors.js';
import { openApiDocument, type DocumentInfo } from './openapi.js';
import { routesOf, typed } from './schema.js';
import { sending } from './routes.js';

const RENDERER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

const rendererDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shoreline API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/reference/swagger-ui.css">
</head>
<body>
<div id="reference"><p>Loading the API reference from <a href="/api/openapi.json">/api/openapi.json</a>…</p></div>
<script src="/api/reference/swagger-ui-bundle.js"></script>
<script src="/api/reference/start.js"></script>
</body>
</html>
`;

const START_SCRIPT = `window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, docExpansion: 'none', tryItOutEnabled: false });\n`;

/** The renderer runs only on this page; it needs its own inline styles and nothing from other origins. */
const REFERENCE_CSP = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** `/api/openapi.json`, the document of every route, and `/api/reference`, a readable page over it. */
export function registerOpenApiRoutes(app: FastifyInstance, info: DocumentInfo): void {
  const api = typed(app);
  let document: Record<string, unknown> | null = null;

  api.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'The OpenAPI 3.1 document of this API',
        tags: ['reference'],
        querystring: z.object({}),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (_request, reply) => {
      document ??= openApiDocument(routesOf(app), info);
      reply.header('cache-control', 'public, max-age=300');
      return document;
    },
  );

  const page = sending(app, { tags: ['reference'] });
  page.get(
    '/api/reference',
    {
      summary: 'A readable reference of this API (HTML)',
      querystring: z.object({}),
      sends: { type: 'text/html', description: 'The reference page' },
    },
    async (_request, reply) => {
      reply.header('content-security-policy', REFERENCE_CSP).type('text/html; charset=utf-8');
      return reply.send(REFERENCE_PAGE);
    },
  );

  page.get(
    '/api/reference/:file',
    {
      summary: "The reference page's renderer files",
      params: z.object({ file: z.string() }),
      querystring: z.object({}),
      sends: { type: 'text/javascript', description: 'A file of the page' },
    },
    async (request, reply) => {
      const { file } = request.params;
      reply.header('cache-control', 'public, max-age=86400');
      if (file === 'start.js') return reply.type('text/javascript; charset=utf-8').send(START_SCRIPT);
      const type = RENDERER_FILES[file];
      if (!type) throw new NotFound(`No file ${file} in the reference page`);
      return reply.type(type).send(await readFile(path.join(rendererDir, file)));
    },
  );
}
