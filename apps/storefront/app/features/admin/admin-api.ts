/**
 * The back office's calls to /api/admin. The access token lives only in memory; the refresh
 * cookie (HttpOnly, Path=/api/admin/auth) gets a new one after a reload or when it runs out.
 */
export type StaffRole = 'owner' | 'manager' | 'packer';
export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}
interface Session {
  accessToken: string;
  staff: Staff;
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let accessToken: string | null = null;

async function envelope<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { code?: number; result?: unknown } | null;
  if (!response.ok) {
    const message = typeof body?.result === 'string' ? body.result : `Request failed (${response.status}).`;
    throw new AdminApiError(response.status, message);
  }
  return body?.result as T;
}

async function session(path: 'login' | 'refresh', body?: unknown): Promise<Staff> {
  const response = await fetch(`/api/admin/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const result = await envelope<Session>(response);
  accessToken = result.accessToken;
  return result.staff;
}

export const signIn = (email: string, password: string) => session('login', { email, password });
export const resumeSession = () => session('refresh');

export async function signOut(): Promise<void> {
  accessToken = null;
  await fetch('/api/admin/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

/** A body sent as it is (a file), with its content type, instead of as JSON. */
export class RawBody {
  constructor(
    readonly raw: string | Blob,
    readonly type: string,
  ) {}
}

/** A fetch with the access token; one refresh and retry when it has run out. */
async function authorizedFetch(method: string, path: string, body: unknown, retry: boolean): Promise<Response> {
  const headers: Record<string, string> = {};
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let payload: BodyInit | undefined;
  if (body instanceof RawBody) {
    headers['Content-Type'] = body.type;
    payload = body.raw;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`/api/admin/${path}`, { method, headers, body: payload });
  if (response.status === 401 && retry) {
    await resumeSession();
    return authorizedFetch(method, path, body, false);
  }
  return response;
}

/** A call with the access token; one refresh and retry when it has run out. A RawBody goes as it is. */
export async function adminCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  return envelope<T>(await authorizedFetch(method, path, body, true));
}

/**
 * A file the API sends only with the Bearer token (a plain link cannot send it): fetched, then
 * handed to the browser as a download of an object URL.
 */
export async function adminDownload(path: string, filename: string): Promise<void> {
  const response = await authorizedFetch('GET', path, undefined, true);
  if (!response.ok) await envelope(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One XMLHttpRequest upload of a file as the raw body (fetch cannot report upload progress). */
function sendFile(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/${path}`);
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(new Response(request.responseText, { status: request.status, headers: { 'Content-Type': 'application/json' } }));
    request.onerror = () => reject(new AdminApiError(0, 'The upload did not reach the server. Check the connection and try again.'));
    request.send(file);
  });
}

/**
 * Sends a file as the raw body of a POST (the product image upload), reporting progress from 0 to 1;
 * one refresh and retry when the access token has run out.
 */
export async function adminUpload<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
  let response = await sendFile(path, file, onProgress);
  if (response.status === 401) {
    await resumeSession();
    response = await sendFile(path, file, onProgress);
  }
  return envelope<T>(response);
}

export const centsToText = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
