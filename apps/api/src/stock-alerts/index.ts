/** The stock-alerts module's public surface: other modules import only what this file hands on. */
export { backInStockMail, watchStartedMail } from './mails.js';
