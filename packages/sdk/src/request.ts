import type { ErrorReason, FieldError } from '@shoreline/domain/error-reasons';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The bottom of the browser's one transport to the API (transport.ts builds on it): the exchange
 * (path with base URL and store code, the token only as `Authorization: Bearer`) and the reading of
 * the answer into an ApiResult. request() is a call without a token source; calls that carry a
 * customer's or a staff member's token go through createTransport / authorizedRequest.
 */

/**
 * The one result every browser call answers with: the payload, or why there is none. Never thrown:
 * a refusal, a network failure (code 0) and an answer that is not an envelope are all `ok: false`.
 */
export type ApiResult<T> = { ok: true; data: T; meta?: EnvelopeMeta } | { ok: false; error: ApiFailure };

export interface ApiFailure {
  /** The envelope's code (equal to the HTTP status); 0 when the network failed. */
  code: number;
  /** The server's message, or '' when it sent none (the UI then shows its own generic text). */
  message: string;
  /** The refusal's whole `result` when it carries more than a message (a changed cart). */
  result?: unknown;
  /** Why the server refused, as a stable code (packages/domain/src/error-reasons.ts): what a caller branches on. */
  reason?: ErrorReason;
  /** The fields that failed validation, each with its code and message. */
  errors?: FieldError[];
}

export interface EnvelopeMeta {
  refreshToken?: string;
  [key: string]: unknown;
}

/** A body sent as it is (a file, a CSV) with its own content type, instead of as JSON. */
export interface RawBody {
  raw: string | Blob;
  type: string;
}

export interface RequestOptions {
  /** Sent as JSON, unless it is a RawBody. */
  body?: unknown;
  raw?: RawBody;
  /** Sent only as `Authorization: Bearer`, never in the query string. */
  token?: string | null;
  /**
   * The answer is plain JSON, not the envelope (the spec's express checkout answers `{success, token, error}`): a 2xx
   * status gives that JSON as `data`, another status gives it as the failure's `result`.
   */
  plain?: boolean;
  /** The answer is a file (an export, a download): a 2xx status gives it as a Blob; a refusal is still the envelope. */
  file?: boolean;
  headers?: Record<string, string>;
  fetch?: FetchLike;
  /** Gives up (rejects, as a network failure) when no answer came within this many milliseconds. */
  timeoutMs?: number;
}

/** The server's message in a refusal's result: a string, or `errorMessage` / `message` in an object. */
export function failureMessage(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object') {
    const { errorMessage, message } = result as { errorMessage?: unknown; message?: unknown };
    if (typeof errorMessage === 'string') return errorMessage;
    if (typeof message === 'string') return message;
  }
  return '';
}

interface EnvelopeShape {
  code: number;
  result: unknown;
  meta?: EnvelopeMeta;
  reason?: unknown;
  errors?: unknown;
}

function isEnvelope(value: unknown): value is EnvelopeShape {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** A refusal with the reason and field errors its answer carries (envelope or plain JSON, both at the top). */
function failure(code: number, result: unknown, answer: unknown): ApiFailure {
  const { reason, errors } = (answer ?? {}) as ApiFailure;
  return { code, message: failureMessage(result), result, reason, errors };
}

function plainResult<T>(status: number, body: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, data: body as T };
  return { ok: false, error: failure(status, body, body) };
}

async function fileResult<T>(response: Response): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: (await response.blob()) as T };
  } catch {
    return { ok: false, error: { code: 0, message: '' } };
  }
}

/** Reads an answer into an ApiResult (never throws). */
async function resultOf<T>(response: Response, options: RequestOptions): Promise<ApiResult<T>> {
  if (options.file && response.ok) return fileResult<T>(response);
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    envelope = undefined;
  }
  if (options.plain && envelope !== undefined) return plainResult<T>(response.status, envelope);
  if (!isEnvelope(envelope)) return { ok: false, error: { code: response.status || 500, message: '' } };
  if (envelope.code !== 200) return { ok: false, error: failure(envelope.code, envelope.result, envelope) };
  return envelope.meta ? { ok: true, data: envelope.result as T, meta: envelope.meta } : { ok: true, data: envelope.result as T };
}

/** The raw exchange, for callers that read the answer themselves (the task runner); rejects when the network fails. */
export function send(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.raw) headers['content-type'] = options.raw.type;
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return (options.fetch ?? fetch)(url, {
    method,
    headers,
    body: options.raw ? options.raw.raw : options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    cache: 'no-store',
    ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
}

/** One call to the API at `url` (same origin unless the transport says otherwise); answers an ApiResult and never throws. */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await send(method, url, options);
  } catch {
    return { ok: false, error: { code: 0, message: '' } };
  }
  return resultOf<T>(response, options);
}
