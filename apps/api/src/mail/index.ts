/** The mail module's public surface: other modules import only what this file hands on. */
export { escapeHtml } from './html.js';
export { type MailMessage } from './mailer.js';
