import { describe, expect, it } from 'vitest';
import { acceptCookies, pageOfReferer, withCookieBar } from './cookie-bar.server';

const page =
  '<!DOCTYPE html><html lang="en-US"><head></head><body class="x"><a href="#main-content" class="sr-only">Skip</a><div class="flex min-h-dvh flex-col"><main id="main-content"></main></div></body></html>';
const messages = {
  'cookies.label': 'Cookies',
  'cookies.text': 'We use cookies.',
  'cookies.privacy': 'Privacy policy',
  'cookies.accept': 'Accept cookies',
};
const visit = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe('the cookies bar', () => {
  it('follows the skip link as a labelled <section> (React hydrates its <div> past it) with a plain form to /cookies', () => {
    const html = withCookieBar(page, visit('/c/crabs'), messages);
    expect(html).toMatch(/<body class="x"><a href="#main-content" class="sr-only">Skip<\/a><section id="cookie-bar" aria-label="Cookies"/);
    expect(html).toContain('<form action="/cookies" method="post"><button type="submit"');
    expect(html).toContain('Accept cookies</button>');
    expect(html.indexOf('<section')).toBeLessThan(html.indexOf('<div class="flex'));
  });

  it('opens the body of a page without a skip link', () => {
    const bare = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withCookieBar(bare, visit('/'), messages)).toMatch(/<body><section id="cookie-bar"/);
  });

  it('with scripts, accepts in place (the checkout keeps what was typed), under the page nonce', () => {
    const html = withCookieBar(page, visit('/checkout'), messages, 'n0nce');
    expect(html).toMatch(/<\/section><script nonce="n0nce">\(function\(\)\{var b=document\.getElementById\("cookie-bar"\)/);
    expect(html).toContain('e.preventDefault();fetch(f.action,{method:"POST"');
  });

  it('is left out once accepted, in the back office, and without messages', () => {
    expect(withCookieBar(page, visit('/', { cookie: 'a=1; shoreline_cookies=accepted' }), messages)).toBe(page);
    expect(withCookieBar(page, visit('/admin/orders'), messages)).toBe(page);
    expect(withCookieBar(page, visit('/'), undefined)).toBe(page);
  });

  it('sends the visitor back to the page they accepted it on, remembering the answer for a year', () => {
    const answer = acceptCookies(
      new Request('http://localhost/cookies', {
        method: 'POST',
        headers: { referer: 'http://localhost/c/crabs?sort=price', 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/c/crabs?sort=price');
    expect(answer.headers.get('set-cookie')).toBe('shoreline_cookies=accepted; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sets nothing for a post from another site', () => {
    const answer = acceptCookies(new Request('http://localhost/cookies', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }));
    expect([answer.status, answer.headers.get('location'), answer.headers.get('set-cookie')]).toEqual([303, '/', null]);
  });

  it('goes back only to a path of the shop', () => {
    expect(pageOfReferer(null)).toBe('/');
    expect(pageOfReferer('not a url')).toBe('/');
    expect(pageOfReferer('https://elsewhere.example/p/X/y')).toBe('/p/X/y');
    expect(pageOfReferer('http://localhost/cookies')).toBe('/');
  });
});
