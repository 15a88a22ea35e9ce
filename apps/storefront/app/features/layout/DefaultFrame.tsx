/** The default frame's header and footer: one chunk, loaded while the page hydrates (see Shells). */
export { Header } from './Header';
export { Footer } from './Footer';
