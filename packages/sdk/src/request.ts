import type { FetchLike } from './client.js';

/**
 * The browser's one transport to the API. Every browser call (the account and wishlist screens, the
 * back office, the task runner and through it the cart engine) goes out through a Transport: it
 * resolves the path (base URL, store code), sends the token only as `Authorization: Bearer`, reads
 * the envelope into an ApiResult, and on a 401 refreshes the token through its TokenSource (a
 * customer's session or a staff member's) once for all callers waiting at that moment, then retries.
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
  /** The refusal's whole `result` when it carries more than a message (field errors, a changed cart). */
  result?: unknown;
  /** A stable code for what went wrong, when the API gives one: branch on it, never on the message. */
  reason?: string;
  /** The fields the API refused, when it lists them. */
  errors?: FieldError[];
}

export interface FieldError {
  field: string;
  code: string;
  message: string;
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
   * The answer is plain JSON, not the envelope (PayPal express answers `{success, token, error}`): a 2xx
   * status gives that JSON as `data`, another status gives it as the failure's `result`.
   */
  plain?: boolean;
  /** The answer is a file (an export, a download): a 2xx status gives it as a Blob; a refusal is still the envelope. */
  file?: boolean;
  fetch?: FetchLike;
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

/** A refusal: its code and message, and the reason and field errors when the envelope or its result carry them. */
function refusal(code: number, result: unknown, envelope?: EnvelopeShape): ApiFailure {
  const failure: ApiFailure = { code, message: failureMessage(result), result };
  const inResult = (result && typeof result === 'object' ? result : {}) as { reason?: unknown; errors?: unknown };
  const reason = envelope?.reason ?? inResult.reason;
  const errors = envelope?.errors ?? inResult.errors;
  if (typeof reason === 'string') failure.reason = reason;
  if (Array.isArray(errors)) failure.errors = errors as FieldError[];
  return failure;
}

function plainResult<T>(status: number, body: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, data: body as T };
  return { ok: false, error: { code: status, message: failureMessage(body), result: body } };
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
  if (envelope.code !== 200) return { ok: false, error: refusal(envelope.code, envelope.result, envelope) };
  return envelope.meta ? { ok: true, data: envelope.result as T, meta: envelope.meta } : { ok: true, data: envelope.result as T };
}

/** One same-origin call to the API, without a token source; answers an ApiResult and never throws. */
export function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  return sameOrigin.request<T>(method, path, options);
}

/** Where a call gets its access token: a customer's browser session, or a staff member's sign-in. */
export interface TokenSource {
  /** The current access token (storage is the truth: another tab may have refreshed it); null for a guest. */
  getToken(): string | null;
  /** A new access token, or null when refreshing failed. The session shares one refresh between callers and tabs. */
  refresh(): Promise<string | null>;
  /**
   * Whether a 401 to a call sent without a token is worth a refresh: a staff token lives only in memory,
   * so after a reload the refresh cookie restores it; a customer without a token is a guest.
   */
  readonly restoresWithoutToken?: boolean;
}

const NOT_SIGNED_IN: ApiResult<never> = { ok: false, error: { code: 401, message: '' } };

const shared = new WeakMap<TokenSource, TokenSource>();

/**
 * The token source with one refresh at a time: callers that find the token expired while a refresh
 * is under way wait for that one instead of starting their own (a rotating refresh token is only
 * good once). Wrapping the same source again gives the same wrapper, so every transport over one
 * session shares the lock.
 */
export function withSharedRefresh(source: TokenSource): TokenSource {
  const known = shared.get(source);
  if (known) return known;
  let running: Promise<string | null> | null = null;
  const wrapped: TokenSource = {
    getToken: () => source.getToken(),
    restoresWithoutToken: source.restoresWithoutToken,
    refresh() {
      running ??= source.refresh().finally(() => {
        running = null;
      });
      return running;
    },
  };
  shared.set(source, wrapped);
  shared.set(wrapped, wrapped);
  return wrapped;
}

