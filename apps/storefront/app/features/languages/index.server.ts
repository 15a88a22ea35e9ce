/** Server-only part of the languages feature: the page's loader and the header/footer link. */
export { loadLanguagesPage, switchableViews } from './languages.server';
export { languagesLinkHtml, withLanguagesLink } from './languages-link.server';
