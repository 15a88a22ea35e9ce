/*
 * Shoreline's service worker: keeps the shop readable offline, and the checkout usable.
 *
 * - Built files (/assets/*, hashed, never change) and the messages a page names (/i18n/*, named by content): cache
 *   first. A page kept on install keeps its messages file with it.
 * - Images and other files (/media/*, icons): the kept copy at once, refreshed in the background.
 * - Pages, route data (*.data) and React Router's route manifest: network first, so
 *   a shopper online always sees live prices and stock; the last good copy answers
 *   when the network does not. Pages that say no-store (account) are never kept, except the checkout:
 *   its page and route data are the same for everyone (the cart lives in the browser), so /checkout is kept
 *   under its path without the query (which may carry a cart id) and a reload offline shows the checkout,
 *   where an order waits in the browser until it can be sent.
 * - /api/* is never touched: cart, stock and orders are live or queued by the app.
 * - The catalog: once installed it keeps /offline-catalog.json (the top categories) and the first page of each
 *   top category (its page and route data, with their product documents), within CATALOG_BUDGET_BYTES (1.5 MB);
 *   what does not fit is left out. A category page never kept answers, offline, "No products synchronized for
 *   this category"; any other page never visited answers with a small page that leads home. The copy is made on
 *   activation and made again, within the same budget, once it is older than CATALOG_MAX_AGE_MS (6 hours): a page
 *   asked for online checks its age (at most every CATALOG_CHECK_MS), so a shop left open for days does not
 *   offer last week's prices offline. A refresh that fails keeps the last copy.
 * - On install it keeps the home page and every script and style of the build
 *   (/asset-manifest.json), so any page it kept opens and navigates offline.
 * - Storage rules (the persistent cache must not hang or fill the disk): a read or write that takes over 800 ms counts as an error; after
 *   1 read error the worker stops reading its caches and after 30 write errors it stops writing them, using a
 *   small in-memory copy instead. A write refused for quota (QuotaExceededError) drops the oldest kept pages and
 *   the catalog copy (both come back online), then retries once.
 *
 * The page registers it as /service-worker.js?build=<build version>, so every deploy installs it
 * again and keeps the new build. Raise VERSION when this file's caching changes; the old caches
 * are deleted on activation.
 */
const VERSION = 'v2';
const PAGES = `shoreline-pages-${VERSION}`;
const FILES = `shoreline-files-${VERSION}`;
const CATALOG = `shoreline-catalog-${VERSION}`;
const MAX_PAGES = 80;
const MAX_FILES = 200;
const CATALOG_BUDGET_BYTES = 1.5 * 1024 * 1024;
const CATALOG_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** How often a page load may look at the copy's age (a failed refresh is retried no sooner either). */
const CATALOG_CHECK_MS = 5 * 60 * 1000;
/** When the catalog copy was made (ms since the epoch), kept beside it; never a page anyone can ask for. */
const CATALOG_KEPT_AT = '/__service-worker/catalog-kept-at';
const FILE_PATH = /^\/(assets|media)\/|\.(?:js|css|png|svg|webp|jpg|jpeg|woff2?|ico)$/;
/** A document's browsing messages, named by their content like the built files (i18n/referenced-messages.ts). */
const MESSAGES_DIR = '/i18n/';
const MESSAGES_FILE = /\/i18n\/[a-z]{2}-[A-Z]{2}\.[\w-]+\.json/;
/** Pages that are the same for every visitor although they say no-store: kept under their path alone. */
const SHARED_PAGES = ['/checkout', '/checkout.data'];

const STORAGE_TIMEOUT_MS = 800;
const MAX_READ_ERRORS = 1;
const MAX_WRITE_ERRORS = 30;
const MEMORY_ENTRIES = 30;

const PAGE_STYLE = `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0b2545}
main{max-width:28rem;padding:1.5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0b2545;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #ff8a5b;outline-offset:2px}</style>`;

