import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '@shoreline/sdk';

/** Who the page request came from, so the API's per-address limits count the visitor, not the host. */
export interface Visitor {
  address?: string;
  forwardedFor?: string;
}

/**
 * A fetch that answers /api calls inside this process (Fastify's inject): the
 * server render talks to the same API the browser does, without a socket hop.
 * Calls carry the visitor's socket address and X-Forwarded-For, so the API's
 * TRUST_PROXY rules find the same client address as for a direct call.
 */
export function inProcessFetch(api: FastifyInstance, requestId: string, visitor: Visitor = {}): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input, 'http://in-process');
    const headers: Record<string, string> = { 'x-request-id': requestId };
    if (visitor.forwardedFor) headers['x-forwarded-for'] = visitor.forwardedFor;
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await api.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      ...(visitor.address ? { remoteAddress: visitor.address } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
