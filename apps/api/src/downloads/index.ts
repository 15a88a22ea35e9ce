/** The downloads module's public surface: other modules import only what this file hands on. */
export { linksOfOrder, toView } from './links.js';
export { downloadsMail } from './mail.js';