const offlinePage = (text) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title>
${PAGE_STYLE}</head>
<body><main><h1>You are offline</h1>
<p>${text}</p>
<a href="/">OK</a></main></body></html>`;

const OFFLINE_PAGE = offlinePage('The product, category or CMS page is not available in Offline mode. Redirecting to Home.');
const OFFLINE_CATEGORY = offlinePage('No products synchronized for this category. Please come back while online!');

// ---- storage with the spec's error rules ---------------------------------------------------------

const storage = { readErrors: 0, writeErrors: 0, memory: new Map() };

class StorageTimeout extends Error {}

function withTimeout(promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new StorageTimeout('storage timed out')), STORAGE_TIMEOUT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const readsOn = () => storage.readErrors < MAX_READ_ERRORS;
const writesOn = () => storage.writeErrors < MAX_WRITE_ERRORS;

/** The in-memory copy answers when storage is off; it keeps the last few answers only. */
async function remember(key, response) {
  storage.memory.delete(key);
  storage.memory.set(key, { body: await response.clone().arrayBuffer(), status: response.status, headers: [...response.headers] });
  while (storage.memory.size > MEMORY_ENTRIES) storage.memory.delete(storage.memory.keys().next().value);
}

function fromMemory(key) {
  const kept = storage.memory.get(key);
  return kept ? new Response(kept.body, { status: kept.status, headers: kept.headers }) : undefined;
}

const keyOf = (request) => (typeof request === 'string' ? request : request.url);

/** A kept answer, or undefined; a read that fails or is slow turns reads off for the worker's life. */
async function lookup(name, request, options) {
  if (!readsOn()) return fromMemory(keyOf(request));
  try {
    const found = await withTimeout(caches.open(name).then((cache) => cache.match(request, options)));
    return found ?? fromMemory(keyOf(request));
  } catch {
    storage.readErrors += 1;
    return fromMemory(keyOf(request));
  }
}

const isQuotaError = (error) => error && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** Keeps an answer; on a full quota drops the oldest pages and the catalog copy and tries once more. */
async function keep(name, request, response) {
  if (name !== FILES) await remember(keyOf(request), response);
  if (!writesOn()) return false;
  try {
    await withTimeout(caches.open(name).then((cache) => cache.put(request, response.clone())));
    return true;
  } catch (error) {
    if (error instanceof StorageTimeout) storage.writeErrors += 1;
    if (!isQuotaError(error)) return false;
    await makeRoom();
    try {
      await (await caches.open(name)).put(request, response.clone());
      return true;
    } catch {
      storage.writeErrors += 1;
      return false;
    }
  }
}

async function makeRoom() {
  try {
    await caches.delete(CATALOG);
    const pages = await caches.open(PAGES);
    const keys = await pages.keys();
    await Promise.all(keys.slice(0, Math.ceil(keys.length / 2)).map((key) => pages.delete(key)));
  } catch {
    // Nothing more to free.
  }
}

// ---- lifecycle -----------------------------------------------------------------------------------

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([keepPage(new URL('/', self.location.origin).href), keepBuild()]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('shoreline-') && ![PAGES, FILES, CATALOG].includes(name)).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
      // The page that registered the worker loaded before it was in control: keep it now.
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => keepPage(client.url)));
      await refreshCatalog(true);
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith(MESSAGES_DIR)) event.respondWith(cacheFirst(request));
  else if (FILE_PATH.test(url.pathname)) event.respondWith(staleWhileRevalidate(event, request));
  else event.respondWith(networkFirst(request, url));
  if (request.mode === 'navigate') event.waitUntil(refreshCatalog());
});

/** The key a page is kept under: its address, or for the shared checkout its path alone. */
function pageKey(url) {
  return SHARED_PAGES.includes(url.pathname) ? new URL(url.pathname, url.origin).href : url.href;
}

/** Keeps a page so it opens offline; its scripts and styles come with the whole build (keepBuild), its messages here. */
async function keepPage(href) {
  try {
    const url = new URL(href);
    const response = await fetch(href, { credentials: 'same-origin', cache: 'no-cache' });
    if (!keepable(response, url)) return;
    await keep(PAGES, pageKey(url), response);
    await keepNamedMessages(await response.text());
  } catch {
    // Offline or the page failed: nothing to keep this time.
  }
}

/** The messages file a page names (/i18n/{locale}.{hash}.json): the page's app waits for it before it starts. */
async function keepNamedMessages(html) {
  const file = MESSAGES_FILE.exec(html)?.[0];
  if (!file || (await lookup(FILES, file))) return;
  const response = await fetch(file, { credentials: 'same-origin' });
  if (response.ok) await keep(FILES, file, response);
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

/**
 * The category tree and the first page of each top category (page and route data), newest copy each install,
 * as long as the total stays within the budget: a category that does not fit is left out (offline it says so).
 */
async function keepCatalog() {
  try {
    const index = await fetch('/offline-catalog.json', { cache: 'no-cache' });
    if (!index.ok) return;
    const { pages } = await index.clone().json();
    const kept = [{ href: new URL('/offline-catalog.json', self.location.origin).href, response: index }];
    let bytes = 0;
    for (const path of pages) {
      const urls = [new URL(path, self.location.origin), new URL(`${path}.data`, self.location.origin)];
      const answers = await Promise.all(urls.map((url) => fetch(url, { credentials: 'same-origin', cache: 'no-cache' })));
      if (!answers.every((answer, i) => keepable(answer, urls[i]))) continue;
      const sizes = await Promise.all(answers.map(async (answer) => (await answer.clone().arrayBuffer()).byteLength));
      const size = sizes[0] + sizes[1];
      if (bytes + size > CATALOG_BUDGET_BYTES) continue;
      bytes += size;
      answers.forEach((response, i) => kept.push({ href: urls[i].href, response }));
    }
    await caches.delete(CATALOG);
    for (const { href, response } of kept) if (!(await keep(CATALOG, href, response))) return;
    await keep(CATALOG, new URL(CATALOG_KEPT_AT, self.location.origin).href, new Response(String(Date.now())));
  } catch {
    // Offline or the shop failed: the copy of the last install stays.
  }
}

const catalogRefresh = { running: null, nextCheckAt: 0 };

/**
 * Makes the catalog copy again: always on activation (force), else when it is older than CATALOG_MAX_AGE_MS (or
 * was never completed) and the browser is online. One refresh at a time (a page load during the activation's
 * refresh waits for that one); the age is looked at no more often than every CATALOG_CHECK_MS.
 */
function refreshCatalog(force = false) {
  if (catalogRefresh.running) return catalogRefresh.running;
  const now = Date.now();
  if (!force && (now < catalogRefresh.nextCheckAt || self.navigator?.onLine === false)) return Promise.resolve();
  catalogRefresh.nextCheckAt = now + CATALOG_CHECK_MS;
  catalogRefresh.running = (async () => {
    if (!force) {
      const keptAt = Number(await (await lookup(CATALOG, new URL(CATALOG_KEPT_AT, self.location.origin).href))?.text());
      if (keptAt > 0 && now - keptAt < CATALOG_MAX_AGE_MS) return;
    }
    await keepCatalog();
  })()
    .catch(() => undefined)
    .finally(() => {
      catalogRefresh.running = null;
    });
  return catalogRefresh.running;
}

// ---- strategies ----------------------------------------------------------------------------------

async function cacheFirst(request) {
  const cached = await lookup(FILES, request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && (await keep(FILES, request, response))) void trim(FILES, MAX_FILES);
  return response;
}

/** A product photo may be replaced under the same name: show the kept one, fetch the current one for next time. */
async function staleWhileRevalidate(event, request) {
  const cached = await lookup(FILES, request);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic' && (await keep(FILES, request, response))) void trim(FILES, MAX_FILES);
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

async function networkFirst(request, url) {
  const key = pageKey(url);
  try {
    const response = await fetch(request);
    if (keepable(response, url) && (await keep(PAGES, key, response))) void trim(PAGES, MAX_PAGES);
    return response;
  } catch (error) {
    const cached = (await lookup(PAGES, key)) ?? (await catalogCopy(url));
    if (cached) return cached;
    if (request.mode === 'navigate')
      return new Response(url.pathname.startsWith('/c/') ? OFFLINE_CATEGORY : OFFLINE_PAGE, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    throw error;
  }
}

/** The pre-cached catalog answers a category's page, or its route data whatever routes the app asks for. */
function catalogCopy(url) {
  if (!url.pathname.startsWith('/c/') && url.pathname !== '/offline-catalog.json') return undefined;
  const copy = new URL(url.pathname, url.origin).href;
  return url.search && !url.pathname.endsWith('.data') ? undefined : lookup(CATALOG, copy);
}

/** Only complete, shareable answers: never a personal page, an error or a redirect (the checkout is the same for all). */
function keepable(response, url) {
  if (!response.ok || response.type !== 'basic' || response.redirected) return false;
  if (url && SHARED_PAGES.includes(url.pathname)) return true;
  return !/no-store|private/.test(response.headers.get('cache-control') || '');
}

/** Drops the oldest entries beyond the limit (a cache lists its keys in insertion order). */
async function trim(name, limit) {
  try {
    const cache = await caches.open(name);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
  } catch {
    // A cache that cannot be listed is trimmed next time.
  }
}
