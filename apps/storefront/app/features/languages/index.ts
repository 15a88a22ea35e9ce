/** The languages feature's public surface: the languages page (the spec's languages modal) and where it lives. */
export { LanguagesPage } from './LanguagesPage';
export { LANGUAGES_PATH } from './language-names';
export type { LanguagesPageData } from './types';
