import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { withAppManifest, withServiceWorker } from './features/pwa/register.server';
import { withNewsletterPrompt } from './features/newsletter/prompt.server';
import { withCookieBar } from './features/cookies/index.server';
import { withSkipLink } from './features/layout/skip-link.server';
import { withCutoffTicker } from './features/cart/index.server';
import { withHeaderTapReplay } from './features/layout/header-taps.server';
import { DocumentHtmlContext } from './lib/document-html';
import { messagesIn } from './i18n/namespaces';
import { isMessagesReference } from './i18n/referenced-messages';
import { hydrateAfterPaint } from './lib/hydrate-after-paint.server';
import { contentSecurityPolicy } from './lib/content-security-policy.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

const storePathPrefixOf = (basename: string | undefined): string => (basename && basename !== '/' ? basename.replace(/\/+$/, '') : '');

/**
 * Renders the whole document before answering. Nothing on our pages streams in
 * later (no deferred loader data), and a finished document is what the host's
 * output cache stores and what hydrateAfterPaint rewrites.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const { nonce } = loadContext;
  const { html, failed } = await renderDocument(
    <NonceContext.Provider value={nonce}>
      <DocumentHtmlContext.Provider value={loadContext.documentHtml ?? null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentHtmlContext.Provider>
    </NonceContext.Provider>,
    nonce,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const rootData: unknown = routerContext.staticHandlerContext.loaderData?.root;
  const rootMessages = messagesIn(rootData);
  const page = withHeaderTapReplay(hydrateAfterPaint(html, nonce, namedMessages(rootData)), nonce);
  // A store view renders below its prefix (the basename): the prompt's quiet paths and its form are inside the store.
  const prefix = storePathPrefixOf(routerContext.staticHandlerContext.basename);
  const pathname = new URL(request.url).pathname.slice(prefix.length) || '/';
  const prompted = responseStatusCode === 200 ? withNewsletterPrompt(page, pathname, rootMessages, nonce, prefix) : page;
  // The skip link first, then the cookies bar: both outside React's tree, in that order at the top of the body.
  const framed = withSkipLink(prompted, request, rootMessages);
  const document = withCutoffTicker(withCookieBar(framed, request, rootMessages, nonce), nonce);
  // In development Vite injects its own inline scripts, and the worker would keep Vite's modules.
  if (!import.meta.env.PROD) return new Response(document, { status: failed ? 500 : responseStatusCode, headers: responseHeaders });
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, loadContext.cardGatewayOrigin));
  return new Response(withAppManifest(withServiceWorker(document, routerContext.manifest.version, nonce), nonce), {
    status: failed ? 500 : responseStatusCode,
    headers: responseHeaders,
  });
}

/** Where the root's messages are, when the document names them instead of carrying them. */
function namedMessages(rootData: unknown): string | undefined {
  if (typeof rootData !== 'object' || rootData === null || !('messages' in rootData)) return undefined;
  return typeof rootData.messages === 'string' && isMessagesReference(rootData.messages) ? rootData.messages : undefined;
}

/**
 * Node's own stream renderer, collected into one string. The web-stream renderer
 * (renderToReadableStream) goes through Node's web streams chunk by chunk; leaving it
 * took uncached home and product renders from 32 and 42 to 46 and 60 req/s in `npm run bench`.
 */
function renderDocument(element: ReactElement, nonce: string): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Every Suspense boundary (the frame's and pages' lazily hydrated parts) inline, in place: React would send a large
      // one as a hidden copy that a script moves, which a browser without JavaScript never shows.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timer);
          resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    });
  });
}
