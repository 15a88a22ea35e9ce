import type { StoreView } from '@shoreline/domain';
import { publicUrlOf, type ApiConfig } from '../config.js';
import type { MailMessage } from '../mail/index.js';

type Store = Pick<StoreView, 'storeCode' | 'name'>;

/** A storefront page that confirms or unsubscribes with the token (routes/newsletter.tsx), on the store's configured public URL. */
export function newsletterLink(config: ApiConfig, store: Store, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${publicUrlOf(config, store.storeCode)}/newsletter/${action}?token=${encodeURIComponent(token)}`;
}

/** Asks the owner of the address to confirm a sign-up; it holds nothing the person who signed up typed but the address. */
export function confirmationMail(
  config: ApiConfig,
  store: Store,
  email: string,
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  return {
    from: config.mailFrom,
    to: email,
    subject: `Please confirm your ${store.name} newsletter subscription`,
    text: [
      'Hello,',
      '',
      `someone (hopefully you) signed this address up for the ${store.name} newsletter, with its 10% coupon.`,
      'Please confirm that you want it (the link works for three days):',
      '',
      links.confirm,
      '',
      'If it was not you, ignore this e-mail: you will not get any newsletter.',
      '',
      `To unsubscribe at any time: ${links.unsubscribe}`,
      '',
    ].join('\n'),
  };
}

/** The subscriber's own 10% code, sent once their sign-up is confirmed. */
export function welcomeCouponMail(config: ApiConfig, store: Store, email: string, coupon: { code: string; until: string }): MailMessage {
  return {
    from: config.mailFrom,
    to: email,
    subject: `Your 10% code from ${store.name}`,
    text: [
      'Hello,',
      '',
      `thank you for subscribing to the ${store.name} newsletter. As promised, here is 10% off your next order:`,
      '',
      `    ${coupon.code}`,
      '',
      `Enter it in the cart or at the checkout. It is yours alone, good for one order until ${coupon.until}.`,
      '',
      `${publicUrlOf(config, store.storeCode)}/`,
      '',
    ].join('\n'),
  };
}
