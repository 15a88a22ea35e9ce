import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OutputCache, isShareable, uncompressedBody } from './output-cache.js';

describe('output cache', () => {
  it('serves a stored page until the catalog snapshot changes', () => {
    let snapshot = '1:100';
    const cache = new OutputCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000, snapshot: () => snapshot });
    cache.store(
      'shop/c/crabs',
      200,
      [
        ['content-type', 'text/html'],
        ['content-length', '5'],
      ],
      Buffer.from('crabs'),
      snapshot,
    );
    const hit = cache.get('shop/c/crabs');
    expect(hit && uncompressedBody(hit).toString()).toBe('crabs');
    expect(hit?.headers).toEqual([['content-type', 'text/html']]);
    snapshot = '2:200';
    expect(cache.get('shop/c/crabs')).toBeUndefined();
  });

  it('compresses a stored page again at the best brotli quality, and counts the smaller copy', async () => {
    const cache = new OutputCache({ maxEntries: 10, maxBytes: 10_000_000, ttlMs: 60_000, snapshot: () => 's' });
    const words = Array.from({ length: 4000 }, (_, i) => `<li class="card">crab ${i % 97} dozen ${(i * 7) % 13}</li>`);
    const raw = Buffer.from(`<ul>${words.join('')}</ul>`);
    const quick = cache.store('home', 200, [], raw, 's').brotli.length;
    const before = cache.sizeInBytes;
    await cache.recompressed;
    const page = cache.get('home');
    expect(page?.brotli.length).toBeLessThan(quick);
    expect(zlib.brotliDecompressSync(page?.brotli ?? Buffer.alloc(0)).equals(raw)).toBe(true);
    expect(cache.sizeInBytes).toBe(before - (quick - (page?.brotli.length ?? 0)));
  });

  it('expires entries after the TTL and evicts the least recently used', () => {
    const cache = new OutputCache({ maxEntries: 2, maxBytes: 1_000_000, ttlMs: -1, snapshot: () => 's' });
    cache.store('a', 200, [], Buffer.from('a'), 's');
    expect(cache.get('a')).toBeUndefined();
    const lru = new OutputCache({ maxEntries: 2, maxBytes: 1_000_000, ttlMs: 60_000, snapshot: () => 's' });
    lru.store('a', 200, [], Buffer.from('a'), 's');
    lru.store('b', 200, [], Buffer.from('b'), 's');
    lru.get('a');
    lru.store('c', 200, [], Buffer.from('c'), 's');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
  });

  it('keeps a page that asks for less time only that long', () => {
    const cache = new OutputCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000, snapshot: () => 's' });
    cache.store('home', 200, [], Buffer.from('home'), 's', -1);
    expect(cache.get('home')).toBeUndefined();
    cache.store('home', 200, [], Buffer.from('home'), 's', 120_000);
    expect(cache.get('home')?.expires).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('stays within its memory budget', () => {
    const cache = new OutputCache({ maxEntries: 100, maxBytes: 3000, ttlMs: 60_000, snapshot: () => 's' });
    // Random bytes do not compress: every entry takes a little over 2 x 1000 bytes (gzip and brotli).
    for (let i = 0; i < 10; i++) cache.store(`page-${i}`, 200, [], randomBytes(1000), 's');
    expect(cache.sizeInBytes).toBeLessThanOrEqual(3000);
    expect(cache.get('page-9')).toBeDefined();
    expect(cache.get('page-0')).toBeUndefined();
  });

  it('shares only public, cookie-free 200 answers to GET', () => {
    const publicHeaders = new Headers({ 'cache-control': 'public, max-age=60' });
    expect(isShareable('GET', 200, publicHeaders)).toBe(true);
    expect(isShareable('POST', 200, publicHeaders)).toBe(false);
    expect(isShareable('GET', 404, publicHeaders)).toBe(false);
    expect(isShareable('GET', 200, new Headers({ 'cache-control': 'private' }))).toBe(false);
    expect(isShareable('GET', 200, new Headers())).toBe(false);
    expect(isShareable('GET', 200, new Headers({ 'cache-control': 'public', 'set-cookie': 'a=b' }))).toBe(false);
  });
});
