import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import { uncompressedBody, type CachedPage } from './output-cache.js';

/**
 * Builds a web Request from Node's request (the body streams for POSTs); aborts when the client goes away.
 * The URL's origin is the store's configured public one, so nothing the app derives from `request.url`
 * (canonical links, Open Graph URLs) can be steered by a client's Host header.
 */
export function toWebRequest(req: IncomingMessage, res: ServerResponse, publicOrigin: string): Request {
  const url = new URL(req.url ?? '/', publicOrigin);
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
  } as RequestInit);
}

export function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** Streams a web Response to Node, gzip-compressed on the fly for text when the client accepts it. */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  const compress =
    preferredEncoding(req) !== null &&
    COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding');
  if (compress) {
    res.removeHeader('content-length');
    res.setHeader('content-encoding', 'gzip');
    res.appendHeader('vary', 'accept-encoding');
    // Flush as chunks arrive so streamed HTML still reaches the browser early.
    body.pipe(zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })).pipe(res);
  } else {
    body.pipe(res);
  }
}

/** Sends a cached page in the encoding the client takes; `rendered` (on a miss) saves inflating the page just compressed. */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  state: 'HIT' | 'MISS',
  rendered?: Buffer,
): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('etag', page.etag);
  res.setHeader('x-cache', state);
  // The cache keeps a page with and without the cookies bar, by the visitor's cookie: shared caches must not mix them.
  res.setHeader('vary', 'accept-encoding, cookie');
  if (req.headers['if-none-match'] === page.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req);
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : (rendered ?? uncompressedBody(page));
  res.statusCode = page.status;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
