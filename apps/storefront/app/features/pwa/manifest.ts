import type { Locale, StoreView } from '@shoreline/domain';

export const THEME_COLOR = '#0b2545';

/** The store's web app manifest: installable from the browser, opening on the home page. */
type ManifestStore = Pick<StoreView, 'storeCode' | 'name' | 'tagline'> & { i18n: { defaultLocale: Locale } };

export function webAppManifest(store: ManifestStore) {
  return {
    id: `/?store=${store.storeCode}`,
    name: store.name,
    short_name: shortName(store.name),
    description: store.tagline,
    lang: store.i18n.defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** Home screens show about 12 characters: "Shoreline Crab House" becomes "Crab House". */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  const words = name.split(/\s+/);
  for (let start = 1; start < words.length; start++) {
    const tail = words.slice(start).join(' ');
    if (tail.length <= 12) return tail;
  }
  return words[0].slice(0, 12);
}
