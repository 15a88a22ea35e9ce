/*
 * Shoreline's service worker: keeps the shop readable offline.
 *
 * - Built files (/assets/*, hashed, never change): cache first.
 * - Images and other files (/media/*, icons): the kept copy at once, refreshed in the background.
 * - Pages, route data (*.data) and React Router's route manifest: network first, so
 *   a shopper online always sees live prices and stock; the last good copy answers
 *   when the network does not. Pages that say no-store (checkout, account) are never kept.
 * - /api/* is never touched: cart, stock and orders are live or queued by the app.
 * - A page never visited answers, offline, with a small page that leads home.
 * - On install it keeps the home page and every script and style of the build
 *   (/asset-manifest.json), so any page it kept opens and navigates offline.
 *
 * The page registers it as /service-worker.js?build=<build version>, so every deploy installs it
 * again and keeps the new build. Raise VERSION when this file's caching changes; the old caches
 * are deleted on activation.
 */
const VERSION = 'v1';
const PAGES = `shoreline-pages-${VERSION}`;
const FILES = `shoreline-files-${VERSION}`;
const MAX_PAGES = 80;
const MAX_FILES = 200;
const FILE_PATH = /^\/(assets|media)\/|\.(?:js|css|png|svg|webp|jpg|jpeg|woff2?|ico)$/;

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0b2545}
main{max-width:28rem;padding:1.5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0b2545;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #ff8a5b;outline-offset:2px}</style></head>
<body><main><h1>You are offline</h1>
<p>The product, category or CMS page is not available in Offline mode. Redirecting to Home.</p>
<a href="/">OK</a></main></body></html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([keepPage(new URL('/', self.location.origin).href), keepBuild()]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('shoreline-') && ![PAGES, FILES].includes(name)).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
      // The page that registered the worker loaded before it was in control: keep it now.
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => keepPage(client.url)));
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (FILE_PATH.test(url.pathname)) event.respondWith(staleWhileRevalidate(event, request));
  else event.respondWith(networkFirst(request));
});

/** Keeps a page so it opens offline; its scripts and styles come with the whole build (keepBuild). */
async function keepPage(href) {
  try {
    const response = await fetch(href, { credentials: 'same-origin', cache: 'no-cache' });
    if (keepable(response)) await (await caches.open(PAGES)).put(href, response);
  } catch {
    // Offline or the page failed: nothing to keep this time.
  }
}

async function keepBuild() {
  try {
    const { files } = await (await fetch('/asset-manifest.json', { cache: 'no-cache' })).json();
    const cache = await caches.open(FILES);
    // One by one in the background of the first visit, each only if missing: a deploy fetches only what changed.
    for (const file of files) if (!(await cache.match(file))) await cache.add(file).catch(() => undefined);
    await trim(FILES, MAX_FILES);
  } catch {
    // No manifest (offline): files are kept as pages fetch them (cacheFirst).
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(FILES);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trim(FILES, MAX_FILES);
  }
  return response;
}

/** A product photo may be replaced under the same name: show the kept one, fetch the current one for next time. */
async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(FILES);
  const cached = await cache.match(request);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      void trim(FILES, MAX_FILES);
    }
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (keepable(response)) {
      await cache.put(request, response.clone());
      void trim(PAGES, MAX_PAGES);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    if (request.mode === 'navigate')
      return new Response(OFFLINE_PAGE, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    throw error;
  }
}

/** Only complete, shareable answers: never a personal page, an error or a redirect. */
function keepable(response) {
  if (!response.ok || response.type !== 'basic' || response.redirected) return false;
  return !/no-store|private/.test(response.headers.get('cache-control') || '');
}

/** Drops the oldest entries beyond the limit (a cache lists its keys in insertion order). */
async function trim(name, limit) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}
