import { describe, expect, it } from 'vitest';
import { cookieValue, readSavedList, savedListCookie, withSku } from './saved-lists';

describe('saved-list cookies', () => {
  it('round-trips a list through Set-Cookie and Cookie', () => {
    const set = savedListCookie('wishlist', ['CRAB-STEAM', 'OYSTERS'], true);
    expect(set).toMatch(/^shoreline_wishlist=CRAB-STEAM%2COYSTERS; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    const header = `a=1; ${set.split(';')[0]}; b=2`;
    expect(readSavedList(header, 'wishlist')).toEqual(['CRAB-STEAM', 'OYSTERS']);
    expect(readSavedList(header, 'compare')).toEqual([]);
  });

  it('removes the cookie for an empty list', () => {
    expect(savedListCookie('compare', [], false)).toContain('Max-Age=0');
  });

  it('puts an added sku first and keeps the compare list at four', () => {
    expect(withSku(['A', 'B', 'C', 'D'], 'E', 'compare')).toEqual(['E', 'A', 'B', 'C']);
    expect(withSku(['A', 'B'], 'B', 'compare')).toEqual(['B', 'A']);
  });

  it('reads a value that holds an equals sign', () => {
    expect(cookieValue('x=a=b', 'x')).toBe('a=b');
    expect(cookieValue(null, 'x')).toBeNull();
  });
});
