import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowId, sending, PUBLIC } from '../http/index.js';
import type { ApiContext } from '../context.js';
import { Forbidden, Gone, NotFound } from '../errors.js';
import { isPaidFor, takeDownload } from './links.js';
import { verifyDownload } from './signed-url.js';
import { REASON } from '@shoreline/domain/error-reasons';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.epub': 'application/epub+zip',
  '.zip': 'application/zip',
  '.mp3': 'audio/mpeg',
};
const NOT_VALID = 'This download link is not valid or has expired.';
const USED_UP = 'This download link has been used up or has expired. Find your downloads with the order in your account.';
const NOT_PAID = 'This download is no longer available: its order was cancelled or refunded.';

/** A catalog file name ("/downloads/x.pdf") as a file in one of the download directories; never outside them. */
function fileOf(dirs: string[], name: string): string | null {
  const base = path.basename(name);
  if (!base || base.startsWith('.')) return null;
  for (const dir of dirs) {
    const candidate = path.join(dir, base);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** GET /api/downloads/:id?expires&sig: a signed, expiring, count-limited link from the order e-mail or the account. */
export function registerDownloadRoutes(app: FastifyInstance, context: ApiContext): void {
  sending(app).get(
    '/api/downloads/:id',
    {
      access: PUBLIC,
      refusals: { 403: [REASON.forbidden], 410: [REASON.gone] },
      summary: 'A paid download through its signed, expiring, count-limited link',
      description: 'Sends the file of a paid download when its signed link is valid, not expired and not used up; each download counts.',
      examples: [{ summary: 'By its id', params: { id: '1' } }],
      params: z.object({ id: z.string() }),
      querystring: z.looseObject({ expires: z.string().optional(), sig: z.string().optional() }),
      sends: { type: 'application/octet-stream', description: 'The file, as an attachment (PDF, EPUB, ZIP or MP3)' },
    },
    async (request, reply) => {
      const id = rowId(request.params.id);
      if (id === null || !verifyDownload(context.secret, id, request.query.expires, request.query.sig)) throw new Forbidden(NOT_VALID);
      const link = await takeDownload(context.db, id);
      if (!link) throw new Gone((await isPaidFor(context.db, id)) ? USED_UP : NOT_PAID);
      const file = fileOf(context.config.downloadDirs, link.file);
      if (!file) throw new NotFound('The file is missing; please contact us.');
      const name = path.basename(file);
      return reply
        .header('content-type', CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-downloads-left', String(Math.max(0, link.max_downloads - link.downloads_used)))
        .send(fs.createReadStream(file));
    },
  );
}
