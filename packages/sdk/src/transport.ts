import type { FetchLike } from './client.js';
import { request, send, type ApiResult, type RequestOptions } from './request.js';

/**
 * The browser's one transport to the API. Every browser call with a token (the account and wishlist
 * screens, the back office, the task runner and through it the cart engine) goes out through a
 * Transport: request.ts's exchange (path, store code, Bearer header, the envelope read into an
 * ApiResult), and on a 401 a refresh through its TokenSource (a customer's session or a staff
 * member's), one for all the callers that meet it at that moment, then one retry.
 */

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
}

export interface Transport {
  /** A call answering an ApiResult; with `auth`, a 401 refreshes the token once (shared) and retries once. */
  request<T>(method: string, path: string, options?: TransportCallOptions): Promise<ApiResult<T>>;
  /** The raw exchange under request(): the path resolved, the headers set; rejects when the network fails. */
  send(method: string, path: string, options?: RequestOptions): Promise<Response>;
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
  const url = (path: string) => `${path.startsWith('/') ? (config.baseUrl ?? '') : ''}${withStoreCode(path, config.storeCode)}`;
  const once = <T>(method: string, path: string, options: RequestOptions) =>
    request<T>(method, url(path), { ...options, fetch: options.fetch ?? config.fetch });

  async function call<T>(method: string, path: string, options: TransportCallOptions = {}): Promise<ApiResult<T>> {
    const auth = options.auth ?? 'none';
    if (options.token !== undefined) return once<T>(method, path, options);
    const token = auth !== 'none' && tokens ? tokens.getToken() : null;
    if (!token && auth === 'required') return NOT_SIGNED_IN;
    const first = await once<T>(method, path, { ...options, token });
    if (first.ok || first.error.code !== 401 || !tokens || (!token && !tokens.restoresWithoutToken)) return first;
    // Someone refreshed while this call was out: their token will do.
    const current = tokens.getToken();
    const fresh = current && current !== token ? current : await tokens.refresh();
    if (!fresh) return first;
    return once<T>(method, path, { ...options, token: fresh });
  }

  return {
    request: call,
    send: (method, path, options) => send(method, url(path), { ...options, fetch: options?.fetch ?? config.fetch }),
    tokens,
  };
}

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
