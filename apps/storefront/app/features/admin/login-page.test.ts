import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage';

describe('the staff sign-in as the server sends it', () => {
  it('cannot send the password before the page runs, and never in the address', () => {
    const html = renderToString(createElement(MemoryRouter, null, createElement(LoginPage)));
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toMatch(/<button type="submit"[^>]* disabled="">Sign in</);
  });
});
