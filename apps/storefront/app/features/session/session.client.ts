import { request } from '@shoreline/sdk/request';
import { authorizedRequest } from '@shoreline/sdk/transport';
import { NO_USER_TOKEN } from '@shoreline/domain/messages';
import { DEFAULT_CUSTOMER_GROUP_ID, GROUP_COOKIE } from '@shoreline/domain/customer-groups';
import { emitSessionEvent, openAuthModal } from './auth-events';
import type { LoginHook, LogoutHook, LogoutReason, SessionApi, SessionResult, SessionUser } from './contract';
import { withRefreshLock } from './refresh-lock';
import { readKey, SESSION_KEYS, writeKey, type LoginStatus } from './session-keys';

/** Saved checkout details (personal, shipping, payment) are personal: logout removes them. */
const CHECKOUT_KEY = /(^|[/:-])checkout([/:-]|$)/i;

/**
 * The token lock: 0 normal, 1 a refresh runs (callers share it), -1 the
 * refresh failed (no more refreshes until the next login).
 */
type TokenLock = 0 | 1 | -1;

/** How long logout waits for the logout hooks (the cart disconnecting) before it clears the session anyway. */
const LOGOUT_HOOKS_WAIT_MS = 3000;
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

/**
 * The group token travels to server renders in a cookie, so pages show a wholesale customer the group's prices; a
 * retail customer sends none and keeps getting the shared cached pages. It lasts as long as the token (24 hours)
 * and is renewed with every profile load.
 */
