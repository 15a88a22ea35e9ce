import { describe, expect, it } from 'vitest';
import { US_DOLLAR_FORMAT } from '@shoreline/domain';
import { aggregate } from './aggregations.js';

const format = US_DOLLAR_FORMAT;

describe('catalog aggregations', () => {
  it('answers prototype-like attribute codes as plain empty aggregations', () => {
    const docs = [{ color: '49' }, { color: '50' }];
    const { aggregations } = aggregate(docs, ['__proto__', 'constructor', 'color'], [], format);
    expect(Object.getPrototypeOf(aggregations)).toBe(Object.prototype);
    expect(Object.keys(aggregations)).toEqual(['__proto__', 'constructor', 'color']);
    expect(aggregations['constructor']).toEqual({ buckets: [] });
    expect(JSON.parse(JSON.stringify(aggregations)).__proto__).toEqual({ buckets: [] });
    expect(aggregations.color.buckets.map((bucket) => bucket.key)).toEqual(['49', '50']);
  });
});
