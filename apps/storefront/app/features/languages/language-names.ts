import type { Locale } from '@shoreline/domain';

/** Where the languages page (the spec's languages modal) lives inside a store. */
export const LANGUAGES_PATH = '/languages';

/** Each interface language named in itself, as a visitor looking for it reads it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'de-DE': 'Deutsch',
  'it-IT': 'Italiano',
};

/** The two-letter language of a locale ("de" of "de-DE"), for lang and Accept-Language matching. */
export const languageOf = (locale: string): string => locale.slice(0, 2).toLowerCase();
