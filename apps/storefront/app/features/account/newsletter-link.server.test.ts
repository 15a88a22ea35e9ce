import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StoreView } from '@shoreline/domain';
import { createApiClient } from '@shoreline/sdk';
import { loadNewsletterLink, submitNewsletterLink } from './newsletter-link.server';

const STORE = {
  storeCode: 'main',
  name: 'Shoreline',
  logo: '/logo.svg',
  isDefault: true,
  websiteId: 1,
  urlMappingEnabled: true,
  appendStoreCode: false,
  urlPrefix: null,
  hosts: ['shop.test'],
  i18n: { defaultLocale: 'en-US' },
} as unknown as StoreView;

/** The API's newsletter link calls: one good token per action, anything else refused as the API refuses it. */
function contextWith(calls: Array<{ url: string; body: unknown }>): AppLoadContext {
  const api = createApiClient({
    baseUrl: 'http://api.test',
    storeCode: 'main',
    fetch: async (url, init) => {
      const body = JSON.parse(String(init?.body)) as { token: string };
      calls.push({ url, body });
      if (body.token !== 'good') return Response.json({ code: 400, result: 'This link is not valid or has expired.' }, { status: 400 });
      return Response.json({ code: 200, result: { email: 'jane@example.com' } });
    },
  });
  return { api, store: STORE, stores: [STORE], requestId: 'test' } as unknown as AppLoadContext;
}

const post = (action: string, token: string) => {
  const form = new FormData();
  form.set('token', token);
  return new Request(`http://shop.test/newsletter/${action}`, { method: 'POST', body: form });
};

describe('the e-mailed newsletter links', () => {
  it('only show a button when opened (a mail scanner opening the link changes nothing), and only for the two actions', () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const page = loadNewsletterLink(new Request('http://shop.test/newsletter/confirm?token=good'), contextWith(calls), {
      action: 'confirm',
    });
    expect(page).toMatchObject({ action: 'confirm', token: 'good' });
    expect(calls).toEqual([]);
    expect(() => loadNewsletterLink(new Request('http://shop.test/newsletter/other'), contextWith(calls), { action: 'other' })).toThrow();
  });

  it('confirm or unsubscribe with the token when the button posts it, and say when the link is not valid', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const context = contextWith(calls);
    const confirmed = await submitNewsletterLink(post('confirm', 'good'), context, { action: 'confirm' });
    expect(confirmed.data).toEqual({ status: 'done', email: 'jane@example.com' });
    expect(new Headers(confirmed.init?.headers).get('cache-control')).toBe('private, no-store');
    const refused = await submitNewsletterLink(post('unsubscribe', 'forged'), context, { action: 'unsubscribe' });
    expect(refused.data).toEqual({ status: 'invalid' });
    expect(calls.map((call) => [new URL(call.url).pathname, call.body])).toEqual([
      ['/api/newsletter/confirm', { token: 'good' }],
      ['/api/newsletter/unsubscribe', { token: 'forged' }],
    ]);
  });
});
