/** The mail module's public surface: other modules import only what this file hands on. */
export { escapeHtml } from './html.js';
export { type MailMessage } from './mailer.js';
export { mailBrandOf, viewMailBrand, type BrandStore, type MailBrand, type MailView } from './templates/brand.js';
export { mailTextOf, type MailAmount, type MailBlock, type MailContent, type MailItem } from './templates/content.js';
export { calendarDayIn, inLanguage, mailLanguageOf, momentIn, type MailLanguage } from './templates/language.js';
export { productPictures } from './templates/pictures.js';
export { renderMail, type RenderedMail } from './templates/render.js';
export { shopMail, viewMail } from './templates/shop-mail.js';
