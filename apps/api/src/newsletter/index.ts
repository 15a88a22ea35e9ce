/** The newsletter module's public surface: other modules import only what this file hands on. */
export { startNewsletterSignUp } from './routes.js';
export { confirmationMail as newsletterConfirmationMail, welcomeCouponMail } from './mails.js';
