import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { identifyCart } from './outbox.js';

describe('identifyCart', () => {
  it('refuses to identify a shopper without details, in the spec words', async () => {
    const untouched = {} as Kysely<Database>;
    await expect(identifyCart(untouched, 'cart-1', { email: '  ' })).rejects.toThrow('User details are required');
  });
});