function storeGroupToken(value: unknown): void {
  if (typeof document === 'undefined') return;
  const { groupToken, group_id: groupId } = (value ?? {}) as { groupToken?: unknown; group_id?: unknown };
  const keep = typeof groupToken === 'string' && /^[A-Za-z0-9_.-]+$/.test(groupToken) && groupId !== DEFAULT_CUSTOMER_GROUP_ID;
  const secure = window.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = keep
    ? `${GROUP_COOKIE}=${groupToken}; Path=/; Max-Age=86400; SameSite=Lax${secure}`
    : `${GROUP_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

const loginHooks: LoginHook[] = [];
const logoutHooks: LogoutHook[] = [];

/**
 * Features that follow the customer (the cart, the saved lists) register here; their modules load with
 * this one (contract.ts loadWithSession). Login runs its hooks one after another, in the order they
 * registered; logout runs them together.
 */
export function onLogin(hook: LoginHook): void {
  loginHooks.push(hook);
}

export function onLogout(hook: LogoutHook): void {
  logoutHooks.push(hook);
}

/** Runs a hook; a failing one is reported and does not stop the login or logout. */
async function runHook(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.warn('A session hook failed', error);
  }
}

const runLogoutHooks = (elsewhere: boolean, reason: LogoutReason) =>
  Promise.all(logoutHooks.map((hook) => runHook(() => hook(elsewhere, reason))));

// The storage is the truth for tokens: another tab may have refreshed them.
const getToken = () => readKey(SESSION_KEYS.token);

/** Forgets the tokens, the profile, the group's prices and the saved checkout details. */
function clearPersonalData(): void {
  writeKey(SESSION_KEYS.token, null);
  writeKey(SESSION_KEYS.refreshToken, null);
  storeUser(null);
  storeGroupToken(null);
  removeCheckoutDetails();
}

/** The customer's profile from the API, kept (with the group's cookie); null when there is none to read. */
async function fetchProfile(api: SessionApi): Promise<SessionUser | null> {
  const answer = await authorizedRequest<unknown>(api, 'GET', '/api/user/me');
  const profile = answer.ok ? toSessionUser(answer.data) : null;
  if (!profile) return null;
  storeGroupToken(answer.ok ? answer.data : null);
  storeUser(profile);
  return profile;
}

/**
 * A new token for the refresh token, one tab at a time (another tab's fresh token is taken as it is); 'offline'
 * when the API did not answer, null when it refused.
 */
function requestNewToken(): Promise<string | null | 'offline'> {
  const before = getToken();
  return withRefreshLock(async () => {
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
}

/** What one session object keeps between calls. */
interface SessionState {
  user: SessionUser | null;
  lock: TokenLock;
  pendingRefresh: Promise<string | null> | null;
  /** The session the server ended, once: the runner and a refresh may both find it out. */
  ending: Promise<void> | null;
}

/** Another tab logged in or out, or changed the profile: this one follows. */
function followOtherTabs(state: SessionState, changed: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === SESSION_KEYS.status && event.newValue === 'logged') {
      state.lock = 0;
      state.user = readUser();
      changed();
    } else if (event.key === SESSION_KEYS.status && event.newValue === 'logout') {
      const wasLoggedIn = state.user !== null;
      state.user = null;
      changed();
      if (wasLoggedIn) void runLogoutHooks(true, readKey(SESSION_KEYS.ended) === 'expired' ? 'expired' : 'logout');
    } else if (event.key === SESSION_KEYS.user && getToken()) {
      state.user = readUser();
      changed();
    }
  });
}

export function createSession(): SessionApi {
  const state: SessionState = { user: readUser(), lock: 0, pendingRefresh: null, ending: null };
  const listeners = new Set<() => void>();

  const changed = () => {
    for (const listener of [...listeners]) listener();
    emitSessionEvent({ kind: 'changed' });
  };

  const forgetUser = () => {
    clearPersonalData();
    state.user = null;
  };

  async function loadProfile(): Promise<boolean> {
    const profile = await fetchProfile(api);
    if (profile) state.user = profile;
    return profile !== null;
  }

  async function refreshOnce(): Promise<string | null> {
    state.lock = 1;
    const outcome = await requestNewToken();
    // No answer is not a refused refresh: keep the session and try again later.
    if (outcome === 'offline' || outcome) {
      state.lock = 0;
      return outcome === 'offline' ? null : outcome;
    }
    state.lock = -1;
    if (state.user || getToken()) await api.logout({ silent: true, expired: true });
    return null;
  }

  /**
   * The server refused the tokens: nothing can be sent with them any more, so they go first; then the hooks keep
   * the cart's lines as a guest's, the pages say the session ended, and the sign-in dialog offers to start a new one.
   */
  async function endExpiredSession(): Promise<void> {
    writeKey(SESSION_KEYS.ended, 'expired');
    setStatus('logout');
    forgetUser();
    await Promise.race([runLogoutHooks(false, 'expired'), sleep(LOGOUT_HOOKS_WAIT_MS)]);
    changed();
    emitSessionEvent({ kind: 'logged-out', silent: true, expired: true });
    openAuthModal('login', 'expired');
  }

  /** Keeps the tokens of a login and reads the profile; without a profile the login is undone. */
  async function startSession(token: string, refreshToken: string | null): Promise<boolean> {
    state.lock = 0;
    state.ending = null;
    writeKey(SESSION_KEYS.ended, null);
    writeKey(SESSION_KEYS.token, token);
    writeKey(SESSION_KEYS.refreshToken, refreshToken);
    setStatus('started');
    const loaded = await loadProfile();
    if (!loaded) forgetUser();
    setStatus(loaded ? 'logged' : 'logout');
    changed();
    return loaded;
  }

  const api: SessionApi = {
    getToken,
    getUser: () => state.user,
    request: (method, path, options) => authorizedRequest(api, method, path, options),

    refresh() {
      if (state.lock < 0) return Promise.resolve(null);
      state.pendingRefresh ??= refreshOnce().finally(() => {
        state.pendingRefresh = null;
      });
      return state.pendingRefresh;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async login(email, password): Promise<SessionResult> {
      const answer = await request<unknown>('POST', '/api/user/login', { body: { username: email.trim(), password } });
      if (!answer.ok) return { ok: false, message: answer.error.message };
      if (typeof answer.data !== 'string') return { ok: false, message: '' };
      if (!(await startSession(answer.data, answer.meta?.refreshToken ?? null))) return { ok: false, message: '' };
      // The cart connects the customer's cart (the guest cart joins it), the saved lists keep the guest wishlist.
      for (const hook of loginHooks) await runHook(() => hook(api));
      return { ok: true };
    },

    async register({ email, firstname, lastname, password }): Promise<SessionResult> {
      const answer = await request('POST', '/api/user/create', {
        body: { customer: { email: email.trim(), firstname: firstname.trim(), lastname: lastname.trim() }, password },
      });
      if (!answer.ok) return { ok: false, message: answer.error.message };
      return api.login(email, password);
    },

    async logout({ silent = false, expired = false } = {}) {
      if (expired) {
        state.ending ??= endExpiredSession();
        return state.ending;
      }
      const refreshToken = readKey(SESSION_KEYS.refreshToken);
      setStatus('logout');
      // The hooks run first: the cart disconnects, so a sync under way finishes with the token it started
      // with, and the saved lists forget the browser's wishlist and compare list (the spec's logout).
      await Promise.race([runLogoutHooks(false, 'logout'), sleep(LOGOUT_HOOKS_WAIT_MS)]);
      forgetUser();
      changed();
      if (refreshToken) void request('POST', '/api/user/logout', { body: { refreshToken } });
      emitSessionEvent({ kind: 'logged-out', silent });
    },

    async reloadUser() {
      if (!getToken()) {
        console.warn(NO_USER_TOKEN);
        return;
      }
      if (await loadProfile()) changed();
    },
  };

  followOtherTabs(state, changed);
  // The cached profile shows at once; the server's copy replaces it when it arrives.
  if (getToken()) void api.reloadUser();
  return api;
}
