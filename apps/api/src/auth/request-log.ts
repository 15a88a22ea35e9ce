import type { FastifyRequest } from 'fastify';

/**
 * Request logs must never hold what lets someone act as a customer or spend their money. A URL is
 * redacted by route before it is logged:
 * - query values that are secrets: the customer token old clients send as `?token=`,
 *   `?customerToken=` or (the checkout hand-off) `?userToken=`, refresh tokens, the signature of a download link, and cart ids (a guest's
 *   cart id is the only key to that cart). Other parameters (storeCode, sku, expires...) are kept:
 *   they help to follow a request.
 * - path segments that are secrets: the gift-card code of /api/ext/gift-cards/{check,activate,
 *   remove,history}/:code.
 */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'usertoken', 'refreshtoken', 'customertoken', 'accesstoken', 'sig', 'cartid']);

/** Routes whose path holds a secret: what comes before it (kept) and the secret segment (replaced). */
const SECRET_PATH_SEGMENTS: readonly RegExp[] = [/^(\/api\/ext\/gift-cards\/(?:check|activate|remove|history)\/)[^/?#]+/i];

export const REDACTED = '[REDACTED]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function redactParameter(pair: string): string {
  const separator = pair.indexOf('=');
  if (separator === -1 || separator === pair.length - 1) return pair;
  const name = pair.slice(0, separator);
  return SECRET_QUERY_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
}

function redactPath(path: string): string {
  for (const route of SECRET_PATH_SEGMENTS) {
    if (route.test(path)) return path.replace(route, `$1${REDACTED}`);
  }
  return path;
}

/** The URL with its secret path segments and query values replaced; an empty (guest) token stays visible as empty. */
export function redactUrlSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactPath(url);
  return `${redactPath(url.slice(0, queryStart))}?${url
    .slice(queryStart + 1)
    .split('&')
    .map(redactParameter)
    .join('&')}`;
}

/** Fastify's default request serializer, with the URL's secrets redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
