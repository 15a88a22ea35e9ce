import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { InvalidInput } from '../errors.js';
import { projectFields } from '../catalog/index.js';
import { resolveUrl } from './resolve.js';

const urlMapRequest = z.object({
  url: z.string({ error: 'Missing url' }).min(1, 'Missing url').max(1000),
  includeFields: z.array(z.string().max(200)).max(200).nullish(),
  excludeFields: z.array(z.string().max(200)).max(200).nullish(),
  filters: z
    .object({ sku: z.string().max(64).nullish() })
    .partial()
    .nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
  groupId: z.number().int().nullish(),
  groupToken: z.string().max(2000).nullish(),
});

const ALWAYS_INCLUDED = ['url_path', 'identifier', 'id', 'slug', 'sku', 'type_id'];

/** POST /api/url/map (and /api/url): `{_type, _source}` or the literal null, without the envelope (api-contract §8). */
export function registerUrlRoutes(app: FastifyInstance): void {
  const handler = async (request: FastifyRequest) => {
    const parsed = urlMapRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw new InvalidInput(parsed.error.issues[0]?.message ?? 'Missing url');
    const body = parsed.data;
    const match = resolveUrl(request.storeCatalog(), body.url);
    if (!match || match._type === 'redirect') return match;
    const include = body.includeFields?.length ? [...body.includeFields, ...ALWAYS_INCLUDED] : null;
    return { ...match, _source: projectFields(match._source, include, body.excludeFields) };
  };
  app.post('/api/url/map', handler);
  app.post('/api/url', handler);
}
