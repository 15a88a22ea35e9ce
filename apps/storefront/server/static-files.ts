import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.webmanifest', '.json', '.txt', '.xml']);

interface CachedFile {
  type: string;
  raw: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  immutable: boolean;
}

/**
 * Serves the built client files. Hashed files under /assets are cached for a year;
 * text files are compressed once and kept in memory (the client build is small).
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, CachedFile | null>();

  async function load(urlPath: string): Promise<CachedFile | null> {
    if (cache.has(urlPath)) return cache.get(urlPath) ?? null;
    const relative = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+/, '');
    const file = path.join(root, relative);
    const extension = path.extname(file).toLowerCase();
    let entry: CachedFile | null = null;
    if (file.startsWith(root + path.sep) && TYPES[extension]) {
      try {
        const raw = await fs.readFile(file);
        entry = { type: TYPES[extension], raw, immutable: relative.startsWith('assets/') };
        if (COMPRESSIBLE.has(extension) && raw.length > 512) {
          entry.brotli = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          entry.gzip = zlib.gzipSync(raw, { level: 9 });
        }
      } catch {
        entry = null;
      }
    }
    cache.set(urlPath, entry);
    return entry;
  }

  /** Answers the request when it names a built file; returns false to let the app render it. */
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const urlPath = (req.url ?? '/').split('?')[0];
    if (urlPath === '/' || urlPath.endsWith('/')) return false;
    const entry = await load(urlPath);
    if (!entry) return false;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] =
      entry.brotli && accepts.includes('br')
        ? [entry.brotli, 'br']
        : entry.gzip && accepts.includes('gzip')
          ? [entry.gzip, 'gzip']
          : [entry.raw, null];
    res.statusCode = 200;
    res.setHeader('content-type', entry.type);
    res.setHeader('cache-control', entry.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    res.setHeader('x-content-type-options', 'nosniff');
    if (entry.brotli) res.setHeader('vary', 'accept-encoding');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
