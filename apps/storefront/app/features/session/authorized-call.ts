import { callApi, type ApiAnswer } from './api-call';
import type { SessionApi } from './contract';

/**
 * A call with the customer's token. A 401 in the answer refreshes the token once (the session
 * shares one refresh between callers and tabs) and retries once with the new token; when
 * another caller already refreshed meanwhile, it just retries with the current token.
 */
export async function authorizedCall<T = unknown>(
  session: Pick<SessionApi, 'getToken' | 'refresh'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T | string | null>> {
  const token = session.getToken();
  if (!token) return { code: 401, result: null };
  const first = await callApi<T>(method, path, { body, token });
  if (first.code !== 401) return first;
  const current = session.getToken();
  const fresh = current && current !== token ? current : await session.refresh();
  if (!fresh) return first;
  return callApi<T>(method, path, { body, token: fresh });
}
