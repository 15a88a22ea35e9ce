import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';
import { hydrateAfterPaint } from './lib/hydrate-after-paint.server';

export const streamTimeout = 5_000;

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
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(hydrateAfterPaint(html), { status, headers: responseHeaders });
}
