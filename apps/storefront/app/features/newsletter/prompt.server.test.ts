import { describe, expect, it } from 'vitest';
import { PROMPT_ID, withNewsletterPrompt } from './prompt.server';

const page = '<html><body><div id="app"></div></body></html>';
const messages = { 'newsletter.prompt.title': '10% off your first order', 'newsletter.prompt.dismiss': 'No thanks' };

describe('the newsletter prompt', () => {
  it('goes into an inert template at the end of the body with its script (nonce on it)', () => {
    const html = withNewsletterPrompt(page, '/c/crabs', messages, 'n0nce');
    expect(html).toMatch(new RegExp(`<template id="${PROMPT_ID}-template"><aside id="${PROMPT_ID}" hidden=""`));
    expect(html).toContain('<script nonce="n0nce">');
    expect(html.indexOf('<aside')).toBeGreaterThan(html.indexOf('<div id="app">'));
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('stays off the checkout, the sign-up page, the account and the back office', () => {
    for (const path of ['/checkout', '/newsletter', '/newsletter/confirm', '/my-account/orders', '/admin/orders']) {
      expect(withNewsletterPrompt(page, path, messages)).toBe(page);
    }
    expect(withNewsletterPrompt(page, '/', undefined)).toBe(page);
  });
});
