/**
 * The key-value storage the SDK persists into. `window.localStorage` fits as is; an async
 * store (IndexedDB, localForage) fits too, because every call is awaited.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** An in-memory storage, for tests, the server side and browsers where storage is blocked. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Reads a JSON value; a missing key or unreadable JSON gives the fallback. */
export async function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): Promise<T> {
  const text = await storage.getItem(key);
  if (text === null) return fallback;
  return parseJson(text, fallback);
}

export async function writeJson(storage: KeyValueStorage, key: string, value: unknown): Promise<void> {
  await storage.setItem(key, JSON.stringify(value));
}

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
