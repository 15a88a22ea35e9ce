import { describe, expect, it } from 'vitest';
import { webAppManifest } from './manifest';
import { withServiceWorker } from './register.server';

const store = (storeCode: string, name: string) => ({
  storeCode,
  name,
  tagline: 'Steamed crabs',
  i18n: { defaultLocale: 'en-US' as const },
});

describe('web app manifest', () => {
  it('names the store, starts at home and lists icons of 192 and 512 px', () => {
    const manifest = webAppManifest(store('main', 'Shoreline'));
    expect(manifest).toMatchObject({ name: 'Shoreline', short_name: 'Shoreline', start_url: '/', display: 'standalone', lang: 'en-US' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('shortens a long store name to the words that fit a home screen', () => {
    expect(webAppManifest(store('restaurant', 'Shoreline Crab House')).short_name).toBe('Crab House');
    expect(webAppManifest(store('x', 'Chesapeakeseafoodcompany')).short_name).toBe('Chesapeakese');
  });

  it('gives each store its own id, so both brands install side by side', () => {
    expect(webAppManifest(store('main', 'Shoreline')).id).not.toBe(webAppManifest(store('restaurant', 'Shoreline Crab House')).id);
  });
});

describe('service worker registration', () => {
  it('adds the registration, with the build version, just before </body>', () => {
    const html = withServiceWorker('<html><body><main></main></body></html>', 'abc123');
    expect(html).toMatch(
      /<main><\/main><script>if\("serviceWorker"in navigator\).*\/service-worker\.js\?build=abc123.*<\/script><\/body><\/html>$/,
    );
  });

  it('escapes the version so it cannot end the script', () => {
    expect(withServiceWorker('<body></body>', '</script><b>')).not.toContain('</script><b>');
  });

  it('leaves a document without a body alone', () => {
    expect(withServiceWorker('<p>fragment</p>', 'v')).toBe('<p>fragment</p>');
  });
});
