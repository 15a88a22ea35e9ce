import { request, type ApiResult, type RequestOptions } from './request.js';

/** Where a customer's call gets its access token: the browser session. */
export interface TokenSource {
  /** The current access token (storage is the truth: another tab may have refreshed it); null for a guest. */
  getToken(): string | null;
  /** A new access token, or null when refreshing failed. The session shares one refresh between callers and tabs. */
  refresh(): Promise<string | null>;
}

const NOT_SIGNED_IN: ApiResult<never> = { ok: false, error: { code: 401, message: '' } };

/**
 * A call with the customer's token. A 401 refreshes the token once and retries once with the new
 * one; when another caller refreshed meanwhile (the token changed), it just retries with that. A
 * guest gets the 401 without a call.
 */
export async function authorizedRequest<T>(
  session: TokenSource,
  method: string,
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<ApiResult<T>> {
  const token = session.getToken();
  if (!token) return NOT_SIGNED_IN;
  const first = await request<T>(method, path, { ...options, token });
  if (first.ok || first.error.code !== 401) return first;
  const current = session.getToken();
  const fresh = current && current !== token ? current : await session.refresh();
  if (!fresh) return first;
  return request<T>(method, path, { ...options, token: fresh });
}
