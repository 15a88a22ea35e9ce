import type { ApiConfig } from '../../config.js';
import type { MailMessage } from '../mailer.js';
import { viewMailBrand, type MailBrand, type MailView } from './brand.js';
import type { MailContent } from './content.js';
import { renderMail } from './render.js';

/** A shop mail to one address, from the shop's sender, in the store's layout. */
export const shopMail = (config: Pick<ApiConfig, 'mailFrom'>, to: string, content: MailContent, brand: MailBrand): MailMessage => ({
  from: config.mailFrom,
  to,
  ...renderMail(content, brand),
});

/** A shop mail in a store view's brand and language, closing with the store's name (the shopper mails of accounts and newsletters). */
export const viewMail = (
  config: Pick<ApiConfig, 'mailFrom' | 'publicUrl' | 'storePublicUrls'>,
  view: MailView,
  to: string,
  content: Omit<MailContent, 'closing'>,
): MailMessage => shopMail(config, to, { ...content, closing: [view.name] }, viewMailBrand(config, view));
