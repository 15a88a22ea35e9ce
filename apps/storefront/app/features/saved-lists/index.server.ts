/** Server-only part of the saved lists' public surface: the wishlist and compare buttons as plain forms. */
export { renderSaveFormsHtml } from './SaveForms.server';
