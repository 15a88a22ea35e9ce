import { RASTER_COPY_BOXES, rasterMediaPath, telephoneText, type StorePlace } from '@shoreline/domain';
import { countryName } from '@shoreline/domain/geo/countries';
import { publicUrlOf, storePagesUrlOf, type ApiConfig } from '../../config.js';

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
  /** The logo as the mail shows it: a PNG or JPEG (never SVG) and the size it is shown at. */
  logo: MailLogo;
  accent: string;
  accentOnDark: string;
  /** The shop's postal address for the footer, one line per part. */
  addressLines: string[];
}

/** What a mail needs of its store view (a StoreView has all of it). */
export interface BrandStore {
  storeCode: string;
  name: string;
  /** The store's logo (its catalog path, an SVG in the seed); the mail shows its PNG copy. */
  logo?: string;
  isDefault?: boolean;
  urlPrefix?: string | null;
  appendStoreCode?: boolean;
  urlMappingEnabled?: boolean;
  /** The store's own record: the footer names its address and phone. */
  place?: Pick<StorePlace, 'address' | 'telephone'>;
}

/** A store view that speaks a language: its mails are written in it. */
export interface MailView extends BrandStore {
  i18n: { defaultLocale: string };
}

type BrandConfig = Pick<ApiConfig, 'publicUrl' | 'storePublicUrls'>;

export interface MailLogo {
  url: string;
  width: number;
  height: number;
}

const { mailLogo } = RASTER_COPY_BOXES;

/** The store's logo as mails can show it: the PNG copy of its catalog logo at half its size, else the shop's app icon. */
function logoOf(config: BrandConfig, store: BrandStore): MailLogo {
  const origin = publicUrlOf(config, store.storeCode);
  const logo = rasterMediaPath(store.logo, mailLogo);
  if (!logo) return { url: `${origin}/icon-192.png`, width: 48, height: 48 };
  return { url: /^https?:\/\//.test(logo) ? logo : `${origin}${logo}`, width: mailLogo.width / 2, height: mailLogo.height / 2 };
}

/** The brand of a store view's mails, from configuration only (never from a request's Host header). */
export function mailBrandOf(config: BrandConfig, store: BrandStore, locale: string): MailBrand {
  const colours = ACCENTS[store.storeCode] ?? DEFAULT_ACCENT;
  return {
    storeName: store.name,
    locale,
    pagesUrl: storePagesUrlOf(config, store),
    logo: logoOf(config, store),
    accent: colours.accent,
    accentOnDark: colours.onDark,
    addressLines: footerLinesOf(store, locale),
  };
}

/** The store's name, address and phone from its own record (the footer of every mail). */
function footerLinesOf(store: BrandStore, locale: string): string[] {
  const address = store.place?.address;
  const telephone = store.place?.telephone ?? '';
  return [
    store.name,
    ...(address
      ? [...address.street, `${address.city}, ${address.region_code} ${address.postcode}`, countryName(address.country_id, locale)]
      : []),
    telephone ? telephoneText(telephone) : '',
  ].filter(Boolean);
}

/** The brand of a store view's mails in the view's own language. */
export const viewMailBrand = (config: BrandConfig, view: MailView): MailBrand => mailBrandOf(config, view, view.i18n.defaultLocale);
