import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function readEntry(file: string, extension: string, immutable: boolean): Promise<CachedFile | null> {
  try {
    const raw = await fs.readFile(file);
    const entry: CachedFile = { type: TYPES[extension], raw, immutable };
    if (COMPRESSIBLE.has(extension) && raw.length > 512) {
      // On libuv's thread pool, so compressing the framework chunk never stalls other requests.
      [entry.brotli, entry.gzip] = await Promise.all([
        brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(raw, { level: 9 }),
      ]);
    }
    return entry;
  } catch {
    return null;
  }
}

/** Hashed files never change; the service worker must be checked on every visit so a deploy reaches it. */
function cacheControl(urlPath: string, immutable: boolean): string {
  if (immutable) return 'public, max-age=31536000, immutable';
  return urlPath === '/service-worker.js' ? 'no-cache' : 'public, max-age=3600';
}

/**
 * Serves the built client files. Hashed files under /assets are cached for a year;
 * text files are compressed once and kept in memory (the client build is small).
 * `warm()` prepares every built asset at start, so the first shopper after a deploy
 * does not wait for compression.
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, Promise<CachedFile | null>>();

  function load(urlPath: string): Promise<CachedFile | null> {
    const known = cache.get(urlPath);
    if (known) return known;
    let relative: string;
    try {
      relative = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+/, '');
    } catch {
      return Promise.resolve(null); // malformed escapes: not a file of ours, the app answers 404
    }
    const file = path.join(root, relative);
    const extension = path.extname(file).toLowerCase();
    if (!file.startsWith(root + path.sep) || !TYPES[extension]) return Promise.resolve(null);
    const entry = readEntry(file, extension, relative.startsWith('assets/'));
    cache.set(urlPath, entry);
    // Only real files stay cached; remembering misses would let random URLs grow the map.
    void entry.then((found) => found ?? cache.delete(urlPath));
    return entry;
  }

  let assetNames: Promise<string[]> | null = null;
  const listAssets = () => (assetNames ??= fs.readdir(path.join(root, 'assets')).catch(() => [] as string[]));

  async function warm(): Promise<number> {
    const files = await listAssets();
    await Promise.all(files.map((name) => load(`/assets/${name}`)));
    return files.length;
  }

  /** The scripts and styles of this build, for the service worker to keep (spec: the asset manifest). */
  async function serveAssetManifest(res: ServerResponse, head: boolean): Promise<void> {
    const files = (await listAssets()).filter((name) => /\.(js|css)$/.test(name)).map((name) => `/assets/${name}`);
    const body = JSON.stringify({ files });
    res.statusCode = 200;
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(head ? undefined : body);
  }

  /** Answers the request when it names a built file; returns false to let the app render it. */
  async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const urlPath = (req.url ?? '/').split('?')[0];
    if (urlPath === '/' || urlPath.endsWith('/')) return false;
    if (urlPath === '/asset-manifest.json') {
      await serveAssetManifest(res, req.method === 'HEAD');
      return true;
    }
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
    res.setHeader('cache-control', cacheControl(urlPath, entry.immutable));
    res.setHeader('x-content-type-options', 'nosniff');
    if (entry.brotli) res.setHeader('vary', 'accept-encoding');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serveStatic, warm };
}
