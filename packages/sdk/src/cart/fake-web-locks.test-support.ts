import type { LockManagerLike } from './tab-lock.js';

/** A fake of navigator.locks: a name is held by one request at a time, in request order. */
export function fakeWebLocks(): LockManagerLike {
  const tails = new Map<string, Promise<void>>();
  return {
    request<T>(name: string, _options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      let release: () => void = () => undefined;
      tails.set(
        name,
        previous.then(() => new Promise<void>((resolve) => (release = resolve))),
      );
      return previous.then(async () => {
        try {
          return await callback();
        } finally {
          release();
        }
      });
    },
  };
}
