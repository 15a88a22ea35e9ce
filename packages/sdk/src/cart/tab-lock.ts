import { parseJson, type KeyValueStorage } from '../storage/storage.js';

/**
 * Runs `work` while no other tab of this browser runs work under the same lock, so two tabs never change the shared
 * cart at the same time. A lock not had in time (a tab stuck in a call) runs the work all the same: a late cart beats a dead one.
 */
export type TabLock = <T>(work: () => Promise<T>) => Promise<T>;

export type LockManagerLike = { request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> };

/** waitMs: how long to wait for the lock; leaseMs: how long a storage lease lives unless renewed (a closed tab's expires). */
export type TabLockTiming = { waitMs?: number; leaseMs?: number; now?: () => number; sleep?: (ms: number) => Promise<void> };

const WAIT_MS = 10_000;
/** Long enough for another tab's write of the lease at the same moment to show; also the retry pause. */
const SETTLE_MS = 50;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A lock through the Web Locks API, which the browser releases when its tab goes away. */
export function webLocksTabLock(locks: LockManagerLike, name: string, { waitMs = WAIT_MS }: TabLockTiming = {}): TabLock {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const waited = new AbortController();
    const timer = setTimeout(() => waited.abort(), waitMs);
    let granted = false;
    try {
      return await locks.request(name, { signal: waited.signal }, () => {
        granted = true;
        clearTimeout(timer);
        return work();
      });
    } catch (error) {
      if (granted) throw error;
      return work(); // not granted in time, or no lock for this page
    } finally {
      clearTimeout(timer);
    }
  };
}

type Lease = { owner: string; until: number };

/**
 * A lease in the shared storage, for browsers without Web Locks (a page served over plain http): taken when there is
 * none or it has expired, renewed while the work runs, removed after. Two tabs writing it at the same moment both read
 * it back after SETTLE_MS; the last write is the one both see, so only its writer goes on.
 */
export function storageLeaseTabLock(
  storage: KeyValueStorage,
  key: string,
  { waitMs = WAIT_MS, leaseMs = 5_000, now = () => Date.now(), sleep = wait }: TabLockTiming = {},
): TabLock {
  const owner = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  const read = async () => parseJson<Lease | null>((await storage.getItem(key)) ?? 'null', null);
  const write = () => storage.setItem(key, JSON.stringify({ owner, until: now() + leaseMs }));
  const isFree = (lease: Lease | null) => !lease || lease.owner === owner || lease.until <= now();

  async function acquire(): Promise<boolean> {
    const deadline = now() + waitMs;
    while (now() < deadline) {
      const free = isFree(await read());
      if (free) await write();
      await sleep(SETTLE_MS);
      if (free && (await read())?.owner === owner) return true;
    }
    return false;
  }

  const release = async () => ((await read())?.owner === owner ? storage.removeItem(key) : undefined);

  return async <T>(work: () => Promise<T>): Promise<T> => {
    const held = await acquire().catch(() => false); // storage that cannot be written holds no lease
    if (!held) return work();
    const renewal = setInterval(() => void Promise.resolve(write()).catch(() => undefined), leaseMs / 2);
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await release().catch(() => undefined);
    }
  };
}

/** Web Locks where the browser has them, otherwise a lease in `storage` (the cart's own). */
export function browserTabLock(storage: KeyValueStorage, name: string, timing: TabLockTiming = {}): TabLock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? webLocksTabLock(locks, name, timing) : storageLeaseTabLock(storage, name, timing);
}
