import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** Only compressed copies are kept (an HTML page shrinks to about a fifth); see uncompressedBody. */
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** The catalog snapshot the page was rendered from: a new snapshot makes it stale. */
  snapshot: string;
  expires: number;
}

/**
 * The storefront's output cache. Pages that say `Cache-Control: public` (the
 * catalog and content pages: the same for every visitor) are kept rendered, as
 * gzip and brotli only, for `ttlMs` (the spec's 86400 s by default); the memory
 * budget counts the compressed bytes, so it holds about three times the pages it
 * would with the uncompressed copy beside them. Every entry is tagged
 * with the catalog snapshot it was rendered from; when the catalog or stock
 * changes, the snapshot changes and the entries go stale at once. Personal pages
 * (checkout, account) never say public and are never cached.
 */
export class OutputCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** The last store's best-quality compression (see recompress). */
  recompressed: Promise<void> = Promise.resolve();

  constructor(private readonly options: { maxEntries: number; maxBytes: number; ttlMs: number; snapshot: () => string }) {}

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= sizeOf(entry);
    this.entries.delete(key);
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.snapshot !== this.options.snapshot() || entry.expires < Date.now()) {
      this.drop(key);
      return undefined;
    }
    // Move to the back: the map's first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  store(key: string, status: number, headers: Array<[string, string]>, raw: Buffer, snapshot: string, keepMs?: number): CachedPage {
    const entry: CachedPage = {
      status,
      headers: headers.filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)),
      gzip: zlib.gzipSync(raw, { level: 6 }),
      brotli: zlib.brotliCompressSync(raw, { params: brotliParams(QUICK_BROTLI, raw) }),
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      snapshot,
      expires: Date.now() + Math.min(this.options.ttlMs, keepMs ?? Infinity),
    };
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    this.recompress(key, entry, raw);
    // Bounded by count and by memory, least recently used first.
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined || oldest === key) break;
      this.drop(oldest);
    }
    return entry;
  }

  /**
   * The page is stored at once with a quick brotli, then compressed again at the best quality off the main
   * thread (about 70 ms for a 100 KB page): every later visitor gets about a tenth fewer bytes, which on a slow
   * phone can save a whole round trip. `recompressed` resolves when it is done (tests).
   */
  private recompress(key: string, entry: CachedPage, raw: Buffer): void {
    this.recompressed = new Promise((resolve) => {
      zlib.brotliCompress(raw, { params: brotliParams(BEST_BROTLI, raw) }, (error, smaller) => {
        if (!error && this.entries.get(key) === entry && smaller.length < entry.brotli.length) {
          this.bytes += smaller.length - entry.brotli.length;
          entry.brotli = smaller;
        }
        resolve();
      });
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get sizeInBytes(): number {
    return this.bytes;
  }
}

const sizeOf = (entry: CachedPage) => entry.gzip.length + entry.brotli.length;

const QUICK_BROTLI = 5;
const BEST_BROTLI = 11;

function brotliParams(quality: number, raw: Buffer) {
  return { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
}

/** The page as rendered, for the few clients that accept neither gzip nor brotli. */
export function uncompressedBody(page: CachedPage): Buffer {
  return zlib.gunzipSync(page.gzip);
}

/** Whether a rendered answer may be shared between visitors. */
export function isShareable(method: string, status: number, headers: Headers): boolean {
  if (method !== 'GET' || status !== 200) return false;
  if (headers.has('set-cookie')) return false;
  const cacheControl = headers.get('cache-control') ?? '';
  return /\bpublic\b/.test(cacheControl) && !/\b(no-store|private)\b/.test(cacheControl);
}
