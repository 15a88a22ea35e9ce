import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instagramFeedWire } from '@shoreline/domain/wire/instagram';
import { envelopeOf, ok, sending, typed, PUBLIC } from '../http/index.js';
import { NotFound } from '../errors.js';
import type { InstagramFeed } from './feed.js';
import { REASON } from '@shoreline/domain/error-reasons';

/**
 * GET /api/ext/instagram/feed (the spec's Instagram feed, six posts) and GET /media/instagram/{id}.webp (a post's
 * picture at 384 px). Without a feed (no token, live mode) the list is empty and there are no pictures.
 */
export function registerInstagramRoutes(app: FastifyInstance, feed: InstagramFeed | null): void {
  const api = typed(app);
  api.get(
    '/api/ext/instagram/feed',
    {
      schema: {
        access: PUBLIC,
        summary: "The shop's latest Instagram posts (at most six), each with the shop's 384 px copy of its picture",
        description:
          "Answers the shop's latest Instagram posts, each picture served from the shop's own copy so pages load nothing from Instagram.",
        examples: [{ summary: 'The main store', query: { storeCode: 'main' } }],
        tags: ['content'],
        querystring: z.looseObject({ storeCode: z.string().optional() }),
        response: { 200: envelopeOf(instagramFeedWire) },
      },
    },
    async () => ok({ items: feed ? await feed.latest() : [] }),
  );
  sending(app, { tags: ['media'] }).get(
    '/media/instagram/:file',
    {
      access: PUBLIC,
      refusals: { 404: [REASON.notFound] },
      summary: "An Instagram post's picture, 384 x 384 WebP",
      description: "Sends the shop's copy of an Instagram post's picture, so pages load nothing from Instagram.",
      examples: [{ summary: "A post's picture", params: { file: '17895695668004550.webp' } }],
      params: z.object({ file: z.string() }),
      sends: { type: 'image/webp', description: 'The picture' },
    },
    async (request, reply) => {
      const id = /^([\w-]{1,64})\.webp$/.exec(request.params.file)?.[1];
      const picture = id && feed ? await feed.picture(id) : null;
      if (!picture) throw new NotFound('No such picture');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(picture);
    },
  );
}
