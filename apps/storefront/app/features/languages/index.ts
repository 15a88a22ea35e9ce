/** The languages feature's public surface: the languages page and modal (the spec's languages modal) and where they live. */
export { LanguagesPage } from './LanguagesPage';
export { LanguagesModalHost } from './LanguagesModalHost';
export { LANGUAGES_PATH } from './language-names';
export type { LanguagesPageData } from './types';
