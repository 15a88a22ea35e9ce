import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sku } from '@shoreline/domain/formats';
import { typed, documentOf, refusedAs, PUBLIC } from '../http/index.js';
import { pricedView, projectFields } from '../catalog/index.js';
import type { ProductDocument } from '@shoreline/domain';
import { resolveUrl, type UrlMatch } from './resolve.js';
import { REASON } from '@shoreline/domain/error-reasons';

const urlMapRequest = z.object({
  url: z.string({ error: 'Missing url' }).min(1, 'Missing url').max(1000),
  includeFields: z.array(z.string().max(200)).max(200).nullish(),
  excludeFields: z.array(z.string().max(200)).max(200).nullish(),
  filters: z.object({ sku: sku.nullish() }).partial().nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
  groupId: z.number().int().nullish(),
  groupToken: z.string().max(2000).nullish(),
});

/** Any refusal of the body is answered with the first problem's own message ("Missing url"), as clients expect. */
const urlMapBody = refusedAs(urlMapRequest, (input) => urlMapRequest.safeParse(input).error?.issues[0]?.message ?? 'Missing url');

/** A match with only the fields asked for. */
type UrlAnswer = { _type: UrlMatch['_type']; _source: object };

const ALWAYS_INCLUDED = ['url_path', 'identifier', 'id', 'slug', 'sku', 'type_id'];

/** POST /api/url/map (and /api/url): `{_type, _source}` or the literal null, without the envelope . */
export function registerUrlRoutes(app: FastifyInstance, secret: string): void {
  const api = typed(app);
  const handler = async (request: FastifyRequest<{ Body: z.output<typeof urlMapBody> }>): Promise<UrlAnswer | null> => {
    const body = request.body;
    const store = request.storeCatalog();
    const match = resolveUrl(store, body.url);
    if (!match || match._type === 'redirect') return match;
    const include = body.includeFields?.length ? [...body.includeFields, ...ALWAYS_INCLUDED] : null;
    const view = match._type === 'product' ? await pricedView(store, secret, body.groupToken) : null;
    const source = view ? view(match._source as ProductDocument) : match._source;
    return { ...match, _source: projectFields(source, include, body.excludeFields) };
  };
  const schema = {
    summary: 'What a storefront path shows: a product, category, CMS page or redirect (null: none); not in the envelope',
    description:
      'Resolves a storefront path to what it shows, so the storefront can render or redirect it; answers null for a path that names nothing.',
    examples: [{ summary: "A category's path", body: { url: '/c/crabs' } }],
    access: PUBLIC,
    refusals: { 404: [REASON.notFound] },
    body: urlMapBody,
    response: { 200: documentOf<UrlAnswer | null>('{_type, _source} with the fields asked for, or null') },
  };
  api.post('/api/url/map', { schema }, handler);
  api.post(
    '/api/url',
    {
      schema: {
        ...schema,
        summary: 'The same as /api/url/map (the older path)',
        examples: [{ summary: "A category's path", body: { url: '/c/crabs' } }],
        description: 'Kept for older clients: it takes and answers exactly what POST /api/url/map does.',
      },
    },
    handler,
  );
}
