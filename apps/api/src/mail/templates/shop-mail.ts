import type { ApiConfig } from '../../config.js';
import type { MailMessage } from '../mailer.js';
import type { MailBrand } from './brand.js';
import type { MailContent } from './content.js';
import { renderMail } from './render.js';

/** A shop mail to one address, from the shop's sender, in the store's layout. */
export const shopMail = (config: Pick<ApiConfig, 'mailFrom'>, to: string, content: MailContent, brand: MailBrand): MailMessage => ({
  from: config.mailFrom,
  to,
  ...renderMail(content, brand),
});
