import { describe, expect, it } from 'vitest';
import { cartTokenKey } from '~/features/cart';
import { SESSION_KEYS } from '~/features/session';
import { cartKeyOf, TOKEN_KEY } from './track-view';

describe('product view tracking', () => {
  it('reads the tokens where the session and the cart keep them', () => {
    expect(TOKEN_KEY).toBe(SESSION_KEYS.token);
    expect(cartKeyOf('restaurant')).toBe(cartTokenKey('restaurant'));
    expect(cartKeyOf(undefined)).toBe(cartTokenKey(undefined));
  });
});
