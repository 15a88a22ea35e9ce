/**
 * Where the browser session lives in localStorage (shared by every tab of the shop). This module is
 * tiny on purpose: the header reads the "logged in as" hint from it on hydration without loading
 * the session code.
 */
export const SESSION_KEYS = {
  token: 'shoreline:session:token',
  refreshToken: 'shoreline:session:refresh-token',
  user: 'shoreline:session:user',
  /** The first name of the logged-in customer, for the header. */
  name: 'shoreline:session:name',
  /** The login status marker other tabs follow: 'started' | 'logged' | 'logout'. */
  status: 'shoreline:session:status',
  /** 'expired' while the last logout was a session the server ended (other tabs keep the cart's lines then). */
  ended: 'shoreline:session:ended',
  /** The cross-tab refresh lock when the Web Locks API is missing. */
  refreshLock: 'shoreline:session:refresh-lock',
} as const;

export type LoginStatus = 'started' | 'logged' | 'logout';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readKey(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Blocked or full storage: the session then lasts as long as the page.
  }
}

/** The header's hint: the first name ('' when unknown) when a customer token is stored, else null. */
export function readSignedInName(): string | null {
  return readKey(SESSION_KEYS.token) ? (readKey(SESSION_KEYS.name) ?? '') : null;
}
