import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '@shoreline/api';

/**
 * The API's security headers on every answer of the host (pages and built files too, and
 * refusals made before the API sees a request). Pages add their own Content-Security-Policy
 * with a nonce (entry.server.tsx). HSTS belongs to the TLS edge (README, Security).
 */
export function setCommonSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** A short refusal: the API's {code, result} envelope on /api, a plain page elsewhere. */
export function refuse(res: ServerResponse, status: number, message: string, api: boolean): void {
  res.statusCode = status;
  if (api) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ code: status, result: message }));
    return;
  }
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(message);
}
