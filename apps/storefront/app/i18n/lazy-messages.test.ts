import { describe, expect, it, vi } from 'vitest';
import cartDe from './cart/de-DE.json';
import accountEn from './account/en-US.json';
import { lazyWithMessages, loadedMessages, loadNamespace, subscribeLoadedMessages } from './lazy-messages';

describe('lazy-messages (namespaces fetched in the browser)', () => {
  it('starts empty, then holds each namespace loaded for a locale and tells its subscribers', async () => {
    expect(loadedMessages('de-DE')).toEqual({});
    const listener = vi.fn();
    const unsubscribe = subscribeLoadedMessages(listener);

    await loadNamespace('cart', 'de-DE');
    expect(listener).toHaveBeenCalledTimes(1);
    const afterCart = loadedMessages('de-DE');
    expect(afterCart).toEqual(cartDe);
    expect(loadedMessages('de-DE')).toBe(afterCart); // a stable snapshot until something arrives
    expect(loadedMessages('en-US')).toEqual({});

    await loadNamespace('account', 'en-US');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(loadedMessages('en-US')).toEqual(accountEn);
    expect(loadedMessages('de-DE')).toBe(afterCart);

    unsubscribe();
    await loadNamespace('account', 'de-DE');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(Object.keys(loadedMessages('de-DE')).sort()).toEqual(Object.keys({ ...cartDe, ...accountEn }).sort());
  });

  it('fetches a namespace once', () => {
    expect(loadNamespace('cart', 'it-IT')).toBe(loadNamespace('cart', 'it-IT'));
  });

  it('falls back to the en-US file for a locale without files', async () => {
    await loadNamespace('account', 'fr-FR');
    expect(loadedMessages('fr-FR')).toEqual(accountEn);
  });

  it('keeps one lazy component per locale', () => {
    const modalFor = lazyWithMessages('account', () => Promise.resolve({ default: () => null }));
    expect(modalFor('en-US')).toBe(modalFor('en-US'));
    expect(modalFor('de-DE')).not.toBe(modalFor('en-US'));
  });
});