export interface TransportOptions {
  fetch?: FetchLike;
  /** Prefix of the /api paths; "" (same origin) by default. */
  baseUrl?: string;
  /** Sent as the storeCode query parameter when set (multistore). */
  storeCode?: string | null;
  /** Whose token the calls carry (a customer's session, a staff member's); none for a guest's calls. */
  tokens?: TokenSource | null;
}

/**
 * 'required': without a token the call answers 401 unsent; 'optional': the token goes along when
 * there is one (a cart call works for a guest too); 'none' (default): never a token.
 */
export type Authorization = 'required' | 'optional' | 'none';

export interface TransportCallOptions extends RequestOptions {
  /** Whether the call carries the token source's token; an explicit `token` is sent as given, without refresh. */
  auth?: Authorization;
  headers?: Record<string, string>;
}

export interface SendOptions {
  token?: string | null;
  body?: unknown;
  raw?: RawBody;
  headers?: Record<string, string>;
  fetch?: FetchLike;
}

export interface Transport {
  /** A call answering an ApiResult; with `auth`, a 401 refreshes the token once (shared) and retries once. */
  request<T>(method: string, path: string, options?: TransportCallOptions): Promise<ApiResult<T>>;
  /** The raw exchange under request(): the path resolved, the headers set; rejects when the network fails. */
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
  /** The token source, its refresh shared by every caller; null for a transport without one. */
  readonly tokens: TokenSource | null;
}

/** Adds the store code to a path's query (replacing one that is there). */
function withStoreCode(path: string, storeCode: string | null | undefined): string {
  if (!storeCode) return path;
  const [base, query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('storeCode', storeCode);
  return `${base}?${params}`;
}

export function createTransport(config: TransportOptions = {}): Transport {
  const tokens = config.tokens ? withSharedRefresh(config.tokens) : null;

  function send(method: string, path: string, options: SendOptions = {}): Promise<Response> {
    const doFetch: FetchLike = options.fetch ?? config.fetch ?? ((input, init) => fetch(input, init));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.raw) headers['content-type'] = options.raw.type;
    else if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const url = `${path.startsWith('/') ? (config.baseUrl ?? '') : ''}${withStoreCode(path, config.storeCode)}`;
    return doFetch(url, {
      method,
      headers,
      body: options.raw ? options.raw.raw : options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  }

  async function once<T>(method: string, path: string, options: TransportCallOptions, token: string | null): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await send(method, path, { ...options, token });
    } catch {
      return { ok: false, error: { code: 0, message: '' } };
    }
    return resultOf<T>(response, options);
  }

  async function call<T>(method: string, path: string, options: TransportCallOptions = {}): Promise<ApiResult<T>> {
    const auth = options.auth ?? 'none';
    if (options.token !== undefined) return once<T>(method, path, options, options.token);
    const token = auth !== 'none' && tokens ? tokens.getToken() : null;
    if (!token && auth === 'required') return NOT_SIGNED_IN;
    const first = await once<T>(method, path, options, token);
    if (first.ok || first.error.code !== 401 || !tokens || (!token && !tokens.restoresWithoutToken)) return first;
    // Someone refreshed while this call was out: their token will do.
    const current = tokens.getToken();
    const fresh = current && current !== token ? current : await tokens.refresh();
    if (!fresh) return first;
    return once<T>(method, path, options, fresh);
  }

  return { request: call, send, tokens };
}

const sameOrigin = createTransport();

/**
 * A call with the customer's token. A 401 refreshes the token once and retries once with the new
 * one; when another caller refreshed meanwhile (the token changed), it just retries with that. A
 * guest gets the 401 without a call.
 */
export function authorizedRequest<T>(
  session: TokenSource,
  method: string,
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<ApiResult<T>> {
  return createTransport({ tokens: session }).request<T>(method, path, { ...options, auth: 'required' });
}
