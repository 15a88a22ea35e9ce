import { describe, expect, it } from 'vitest';
import { diffCart, finalParties, planCartMerge } from './diff.js';
import type { CartItem, ServerCartItem } from './types.js';

const client = (sku: string, qty: number, fields: Partial<CartItem> = {}): CartItem => ({ sku, qty, ...fields });
const server = (sku: string, qty: number, itemId: number): ServerCartItem => ({ sku, qty, item_id: itemId, quote_id: '1' });

describe('diffCart', () => {
  it('no-item on the server for a client line the server lacks', () => {
    expect(diffCart([client('A', 1)], [])).toEqual([{ party: 'server', sku: 'A', status: 'no-item' }]);
  });

  it('wrong-qty when quantities differ', () => {
    expect(diffCart([client('A', 3)], [server('A', 1, 10)])).toEqual([
      { party: 'server', sku: 'A', status: 'wrong-qty', 'client-qty': 3, 'server-qty': 1 },
    ]);
  });

  it('wrong-qty for equal quantities when merging quantities', () => {
    expect(diffCart([client('A', 1)], [server('A', 1, 10)], true)).toEqual([
      { party: 'server', sku: 'A', status: 'wrong-qty', 'client-qty': 1, 'server-qty': 1 },
    ]);
  });

  it('no-item on the client for a server line the client lacks', () => {
    expect(diffCart([], [server('B', 2, 11)])).toEqual([{ party: 'client', sku: 'B', status: 'no-item' }]);
  });

  it('nothing for lines in sync, and empty server entries are skipped', () => {
    expect(diffCart([client('A', 2, { server_item_id: 10 })], [server('A', 2, 10), null])).toEqual([]);
  });

  it('lists client lines first, then the server-only lines', () => {
    const steps = planCartMerge([client('A', 1), client('C', 2)], [server('B', 1, 11), server('C', 1, 12)]);
    expect(steps.map((step) => step.kind)).toEqual(['missing-on-server', 'quantity-differs', 'missing-on-client']);
  });
});

describe('finalParties', () => {
  it('says update-required or no-changes for the client and the server', () => {
    expect(finalParties(true, false)).toEqual([
      { party: 'client', status: 'update-required' },
      { party: 'server', status: 'no-changes' },
    ]);
    expect(finalParties(false, true).map((party) => party.status)).toEqual(['no-changes', 'update-required']);
  });
});
