/** The newsletter module's public surface: other modules import only what this file hands on. */
export { startNewsletterSignUp } from './routes.js';
