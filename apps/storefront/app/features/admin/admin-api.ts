import { request, type ApiFailure, type ApiResult, type RawBody, type RequestOptions } from '@shoreline/sdk/request';
import { createTransport, type TokenSource, type TransportCallOptions } from '@shoreline/sdk/transport';
import type { Page, StaffPrincipalWire as Staff, staffSessionWire } from '@shoreline/domain/wire/admin';
import type { z } from 'zod';
import { setShopTimeZone } from '@shoreline/domain/shop-time';

/**
 * The back office's calls to /api/admin, through the SDK's transport with the staff member's token
 * source: every answer is an ApiResult, nothing is thrown. The access token lives only in memory; the
 * refresh cookie (HttpOnly, Path=/api/admin/auth) gets a new one after a reload or when it runs out,
 * once for all the calls that found it expired. The answers' types are the API's own response schemas
 * (@shoreline/domain/wire/admin*), taken as types only.
 */
export type { ApiFailure, ApiResult, Page, RawBody, Staff };
export type StaffRole = Staff['role'];
type Session = z.infer<typeof staffSessionWire>;
type FetchLike = NonNullable<RequestOptions['fetch']>;

let accessToken: string | null = null;

async function session(path: 'login' | 'refresh', body?: unknown): Promise<ApiResult<Staff>> {
  const answer = await request<Session>('POST', `/api/admin/auth/${path}`, body === undefined ? {} : { body });
  if (!answer.ok) return answer;
  accessToken = answer.data.accessToken;
  setShopTimeZone(answer.data.shopTimeZone);
  return { ok: true, data: answer.data.staff };
}

export const signIn = (email: string, password: string) => session('login', { email, password });
export const resumeSession = () => session('refresh');

export async function signOut(): Promise<void> {
  accessToken = null;
  await request('POST', '/api/admin/auth/logout');
}

const staffTokens: TokenSource = {
  getToken: () => accessToken,
  async refresh() {
    const resumed = await resumeSession();
    refused = resumed.ok ? null : resumed.error;
    return resumed.ok ? accessToken : null;
  },
  restoresWithoutToken: true,
};
/** Why the last refresh was refused ("Please sign in again."): what a call that then ends in 401 answers. */
let refused: ApiFailure | null = null;

const transport = createTransport({ tokens: staffTokens });

async function staffCall<T>(method: string, path: string, options: TransportCallOptions): Promise<ApiResult<T>> {
  const answer = await transport.request<T>(method, `/api/admin/${path}`, { ...options, auth: 'optional' });
  return !answer.ok && answer.error.code === 401 && refused ? { ok: false, error: refused } : answer;
}

/** A call to /api/admin/<path>: a JSON `body`, or a `raw` body (a file) sent as it is with its own type. */
export function adminCall<T>(method: string, path: string, send: { body?: unknown; raw?: RawBody } = {}): Promise<ApiResult<T>> {
  return staffCall<T>(method, path, send);
}

/** The text a screen shows for a failure: the server's message, or what the code says. */
export function failureText(error: ApiFailure, unreachable = 'The server could not be reached. Check the connection and try again.') {
  if (error.message) return error.message;
  return error.code === 0 ? unreachable : `Request failed (${error.code}).`;
}

/** A file the API sends only with the Bearer token (a claim's photo), as a Blob for an object URL. */
export function adminFile(path: string): Promise<ApiResult<Blob>> {
  return staffCall<Blob>('GET', path, { file: true });
}

/**
 * A file the API sends only with the Bearer token (a plain link cannot send it): fetched, then
 * handed to the browser as a download of an object URL.
 */
export async function adminDownload(path: string, filename: string): Promise<ApiResult<null>> {
  const file = await staffCall<Blob>('GET', path, { file: true });
  if (!file.ok) return file;
  const url = URL.createObjectURL(file.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, data: null };
}

/**
 * fetch over XMLHttpRequest, for what fetch cannot do: report how much of the body has gone up
 * (0 to 1). As with fetch, a network failure rejects (request() makes that code 0).
 */
function fetchWithProgress(onProgress: (fraction: number) => void): FetchLike {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': 'application/json' } }));
      xhr.onerror = () => reject(new TypeError('The upload did not reach the server.'));
      xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
    });
}

/**
 * Sends a file as the raw body of a POST (the product image upload), reporting progress from 0 to 1;
 * one refresh and retry when the access token has run out.
 */
export function adminUpload<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<ApiResult<T>> {
  const raw: RawBody = { raw: file, type: file.type || 'application/octet-stream' };
  return staffCall<T>('POST', path, { raw, fetch: fetchWithProgress(onProgress) });
}

export const centsToText = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
