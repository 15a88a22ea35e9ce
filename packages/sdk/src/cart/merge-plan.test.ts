import { describe, expect, it } from 'vitest';
import { planCartMerge } from './sync.js';
import type { CartItem, ServerCartItem } from './types.js';

const client = (sku: string, qty: number, fields: Partial<CartItem> = {}): CartItem => ({ sku, qty, ...fields });
const server = (sku: string, qty: number, itemId: number): ServerCartItem => ({ sku, qty, item_id: itemId, quote_id: '1' });
const kinds = (...args: Parameters<typeof planCartMerge>) => planCartMerge(...args).map((step) => step.kind);

describe('planCartMerge', () => {
  it('a client line the server lacks is missing on the server', () => {
    expect(kinds([client('A', 1)], [])).toEqual(['missing-on-server']);
  });

  it('quantities differ, or are equal but merged (the sum is pushed at sign-in)', () => {
    expect(planCartMerge([client('A', 3)], [server('A', 1, 10)])).toMatchObject([{ kind: 'quantity-differs', server: { item_id: 10 } }]);
    expect(kinds([client('A', 1)], [server('A', 1, 10)], true)).toEqual(['quantity-differs']);
  });

  it('a server line the client lacks is missing on the client', () => {
    expect(kinds([], [server('B', 2, 11)])).toEqual(['missing-on-client']);
  });

  it('lines in sync, and empty server entries are skipped', () => {
    expect(kinds([client('A', 2, { server_item_id: 10 })], [server('A', 2, 10), null])).toEqual(['in-sync']);
  });

  it('lists client lines first, then the server-only lines', () => {
    expect(kinds([client('A', 1), client('C', 2)], [server('B', 1, 11), server('C', 1, 12)])).toEqual([
      'missing-on-server',
      'quantity-differs',
      'missing-on-client',
    ]);
  });
});
