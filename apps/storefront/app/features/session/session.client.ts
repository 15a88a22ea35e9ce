import { authorizedRequest } from '@shoreline/sdk/authorized-request';
import { request } from '@shoreline/sdk/request';
import { emitSessionEvent, openAuthModal } from './auth-events';
import { authorizeCart, clearCart } from './cart-bridge';
import type { SessionApi, SessionResult, SessionUser } from './contract';
import { withRefreshLock } from './refresh-lock';
import { readKey, SESSION_KEYS, writeKey, type LoginStatus } from './session-keys';

/** Saved checkout details (personal, shipping, payment) are personal: logout removes them. */
const CHECKOUT_KEY = /(^|[/:-])checkout([/:-]|$)/i;

/**
 * The token lock (spec document 1 §4.5): 0 normal, 1 a refresh runs (callers share it), -1 the
 * refresh failed (no more refreshes until the next login).
 */
type TokenLock = 0 | 1 | -1;

/** The saved lists' code loads with sign-in and logout only (a static import would name its chunks in the shell). */
const savedLists = () => import('~/features/saved-lists/wishlist.client');

/** How long logout waits for the cart to disconnect before it clears the session anyway. */
const CART_CLEAR_WAIT_MS = 3000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readUser(): SessionUser | null {
  if (!readKey(SESSION_KEYS.token)) return null;
  try {
    const user = JSON.parse(readKey(SESSION_KEYS.user) ?? 'null') as SessionUser | null;
    return user && typeof user.email === 'string' ? user : null;
  } catch {
    return null;
  }
}

function storeUser(user: SessionUser | null): void {
  writeKey(SESSION_KEYS.user, user ? JSON.stringify(user) : null);
  writeKey(SESSION_KEYS.name, user ? user.firstname : null);
}

function setStatus(status: LoginStatus): void {
  writeKey(SESSION_KEYS.status, status);
}

function removeCheckoutDetails(): void {
  for (const store of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => !!key);
      for (const key of keys) if (CHECKOUT_KEY.test(key)) store.removeItem(key);
    } catch {
      // storage blocked: nothing to remove
    }
  }
}

/** The profile as the session keeps it (the API's answer without the group token, which is re-read on load). */
function toSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object' || typeof (value as SessionUser).email !== 'string') return null;
  const { groupToken: _groupToken, ...user } = value as SessionUser & { groupToken?: string };
  return user;
}

export function createSession(): SessionApi {
  let user = readUser();
  let lock: TokenLock = 0;
  let pendingRefresh: Promise<string | null> | null = null;
  const listeners = new Set<() => void>();

  const changed = () => {
    for (const listener of [...listeners]) listener();
    emitSessionEvent({ kind: 'changed' });
  };

  // The storage is the truth for tokens: another tab may have refreshed them.
  const getToken = () => readKey(SESSION_KEYS.token);

  function clearPersonalData(): void {
    writeKey(SESSION_KEYS.token, null);
    writeKey(SESSION_KEYS.refreshToken, null);
    storeUser(null);
    removeCheckoutDetails();
    user = null;
  }

  async function loadProfile(): Promise<boolean> {
    const answer = await authorizedRequest<unknown>(api, 'GET', '/api/user/me');
    const profile = answer.ok ? toSessionUser(answer.data) : null;
    if (!profile) return false;
    user = profile;
    storeUser(profile);
    return true;
  }

  async function refreshOnce(): Promise<string | null> {
    lock = 1;
    const before = getToken();
    const outcome = await withRefreshLock(async () => {
      const current = getToken();
      if (current && current !== before) return current;
      const refreshToken = readKey(SESSION_KEYS.refreshToken);
      if (!refreshToken) return null;
      const answer = await request<unknown>('POST', '/api/user/refresh', { body: { refreshToken } });
      if (!answer.ok) return answer.error.code === 0 ? ('offline' as const) : null;
      if (typeof answer.data !== 'string' || !answer.data) return null;
      writeKey(SESSION_KEYS.token, answer.data);
      writeKey(SESSION_KEYS.refreshToken, answer.meta?.refreshToken ?? refreshToken);
      return answer.data;
    });
    if (outcome === 'offline') {
      // No answer is not a refused refresh: keep the session and try again later.
      lock = 0;
      return null;
    }
    if (outcome) {
      lock = 0;
      return outcome;
    }
    lock = -1;
    if (user || getToken()) {
      await api.logout({ silent: true });
      openAuthModal('login', 'expired');
    }
    return null;
  }

  const api: SessionApi = {
    getToken,
    getUser: () => user,

    refresh() {
      if (lock < 0) return Promise.resolve(null);
      pendingRefresh ??= refreshOnce().finally(() => {
        pendingRefresh = null;
      });
      return pendingRefresh;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async login(email, password): Promise<SessionResult> {
      const answer = await request<unknown>('POST', '/api/user/login', { body: { username: email.trim(), password } });
      if (!answer.ok) return { ok: false, message: answer.error.message };
      if (typeof answer.data !== 'string') return { ok: false, message: '' };
      lock = 0;
      writeKey(SESSION_KEYS.token, answer.data);
      writeKey(SESSION_KEYS.refreshToken, answer.meta?.refreshToken ?? null);
      setStatus('started');
      if (!(await loadProfile())) {
        clearPersonalData();
        setStatus('logout');
        changed();
        return { ok: false, message: '' };
      }
      setStatus('logged');
      changed();
      await authorizeCart();
      await savedLists()
        .then((lists) => lists.mergeGuestWishlist(api))
        .catch((error: unknown) => console.warn('Could not keep the guest wishlist', error));
      return { ok: true };
    },

    async register({ email, firstname, lastname, password }): Promise<SessionResult> {
      const answer = await request('POST', '/api/user/create', {
        body: { customer: { email: email.trim(), firstname: firstname.trim(), lastname: lastname.trim() }, password },
      });
      if (!answer.ok) return { ok: false, message: answer.error.message };
      return api.login(email, password);
    },

    async logout({ silent = false } = {}) {
      const refreshToken = readKey(SESSION_KEYS.refreshToken);
      setStatus('logout');
      // The cart disconnects first, so a sync under way finishes with the token it started with.
      await Promise.race([clearCart(), sleep(CART_CLEAR_WAIT_MS)]);
      clearPersonalData();
      // The spec's logout also empties the wishlist and the compare list this browser keeps.
      await savedLists()
        .then((lists) => lists.forgetSavedLists())
        .catch(() => undefined);
      changed();
      if (refreshToken) void request('POST', '/api/user/logout', { body: { refreshToken } });
      emitSessionEvent({ kind: 'logged-out', silent });
    },

    async reloadUser() {
      if (getToken() && (await loadProfile())) changed();
    },
  };

  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === SESSION_KEYS.status && event.newValue === 'logged') {
      lock = 0;
      user = readUser();
      changed();
    } else if (event.key === SESSION_KEYS.status && event.newValue === 'logout') {
      const wasLoggedIn = user !== null;
      user = null;
      changed();
      if (wasLoggedIn) void clearCart();
    } else if (event.key === SESSION_KEYS.user && getToken()) {
      user = readUser();
      changed();
    }
  });

  // The cached profile shows at once; the server's copy replaces it when it arrives.
  if (getToken()) void api.reloadUser();
  return api;
}
