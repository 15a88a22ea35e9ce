import { describe, expect, it } from 'vitest';
import { dropHandOffTokens } from './hand-off-tokens.server';

function thrownBy(url: string): unknown {
  try {
    dropHandOffTokens(new Request(url));
    return null;
  } catch (thrown) {
    return thrown;
  }
}

describe('checkout hand-off tokens', () => {
  it('redirects to the same checkout without them, keeping the other parameters', () => {
    const answer = thrownBy('http://shop.test/checkout?userToken=ey.x.y&cartId=7&refreshToken=abc');
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout?cartId=7');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((thrownBy('http://shop.test/checkout?refreshToken=abc') as Response).headers.get('location')).toBe('/checkout');
  });

  it('lets a checkout without them render', () => {
    expect(thrownBy('http://shop.test/checkout?cartId=7')).toBeNull();
  });
});
