import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import accountEn from './account/en-US.json';
import cartEn from './cart/en-US.json';
import catalogEn from './catalog/en-US.json';
import contentEn from './content/en-US.json';
import coreEn from './core/en-US.json';
import productEn from './product/en-US.json';
import { browseMessagesReference, loadMessages, referencedMessagesText, routeMessages } from './messages.server';
import { referencedMessages } from './referenced-messages';

const contextFor = (locale: string) => ({ store: { i18n: { defaultLocale: locale } } }) as unknown as AppLoadContext;
const browseKeys = Object.keys({ ...coreEn, ...catalogEn, ...productEn, ...contentEn }).sort();

describe('loadMessages (the root loader: browsing namespaces)', () => {
  it('holds core, catalog, product and content, and nothing of cart or account', async () => {
    const messages = await loadMessages('en-US');
    expect(Object.keys(messages).sort()).toEqual(browseKeys);
    expect(messages).not.toHaveProperty('checkout.title');
    expect(messages).not.toHaveProperty('cart.minicart.title');
    expect(messages).not.toHaveProperty('account.title');
  });

  it("has the header's cart and account texts and the logout notice (in core)", async () => {
    const messages = await loadMessages('en-US');
    expect(messages['cart.button.withCount']).toBe('Cart, items: {count}');
    expect(messages['account.header.named']).toBe('My account: {name}');
    expect(messages['account.loggedOut']).toBeTruthy();
  });

  it("gives a store's locale its own texts, with every en-US key present", async () => {
    const messages = await loadMessages('de-DE');
    expect(Object.keys(messages).sort()).toEqual(browseKeys);
    expect(messages['header.cart']).toBe('Warenkorb');
    expect(messages['account.header.named']).toBe('Mein Konto: {name}');
  });

  it('fills keys a locale lacks with en-US (a locale without files gets English throughout)', async () => {
    const messages = await loadMessages('fr-FR');
    expect(messages).toEqual(await loadMessages('en-US'));
  });

  it('reads the files once per locale and namespaces', async () => {
    expect(await loadMessages('it-IT')).toBe(await loadMessages('it-IT'));
  });
});

describe('routeMessages (a route loader: its own namespaces)', () => {
  it('loads only the namespaces asked for, in the store locale', async () => {
    const cart = await routeMessages(contextFor('en-US'), ['cart']);
    expect(Object.keys(cart).sort()).toEqual(Object.keys(cartEn).sort());
    expect(cart['checkout.title']).toBe('Checkout');
    expect(cart).not.toHaveProperty('header.cart');

    const account = await routeMessages(contextFor('it-IT'), ['account']);
    expect(Object.keys(account).sort()).toEqual(Object.keys(accountEn).sort());
    expect(account['account.title']).not.toBe(accountEn['account.title']);
  });

  it('can load several namespaces', async () => {
    const messages = await routeMessages(contextFor('de-DE'), ['cart', 'account']);
    expect(Object.keys(messages).sort()).toEqual(Object.keys({ ...cartEn, ...accountEn }).sort());
  });
});

describe('browsing messages by reference (a document names them, issue 34)', () => {
  it('names them by locale and content, serves exactly that text, and remembers them for the render', async () => {
    const messages = await loadMessages('de-DE');
    const reference = browseMessagesReference('de-DE', messages);
    expect(reference).toMatch(/^\/i18n\/de-DE\.[\w-]{12}\.json$/);
    expect(browseMessagesReference('de-DE', messages)).toBe(reference);
    expect(referencedMessages(reference)).toBe(messages);
    expect(JSON.parse((await referencedMessagesText(reference.slice('/i18n/'.length))) ?? '{}')).toEqual(messages);
  });

  it('gives each locale its own address', async () => {
    const english = browseMessagesReference('en-US', await loadMessages('en-US'));
    const italian = browseMessagesReference('it-IT', await loadMessages('it-IT'));
    expect(english).not.toBe(italian);
  });

  it('serves nothing for another version of the texts, an unknown locale or a strange name', async () => {
    for (const file of ['en-US.AAAAAAAAAAAA.json', 'xx-XX.AAAAAAAAAAAA.json', '../core/en-US.json', 'en-US.json']) {
      expect(await referencedMessagesText(file)).toBeUndefined();
    }
  });
});
