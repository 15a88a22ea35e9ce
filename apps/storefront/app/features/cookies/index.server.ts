/** The cookies bar (server only: HTML put into the document, a plain form's action). */
export { acceptCookies, withCookieBar } from './cookie-bar.server';
