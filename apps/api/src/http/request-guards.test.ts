import { describe, expect, it } from 'vitest';
import { jsonDeeperThan, jsonHasNulEscape, urlHasNul } from './request-guards.js';

describe('request guards', () => {
  it.each([
    ['{"a":"\\u0000"}', true],
    ['{"a":"x\\u0000y"}', true],
    ['{"a":"\\\\u0000"}', false],
    ['{"a":"\\\\\\u0000"}', true],
    ['{"a":"\\u00001"}', true],
    ['{"a":"\\u0001"}', false],
    ['{"a":"\\n\\t\\"u0000"}', false],
  ])('finds a NUL escape in %s: %s', (text, expected) => {
    expect(jsonHasNulEscape(text)).toBe(expected);
  });

  it.each([
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":[2]}]}', 3, true],
    ['{"a":"[[[[[[[[["}', 2, false],
    ['{"a":"\\"[[[[[[["}', 2, false],
    ['[[]][[]]', 2, false],
  ])('measures the nesting of %s against %i: deeper is %s', (text, max, expected) => {
    expect(jsonDeeperThan(text, max)).toBe(expected);
  });

  it('scans long inputs in linear time', () => {
    const started = performance.now();
    expect(jsonHasNulEscape(`"${'\\'.repeat(100_000)}"`)).toBe(false);
    expect(jsonDeeperThan(`"${'\\'.repeat(100_000)}`, 32)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('finds %00 in a url', () => {
    expect(urlHasNul('/api/stock/check/%00')).toBe(true);
    expect(urlHasNul('/api/stock/check?sku=%2500')).toBe(false);
  });
});
