/** The contact feature's public surface: where the contact page lives. */
export { CONTACTS_PATH } from './contact-links';
