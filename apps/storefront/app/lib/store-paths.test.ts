import { describe, expect, it } from 'vitest';
import { htmlInStore, storePathPrefix } from './store-paths';

describe('store view paths', () => {
  it('knows the prefix of a view that appends its code', () => {
    expect(storePathPrefix({ isDefault: false, appendStoreCode: true, urlPrefix: '/de' })).toBe('/de');
    expect(storePathPrefix({ isDefault: true, appendStoreCode: false, urlPrefix: null })).toBe('');
    expect(storePathPrefix({ isDefault: false, appendStoreCode: false, urlPrefix: '/it' })).toBe('');
  });

  it('puts the prefix before the site paths of server-made HTML, not before files or other sites', () => {
    const html =
      '<a href="/c/crabs">Krabben</a><a href="/">Home</a><form action="/newsletter"></form>' +
      '<a href="/media/menu.pdf">PDF</a><a href="//cdn.example/x">x</a><a href="https://example.com/">e</a>' +
      '<a href="mailto:care@example.com">m</a><a href="/de/i/faq">FAQ</a><img src="/media/x.svg">';
    expect(htmlInStore(html, '/de')).toBe(
      '<a href="/de/c/crabs">Krabben</a><a href="/de/">Home</a><form action="/de/newsletter"></form>' +
        '<a href="/media/menu.pdf">PDF</a><a href="//cdn.example/x">x</a><a href="https://example.com/">e</a>' +
        '<a href="mailto:care@example.com">m</a><a href="/de/i/faq">FAQ</a><img src="/media/x.svg">',
    );
    expect(htmlInStore(html, '')).toBe(html);
  });
});
