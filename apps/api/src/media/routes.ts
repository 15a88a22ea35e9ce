import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { sendEnvelope, sending, PUBLIC } from '../http/index.js';
import { RASTER_SOURCE, rasterCopyBox, rasterCopyOf } from './raster-copies.js';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

/**
 * Folders of DATA_DIR/media that /media never serves: a freshness claim's photo is seen only by its customer
 * and by staff, through their signed-in routes (claims/).
 */
const PRIVATE_FOLDERS = new Set(['claims']);

/** Finds a media file in the first directory that has it (DATA_DIR/media overrides the shipped seed media). */
async function findMediaFile(dirs: readonly string[], relative: string): Promise<string | null> {
  const normalised = path.posix.normalize(`/${relative}`).slice(1);
  if (normalised.startsWith('..') || normalised.includes('\0')) return null;
  if (PRIVATE_FOLDERS.has(normalised.split('/')[0].toLowerCase())) return null;
  for (const dir of dirs) {
    const candidate = path.join(dir, normalised);
    if (!candidate.startsWith(dir + path.sep)) continue;
    try {
      const stat = await fs.stat(candidate);
      if (stat.isFile()) return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * SVG is text: it travels compressed when the client takes it, at a fifth of its size (the hero banner's 8.9 kB as
 * 1.5 kB), which on a slow phone connection is the page's largest paint arriving sooner. Brotli at quality 5 takes
 * a third of a millisecond for such a file, so nothing is kept.
 */
async function compressedSvg(body: Buffer, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: 'br' | 'gzip' } | null> {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted))
    return { body: await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzip(body), encoding: 'gzip' };
  return null;
}

const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp']);

/** Where the copy of a raster image at one size lives: `{dir}/{w}x{h}/{file}` (media/product-images.ts). */
function sizedCopyOf(relative: string, width: string, height: string): string {
  const normalised = path.posix.normalize(`/${relative}`);
  return path.posix.join(path.posix.dirname(normalised), `${Number(width)}x${Number(height)}`, path.posix.basename(normalised)).slice(1);
}

function sendImage(reply: FastifyReply, type: string, body: Buffer) {
  return reply
    .type(type)
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

/**
 * Catalog media: /media/{path}. The seed's images are SVG illustrations, so every size the storefront asks
 * for (/media/{w}/{h}/resize/{path}: cart 150, gallery 320, thumbs 32, Instagram 384) is the same crisp file.
 * An uploaded JPEG, PNG or WebP has a copy made at each of those sizes, which the resize address answers;
 * any other size gets the original (nothing is resized on request). Mails get PNG copies made on request, in the
 * few boxes they show (/media/{w}/{h}/png/{path}, raster-copies.ts).
 */
export function registerMediaRoutes(app: FastifyInstance, mediaDirs: readonly string[]): void {
  const serve = async (relative: string, reply: FastifyReply, size?: { w: string; h: string }) => {
    const extension = path.extname(relative).toLowerCase();
    const type = CONTENT_TYPES[extension];
    const sized = type && size && RASTER.has(extension) ? await findMediaFile(mediaDirs, sizedCopyOf(relative, size.w, size.h)) : null;
    const file = sized ?? (type ? await findMediaFile(mediaDirs, relative) : null);
    if (!file || !type) return sendEnvelope(reply, 404, 'Media not found', { reason: REASON.notFound });
    const body = await fs.readFile(file);
    if (extension !== '.svg') return sendImage(reply, type, body);
    const compressed = await compressedSvg(body, reply.request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    return compressed
      ? sendImage(reply.header('content-encoding', compressed.encoding), type, compressed.body)
      : sendImage(reply, type, body);
  };
  const api = sending(app, { tags: ['media'] });
  api.get(
    '/media/:w/:h/resize/*',
    {
      access: PUBLIC,
      refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound] },
      summary: 'A catalog image at a size (its copy at that size when one was made, else the original)',
      description: 'Sends a catalog image at the width and height asked for: the copy made at that size, else the original image.',
      // The rest of the path (the image's own path) is kept beside the two sizes.
      examples: [{ summary: 'A 384 px square copy', params: { w: '384', h: '384' } }],
      params: z.looseObject({ w: z.string(), h: z.string() }),
      sends: { type: 'image/*', description: 'The image (SVG, PNG, JPEG, WebP or AVIF)' },
    },
    async (request, reply) => {
      const { w, h } = request.params;
      if (!/^\d{1,4}$/.test(w) || !/^\d{1,4}$/.test(h))
        return sendEnvelope(reply, 400, 'Width and height must be numbers', { reason: REASON.invalidInput });
      // The cart makes its 150 address from whatever image address the page had, which may itself be a sized one
      // (/media/150/150/resize/320/320/resize/product/…): the outer size counts.
      return serve(String(request.params['*'] ?? '').replace(/^(\d{1,4}\/\d{1,4}\/resize\/)+/, ''), reply, { w, h });
    },
  );
  api.get(
    '/media/:w/:h/png/*',
    {
      access: PUBLIC,
      refusals: { 404: [REASON.notFound] },
      summary: 'A catalog image as a PNG in one of the boxes mails show (RASTER_COPY_BOXES: product pictures, logos)',
      description:
        'Mail clients do not show SVG: product pictures and store logos are sent as PNG, fitted on white inside one of the sizes mails use. ' +
        'Another size, a private folder or a file that is not a catalog image: 404.',
      examples: [{ summary: "The main store's logo for mails", params: { w: '360', h: '96' } }],
      params: z.looseObject({ w: z.string(), h: z.string() }),
      sends: { type: 'image/png', description: 'The image fitted inside the box, on white' },
    },
    async (request, reply) => {
      const box = rasterCopyBox(Number(request.params.w), Number(request.params.h));
      const relative = String(request.params['*'] ?? '');
      const file = box && RASTER_SOURCE.test(relative) ? await findMediaFile(mediaDirs, relative) : null;
      if (!box || !file) return sendEnvelope(reply, 404, 'Media not found', { reason: REASON.notFound });
      return sendImage(reply, 'image/png', await rasterCopyOf(file, box));
    },
  );
  api.get(
    '/media/*',
    {
      access: PUBLIC,
      refusals: { 404: [REASON.notFound] },
      summary: 'A catalog media file (seed illustrations, uploaded images and their sized copies)',
      description:
        'Sends a catalog media file by its path under /media: a seed illustration, an uploaded image or one of its sized copies.',
      querystring: z.looseObject({}),
      sends: { type: 'image/*', description: 'The file' },
    },
    async (request, reply) => serve((request.params as { '*': string })['*'], reply),
  );
}
