/** The API's envelope (`{code, result, meta}`); code 0 means the network failed. */
export interface ApiAnswer<T = unknown> {
  code: number;
  result: T;
  meta?: { refreshToken?: string };
}

export interface CallOptions {
  body?: unknown;
  /** The customer access token: sent only as `Authorization: Bearer`. */
  token?: string | null;
}

function isEnvelope(value: unknown): value is ApiAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** One same-origin API call; never throws (a network failure is code 0, a non-JSON answer keeps the HTTP status). */
export async function callApi<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T | string | null>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { code: 0, result: null };
  }
  try {
    const parsed: unknown = await response.json();
    if (isEnvelope(parsed)) return parsed as ApiAnswer<T>;
  } catch {
    // not JSON: fall through
  }
  return { code: response.status || 500, result: null };
}

/** The server's message of a failed answer ('' when it has none: the UI then shows its generic text). */
export function answerMessage(answer: ApiAnswer<unknown>): string {
  const { result } = answer;
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object') {
    const message = (result as { errorMessage?: unknown; message?: unknown }).errorMessage ?? (result as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return '';
}
