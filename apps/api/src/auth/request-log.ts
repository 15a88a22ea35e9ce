import type { FastifyRequest } from 'fastify';

/**
 * Old clients send the customer token as `?token=` (accepted for compatibility
 * only); request logs must never hold it, nor a refresh token. Other parameters
 * (cartId, storeCode...) are kept: they help to follow a request.
 */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'refreshtoken']);
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

/** The URL with the values of secret query parameters replaced; an empty (guest) token stays visible as empty. */
export function redactUrlSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  return `${url.slice(0, queryStart)}?${url
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
