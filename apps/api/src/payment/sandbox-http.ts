import type { IncomingHttpHeaders } from 'node:http';

/** A request to a payment sandbox, already read (bodies are small: forms and JSON). */
export interface SandboxRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The peer's address as the socket sees it. */
  remoteAddress: string;
}

export interface SandboxResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

/** Answers the requests it knows, null for the others. */
export type SandboxHandler = (request: SandboxRequest) => Promise<SandboxResponse | null>;

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): SandboxResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value),
});

export const text = (status: number, body: string, contentType = 'text/plain; charset=utf-8'): SandboxResponse => ({
  status,
  headers: { 'content-type': contentType },
  body,
});

export const redirect = (location: string): SandboxResponse => ({ status: 303, headers: { location }, body: '' });

export function formOf(request: SandboxRequest): URLSearchParams {
  return new URLSearchParams(request.body);
}

export function jsonOf(request: SandboxRequest): unknown {
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return null;
  }
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const LOOPBACK_PEER = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * The test consoles (refund, void, delay) and reports under /sandbox/ stand in for a gateway's dashboard. Only a
 * program on this machine may use them: not another machine (the sandbox listens on loopback anyway), not a proxy
 * passing requests on, and not a web page (a browser names the page's origin on every cross-site POST).
 */
export function consoleRefusal(request: SandboxRequest): SandboxResponse | null {
  if (!request.path.startsWith('/sandbox/')) return null;
  const relayed = request.headers.forwarded !== undefined || request.headers['x-forwarded-for'] !== undefined;
  if (LOOPBACK_PEER.test(request.remoteAddress) && !relayed && request.headers.origin === undefined) return null;
  return text(403, 'The sandbox console answers programs on this machine only.');
}
