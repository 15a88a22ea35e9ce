import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage.js';
import { OfflineOrderQueue, type QueuedOrder } from './offline-orders.js';

const KEY = 'shop/orders/offline';

function order(id: string): Omit<QueuedOrder<{ order_id: string }>, 'created_at' | 'updated_at'> {
  return { order_id: id, cart_id: `cart-${id}`, lines: [{ sku: 'CRAB-DZ', qty: 1 }], body: { order_id: id } };
}

describe('offline order queue', () => {
  it('keeps orders in storage, stamped, and replaces a repeat of the same order id', async () => {
    const storage = createMemoryStorage();
    const queue = new OfflineOrderQueue<{ order_id: string }>(storage, KEY, () => new Date('2026-11-21T10:00:00Z'));
    await queue.enqueue(order('a'));
    await queue.enqueue(order('b'));
    await queue.enqueue(order('a'));
    const kept = await new OfflineOrderQueue<{ order_id: string }>(storage, KEY).list();
    expect(kept.map((o) => o.order_id)).toEqual(['b', 'a']);
    expect(kept[0].created_at).toBe('2026-11-21T10:00:00.000Z');
  });

  it('sends oldest first; placed and finally refused orders leave the queue', async () => {
    const storage = createMemoryStorage();
    const queue = new OfflineOrderQueue<{ order_id: string }>(storage, KEY);
    await queue.enqueue(order('a'));
    await queue.enqueue(order('b'));
    const sent: string[] = [];
    const results = await queue.transmit(async (o) => {
      sent.push(o.order_id);
      return o.order_id === 'a' ? { status: 200, orderNumber: '000000101' } : { status: 409, message: 'Your cart changed' };
    });
    expect(sent).toEqual(['a', 'b']);
    expect(results.map((r) => r.outcome)).toEqual([
      { kind: 'placed', orderNumber: '000000101' },
      { kind: 'cancelled', status: 409, message: 'Your cart changed' },
    ]);
    expect(await queue.list()).toEqual([]);
    expect(storage.entries.has(KEY)).toBe(false);
  });

  it('keeps an order the server did not answer, and the ones after it, for the next time', async () => {
    const queue = new OfflineOrderQueue<{ order_id: string }>(createMemoryStorage(), KEY);
    await queue.enqueue(order('a'));
    await queue.enqueue(order('b'));
    const results = await queue.transmit(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(results).toHaveLength(1);
    expect(results[0].outcome).toEqual({ kind: 'kept', message: 'Failed to fetch' });
    expect((await queue.list()).map((o) => o.order_id)).toEqual(['a', 'b']);

    const server500 = await queue.transmit(async () => ({ status: 503, message: 'Service Unavailable' }));
    expect(server500[0].outcome.kind).toBe('kept');
    expect(await queue.list()).toHaveLength(2);
  });

  it('joins a run already going instead of sending twice', async () => {
    const queue = new OfflineOrderQueue<{ order_id: string }>(createMemoryStorage(), KEY);
    await queue.enqueue(order('a'));
    let calls = 0;
    const send = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { status: 200, orderNumber: '000000102' };
    };
    const [first, second] = await Promise.all([queue.transmit(send), queue.transmit(send)]);
    expect(calls).toBe(1);
    expect(second).toBe(first);
  });

  it('cancelling removes the chosen orders', async () => {
    const queue = new OfflineOrderQueue<{ order_id: string }>(createMemoryStorage(), KEY);
    await queue.enqueue(order('a'));
    await queue.enqueue(order('b'));
    await queue.remove(['a']);
    expect((await queue.list()).map((o) => o.order_id)).toEqual(['b']);
  });

  it('reads unreadable storage as an empty queue', async () => {
    const queue = new OfflineOrderQueue(createMemoryStorage({ [KEY]: '{"not":"a list"}' }), KEY);
    expect(await queue.list()).toEqual([]);
  });
});
