import { readKey, SESSION_KEYS, writeKey } from './session-keys';

const LOCK_NAME = 'shoreline:session-refresh';
const HOLD_MS = 10_000;
const POLL_MS = 150;

interface StoredLock {
  owner: string;
  until: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the localStorage lock; anything unreadable counts as free. */
export function parseLock(raw: string | null): StoredLock | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredLock>;
    return typeof value.owner === 'string' && typeof value.until === 'number' ? { owner: value.owner, until: value.until } : null;
  } catch {
    return null;
  }
}

/** Whether someone else holds the lock at `now`. */
export function heldByOther(lock: StoredLock | null, owner: string, now: number): boolean {
  return lock !== null && lock.owner !== owner && lock.until > now;
}

/** Fallback for browsers without Web Locks: a claimed, expiring localStorage entry, read back before use. */
async function withStorageLock<T>(task: () => Promise<T>): Promise<T> {
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const giveUpAt = Date.now() + HOLD_MS;
  while (Date.now() < giveUpAt) {
    if (!heldByOther(parseLock(readKey(SESSION_KEYS.refreshLock)), owner, Date.now())) {
      writeKey(SESSION_KEYS.refreshLock, JSON.stringify({ owner, until: Date.now() + HOLD_MS }));
      await sleep(30);
      if (parseLock(readKey(SESSION_KEYS.refreshLock))?.owner === owner) break;
    }
    await sleep(POLL_MS);
  }
  try {
    return await task();
  } finally {
    if (parseLock(readKey(SESSION_KEYS.refreshLock))?.owner === owner) writeKey(SESSION_KEYS.refreshLock, null);
  }
}

/** Runs the task while no other tab of this shop runs one (one token refresh at a time, across tabs). */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK_NAME, task);
  return withStorageLock(task);
}
