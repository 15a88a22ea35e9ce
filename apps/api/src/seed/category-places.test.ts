import { describe, expect, it } from 'vitest';
import { categoryPlaces } from './category-places.js';

describe('categoryPlaces', () => {
  it('derives id path, level and url path from the parents; the root category has no url prefix', () => {
    const places = categoryPlaces([
      { id: 4, parent_id: 3, url_key: 'steamed' },
      { id: 3, parent_id: 2, url_key: 'crabs' },
      { id: 2, parent_id: 1, url_key: 'default-category' },
    ]);
    expect(places.get(2)).toEqual({ path: '1/2', level: 1, urlPath: 'default-category', childPrefix: '' });
    expect(places.get(3)).toEqual({ path: '1/2/3', level: 2, urlPath: 'crabs', childPrefix: 'crabs' });
    expect(places.get(4)).toEqual({ path: '1/2/3/4', level: 3, urlPath: 'crabs/steamed', childPrefix: 'crabs/steamed' });
  });

  it('keeps a url path the record gives, and its children build on it', () => {
    const places = categoryPlaces([
      { id: 2, parent_id: 1, url_key: 'default-category' },
      { id: 3, parent_id: 2, url_key: 'crabs', url_path: 'shop/crabs' },
      { id: 4, parent_id: 3, url_key: 'live' },
    ]);
    expect(places.get(3)?.urlPath).toBe('shop/crabs');
    expect(places.get(4)?.urlPath).toBe('shop/crabs/live');
  });

  it('places a parent outside the list with `outside` (a stored category)', () => {
    const stored = { path: '1/2/3', level: 2, urlPath: 'crabs', childPrefix: 'crabs' };
    const places = categoryPlaces([{ id: 9, parent_id: 3, url_key: 'legs' }], (id) => (id === 3 ? stored : undefined));
    expect(places.get(9)).toEqual({ path: '1/2/3/9', level: 3, urlPath: 'crabs/legs', childPrefix: 'crabs/legs' });
  });

  it('rejects a cycle', () => {
    expect(() =>
      categoryPlaces([
        { id: 5, parent_id: 6, url_key: 'a' },
        { id: 6, parent_id: 5, url_key: 'b' },
      ]),
    ).toThrow('category 5 is part of a cycle');
  });
});
