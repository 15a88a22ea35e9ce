import fs from 'node:fs';
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
    const raw = await fs.promises.readFile(file);
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

/** Every servable file of the build by its one canonical URL path ("/assets/app-1234.js"). */
function indexBuild(root: string): Map<string, { file: string; extension: string; immutable: boolean }> {
  const index = new Map<string, { file: string; extension: string; immutable: boolean }>();
  let names: string[];
  try {
    names = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return index;
  }
  for (const name of names) {
    const relative = name.split(path.sep).join('/');
    const extension = path.posix.extname(relative).toLowerCase();
    if (!TYPES[extension] || !fs.statSync(path.join(root, name)).isFile()) continue;
    index.set(`/${relative}`, { file: path.join(root, name), extension, immutable: relative.startsWith('assets/') });
  }
  return index;
}

/**
 * Serves the built client files. Hashed files under /assets are cached for a year;
 * text files are compressed once and kept in memory (the client build is small).
 * Only the files the build lists are served, each under its canonical path, and
 * the request path is compared as sent (no decoding, no normalising): "/assets//x.js",
 * "/./assets/x.js" or "/%61ssets/x.js" are not files of ours, so no request can make
 * the host compress or keep anything the build did not list.
 * `warm()` prepares every built asset at start, so the first shopper after a deploy
 * does not wait for compression.
 */
export function createStaticHandler(root: string) {
  const files = indexBuild(root);
  const cache = new Map<string, Promise<CachedFile | null>>();

  function load(urlPath: string): Promise<CachedFile | null> {
    const known = cache.get(urlPath);
    if (known) return known;
    const listed = files.get(urlPath);
    if (!listed) return Promise.resolve(null);
    const entry = readEntry(listed.file, listed.extension, listed.immutable);
    cache.set(urlPath, entry);
    return entry;
  }

  const listAssets = () => [...files.keys()].filter((urlPath) => urlPath.startsWith('/assets/')).map((urlPath) => urlPath.slice(8));

  async function warm(): Promise<number> {
    const assets = listAssets();
    await Promise.all(assets.map((name) => load(`/assets/${name}`)));
    return assets.length;
  }

  /** The scripts and styles of this build, for the service worker to keep (spec: the asset manifest). */
  async function serveAssetManifest(res: ServerResponse, head: boolean): Promise<void> {
    const scripts = listAssets()
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => `/assets/${name}`);
    const body = JSON.stringify({ files: scripts });
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

  /** How many files are held in memory (bounded by the build's own list). */
  const size = () => cache.size;

  return { serveStatic, warm, size };
}
