import type { IncomingMessage } from 'node:http';

/**
 * A store code may come first in an API path (`/api/restaurant/catalog`) instead of the `storeCode`
 * parameter. The path is rewritten to the unprefixed route before routing, and the code is kept
 * with the request for store resolution.
 */
const API_PATH_WITH_FIRST_SEGMENT = /^\/api\/([^/?#]+)(\/[^?#]+)(.*)$/s;

const codesFromPath = new WeakMap<IncomingMessage, string>();

/** The first segment of an /api path with a rest after it, and the path without that segment. */
function splitFirstSegment(url: string): { segment: string; unprefixed: string } | null {
  const match = API_PATH_WITH_FIRST_SEGMENT.exec(url);
  return match ? { segment: match[1], unprefixed: `/api${match[2]}${match[3]}` } : null;
}

/**
 * Fastify's `rewriteUrl`: drops a known store code from the front of an /api path. `hasRoute` keeps a
 * real route whose first segment happens to equal a store code as it is.
 */
export function rewriteStorePrefix(
  request: IncomingMessage,
  storeCodes: () => readonly string[],
  hasRoute: (url: string) => boolean,
): string {
  const url = request.url ?? '/';
  const split = splitFirstSegment(url);
  if (!split || !storeCodes().includes(split.segment) || hasRoute(url)) return url;
  codesFromPath.set(request, split.segment);
  return split.unprefixed;
}

/** The store code the request's path started with, if it did. */
export function storeCodeFromPath(request: IncomingMessage): string | undefined {
  return codesFromPath.get(request);
}

/**
 * For a path no route answers: the store code its first segment names when the rest is a route, as in
 * `/api/nowhere/catalog`, which is then refused as an unknown store rather than an unknown route.
 */
export function unknownStorePrefix(path: string, hasRoute: (path: string) => boolean): string | null {
  const split = splitFirstSegment(path);
  return split && hasRoute(split.unprefixed) ? split.segment : null;
}
