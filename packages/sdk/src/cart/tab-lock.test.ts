import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage.js';
import { storageLeaseTabLock, webLocksTabLock, type LockManagerLike, type TabLock } from './tab-lock.js';
import { fakeWebLocks } from './fake-web-locks.test-support.js';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Two pieces of work started together; records when each starts and ends. */
async function runTogether(first: TabLock, second: TabLock): Promise<string[]> {
  const events: string[] = [];
  const work = (name: string) => async () => {
    events.push(`${name} starts`);
    await tick();
    await tick();
    events.push(`${name} ends`);
    return name;
  };
  expect(await Promise.all([first(work('a')), second(work('b'))])).toEqual(['a', 'b']);
  return events;
}

/** Whichever got the lock first, its work ended before the other's started. */
function expectOneAtATime(events: string[]): void {
  const first = events[0]?.split(' ')[0];
  const second = first === 'a' ? 'b' : 'a';
  expect(events).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`]);
}

describe('webLocksTabLock', () => {
  it('runs one piece of work at a time under the named lock', async () => {
    const locks = fakeWebLocks();
    const events = await runTogether(webLocksTabLock(locks, 'cart'), webLocksTabLock(locks, 'cart'));
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('passes the work’s failure on and lets the next one in', async () => {
    const lock = webLocksTabLock(fakeWebLocks(), 'cart');
    await expect(lock(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await lock(async () => 'next')).toBe('next');
  });

  it('runs the work without the lock when it is not granted in time, or cannot be had', async () => {
    const neverGranted: LockManagerLike = {
      request: (_name, { signal }) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    };
    expect(await webLocksTabLock(neverGranted, 'cart', { waitMs: 5 })(async () => 'ran')).toBe('ran');
    const refused: LockManagerLike = { request: () => Promise.reject(new DOMException('Denied', 'SecurityError')) };
    expect(await webLocksTabLock(refused, 'cart')(async () => 'ran')).toBe('ran');
  });
});

describe('storageLeaseTabLock', () => {
  it('lets one tab work at a time, the other waiting until the lease is released, and leaves no lease behind', async () => {
    const storage = createMemoryStorage();
    expectOneAtATime(await runTogether(storageLeaseTabLock(storage, 'lock'), storageLeaseTabLock(storage, 'lock')));
    expect(storage.entries.has('lock')).toBe(false);
  });

  it('gives the lease to one of two tabs writing it at the same moment', async () => {
    const shared = createMemoryStorage();
    // Reads take a moment, so both tabs find no lease before either writes one.
    const slowReads: KeyValueStorage = { ...shared, getItem: async (key) => (await tick(), shared.getItem(key)) };
    expectOneAtATime(await runTogether(storageLeaseTabLock(slowReads, 'lock'), storageLeaseTabLock(slowReads, 'lock')));
  });

  it('takes over the expired lease of a tab that went away', async () => {
    const storage = createMemoryStorage({ lock: JSON.stringify({ owner: 'closed-tab', until: Date.now() - 1 }) });
    expect(await storageLeaseTabLock(storage, 'lock', { waitMs: 1_000 })(async () => 'ran')).toBe('ran');
  });

  it('renews its lease while the work runs', async () => {
    const storage = createMemoryStorage();
    let clock = 0;
    const lock = storageLeaseTabLock(storage, 'lock', { leaseMs: 40, now: () => clock, sleep: async () => undefined });
    const until: number[] = [];
    const leaseUntil = () => (JSON.parse(String(storage.getItem('lock'))) as { until: number }).until;
    await lock(async () => {
      until.push(leaseUntil());
      clock = 1_000;
      await new Promise((resolve) => setTimeout(resolve, 30));
      until.push(leaseUntil());
    });
    expect(until).toEqual([40, 1_040]);
  });

  it('runs the work when the storage cannot hold a lease', async () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(await storageLeaseTabLock(full, 'lock')(async () => 'ran')).toBe('ran');
  });
});
