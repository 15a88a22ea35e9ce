import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEY, recordRecentlyViewed, withRecentlyViewed, type RecentlyViewedEntry } from './recently-viewed';

const entry = (sku: string): RecentlyViewedEntry => ({ sku, name: sku, url: `/p/${sku}/x`, image: null, price: '$1.00' });

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_KEY, initial]]);
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const storedSkus = (storage: ReturnType<typeof memoryStorage>) =>
  (JSON.parse(storage.data.get(RECENTLY_VIEWED_KEY) ?? '[]') as RecentlyViewedEntry[]).map((item) => item.sku);

describe('recently viewed', () => {
  it('puts the newest first and keeps one entry per sku', () => {
    const list = withRecentlyViewed([entry('A'), entry('B'), entry('C')], entry('B'));
    expect(list.map((item) => item.sku)).toEqual(['B', 'A', 'C']);
  });

  it('keeps at most 20 entries', () => {
    const many = Array.from({ length: 25 }, (_, index) => entry(`S${index}`));
    const list = withRecentlyViewed(many, entry('NEW'));
    expect(list).toHaveLength(20);
    expect(list[0].sku).toBe('NEW');
  });

  it('ignores stored values that are not entries', () => {
    expect(withRecentlyViewed([{ sku: 1 }, 'x', null, entry('A')], entry('B')).map((item) => item.sku)).toEqual(['B', 'A']);
    expect(withRecentlyViewed('nonsense', entry('B'))).toHaveLength(1);
  });

  it('writes the list under its storage key, starting over when it is unreadable', () => {
    const storage = memoryStorage('{broken');
    recordRecentlyViewed(() => storage, entry('A'));
    recordRecentlyViewed(() => storage, entry('B'));
    expect(storedSkus(storage)).toEqual(['B', 'A']);
  });

  it('survives storage that is blocked or refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => recordRecentlyViewed(() => full, entry('A'))).not.toThrow();
    expect(() =>
      recordRecentlyViewed(() => {
        throw new Error('SecurityError');
      }, entry('A')),
    ).not.toThrow();
  });
});
