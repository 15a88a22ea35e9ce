import { countryName } from '@shoreline/domain/geo/countries';
import { storePagesUrlOf, type ApiConfig } from '../../config.js';

/**
 * The storefront's palette (apps/storefront/app/app.css) as mails can use it: fixed hex colours, each pair at 4.5:1 or
 * more. Dark-mode clients that invert colours keep these readable; the ones that honour `prefers-color-scheme` get the
 * dark pairs.
 */
export const PALETTE = {
  page: '#fbf7f0',
  card: '#ffffff',
  text: '#0b2545',
  muted: '#51607a',
  rule: '#e8dcc6',
  darkPage: '#061a33',
  darkCard: '#0b2545',
  darkText: '#fbf7f0',
  darkMuted: '#b8c6d9',
} as const;

/** Each store's accent, as its pages have it: crab orange, the Crab House's green. White on either reads at 5.8:1 or more. */
const ACCENTS: Readonly<Record<string, { accent: string; onDark: string }>> = {
  restaurant: { accent: '#23694c', onDark: '#8fd3b0' },
};
const DEFAULT_ACCENT = { accent: '#b23f1b', onDark: '#ff8a5b' };

/** Who a mail comes from and how it looks: the store's name, language, logo, accent, pages and postal address. */
export interface MailBrand {
  storeName: string;
  locale: string;
  /** Where the store's pages start (its public URL and view prefix): every link in a mail begins here. */
  pagesUrl: string;
  logoUrl: string;
  accent: string;
  accentOnDark: string;
  /** The shop's postal address for the footer, one line per part. */
  addressLines: string[];
}

interface BrandStore {
  storeCode: string;
  name: string;
  urlPrefix?: string | null;
  appendStoreCode?: boolean;
  urlMappingEnabled?: boolean;
}

/** The brand of a store view's mails, from configuration only (never from a request's Host header). */
export function mailBrandOf(
  config: Pick<ApiConfig, 'publicUrl' | 'storePublicUrls' | 'shipping'>,
  store: BrandStore,
  locale: string,
): MailBrand {
  const place = config.shipping.pickup.location;
  const origin = storePagesUrlOf(config, { storeCode: store.storeCode });
  const colours = ACCENTS[store.storeCode] ?? DEFAULT_ACCENT;
  return {
    storeName: store.name,
    locale,
    pagesUrl: storePagesUrlOf(config, store),
    logoUrl: `${origin}/icon-192.png`,
    accent: colours.accent,
    accentOnDark: colours.onDark,
    addressLines: [
      place.name,
      ...place.street,
      `${place.city}, ${place.region_code} ${place.postcode}`,
      countryName(place.country_id, locale),
    ].filter(Boolean),
  };
}
