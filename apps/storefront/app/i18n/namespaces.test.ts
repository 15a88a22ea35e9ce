import { describe, expect, it } from 'vitest';
import { combineMessages, matchedMessages, messagesIn } from './namespaces';
import type { Messages } from './translate';

const root: Messages = { 'header.cart': 'Cart', 'meta.pageTitle': '{page} | {store}' };
const checkout: Messages = { 'checkout.title': 'Checkout', 'cart.minicart.title': 'Your cart' };

describe('messagesIn', () => {
  it('finds the messages a loader returned', () => {
    expect(messagesIn({ store: {}, messages: root })).toBe(root);
  });

  it("reads the root's messages sent as JSON text, parsed once", () => {
    const text = JSON.stringify(root);
    expect(messagesIn({ store: {}, messages: text })).toEqual(root);
    expect(messagesIn({ store: {}, messages: text })).toBe(messagesIn({ messages: text }));
  });

  it('ignores loader data without messages', () => {
    expect(messagesIn(undefined)).toBeUndefined();
    expect(messagesIn(null)).toBeUndefined();
    expect(messagesIn('text')).toBeUndefined();
    expect(messagesIn({ products: [] })).toBeUndefined();
    expect(messagesIn({ messages: null })).toBeUndefined();
    expect(messagesIn({ messages: 'Cart' })).toBeUndefined();
  });
});

describe('combineMessages', () => {
  it('merges layers in order, a later one winning', () => {
    expect(combineMessages([{ 'header.cart': 'Basket' }, undefined, root, checkout])).toEqual({ ...root, ...checkout });
  });

  it('returns a single layer as it is (no copy) and nothing as an empty object', () => {
    expect(combineMessages([undefined, root, undefined])).toBe(root);
    expect(combineMessages([undefined])).toEqual({});
  });
});

describe('matchedMessages', () => {
  it("merges the root's messages with those of deeper routes", () => {
    const matches = [
      { loaderData: { store: {}, messages: root } },
      { loaderData: undefined },
      { loaderData: { origin: 'x', messages: checkout } },
    ];
    expect(matchedMessages(matches)).toEqual({ ...root, ...checkout });
  });

  it('copes with missing matches and a failed root loader', () => {
    expect(matchedMessages([undefined, { loaderData: { messages: checkout } }])).toBe(checkout);
    expect(matchedMessages([])).toEqual({});
  });
});
