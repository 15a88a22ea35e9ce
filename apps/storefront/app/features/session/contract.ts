import type { ApiResult, RequestOptions } from '@shoreline/sdk/request';

/**
 * The browser session, as the rest of the app sees it. The implementation
 * (features/session/session.client.ts) is loaded on demand so pages that never
 * touch the account do not pay for it in first-load JavaScript.
 *
 * Tokens: the access token goes only in the Authorization header; it and the
 * refresh token are kept in localStorage (as the original storefront does, so
 * tabs share the session); login status markers 'started' | 'logged' | 'logout'
 * are written to localStorage so other tabs follow.
 */
export interface SavedAddress {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: { region: string; region_code: string; region_id: number };
  region_id?: number;
  telephone: string;
  /** A business buyer's tax (VAT) id. */
  vat_id?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export interface SessionUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  default_shipping?: string;
  default_billing?: string;
  addresses: SavedAddress[];
  /** email_verified: whether the customer opened the link mailed to the account's address. */
  extension_attributes?: { is_subscribed?: boolean; email_verified?: boolean };
}

export type SessionResult = { ok: true } | { ok: false; message: string };

export interface SessionApi {
  /** The current access token, or null for a guest. */
  getToken(): string | null;
  /** Refreshes the access token with the refresh token; null when that failed (the app then logs out silently and opens 'modal-signup'). */
  refresh(): Promise<string | null>;
  getUser(): SessionUser | null;
  /** Called whenever the user or token changes (also when another tab logs in or out). */
  subscribe(listener: () => void): () => void;
  login(email: string, password: string): Promise<SessionResult>;
  register(input: { email: string; firstname: string; lastname: string; password: string }): Promise<SessionResult>;
  /** Runs the logout hooks (the cart, the saved lists), clears token, group, profile and saved checkout details; shows "You're logged out" unless silent. */
  logout(options?: LogoutOptions): Promise<void>;
  /** Reloads the profile (after saving addresses, etc.). */
  reloadUser(): Promise<void>;
  /** A call with the customer's token through the SDK transport (a 401 refreshes once, shared with every other call, and retries). */
  request<T>(method: string, path: string, options?: Omit<RequestOptions, 'token'>): Promise<ApiResult<T>>;
}

/**
 * `expired`: the server refused the customer's tokens (not the shopper's choice). The tokens are cleared first, then
 * the hooks run with the reason: the cart keeps its lines as a guest's, and the pages say the session ended.
 */
export interface LogoutOptions {
  silent?: boolean;
  expired?: boolean;
}

/** Why a logout hook runs: the shopper logged out, or the session expired (the cart then keeps its lines). */
export type LogoutReason = 'logout' | 'expired';

/** A feature's part of a login, run after the profile loaded and awaited before login answers. */
export type LoginHook = (session: SessionApi) => Promise<void>;
/**
 * A feature's part of a logout: in this tab before the tokens are cleared (`elsewhere` false), or
 * when another tab logged the customer out (`elsewhere` true).
 */
export type LogoutHook = (elsewhere: boolean, reason: LogoutReason) => Promise<void>;

/** Code that loads together with the session's: the features' session hooks (see loadWithSession). */
let loadedWithSession = (): Promise<unknown> => Promise.resolve();

/**
 * Loads the given code whenever the session's code loads, and before the session can log anyone in or
 * out. The app's root names, once, the features that follow the customer (the cart, the saved lists):
 * their modules register with the session's onLogin and onLogout (session.client), so the session
 * imports none of them.
 */
export function loadWithSession(load: () => Promise<unknown>): void {
  loadedWithSession = load;
}

let session: Promise<SessionApi> | null = null;

/** The session singleton, loading its code the first time it is needed (browser only). */
export function loadSession(): Promise<SessionApi> {
  session ??= Promise.all([import('./session.client'), loadedWithSession()]).then(([module]) => module.createSession());
  return session;
}

/** The session, or null (a guest) when its code is missing or fails to load. */
export async function currentSession(): Promise<SessionApi | null> {
  try {
    return await loadSession();
  } catch {
    return null;
  }
}
