import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '@shoreline/sdk';

/**
 * A fetch that answers /api calls inside this process (Fastify's inject): the
 * server render talks to the same API the browser does, without a socket hop.
 */
export function inProcessFetch(api: FastifyInstance, requestId: string): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input, 'http://in-process');
    const headers: Record<string, string> = { 'x-request-id': requestId };
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await api.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
