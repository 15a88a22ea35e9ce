import type { StoreView } from '@shoreline/domain';
import { publicUrlOf, type ApiConfig } from '../config.js';
import { mailBrandOf, shopMail, type MailMessage } from '../mail/index.js';

type Store = Pick<StoreView, 'storeCode' | 'name'>;

/** A storefront page that confirms or unsubscribes with the token (routes/newsletter.tsx), on the store's configured public URL. */
export function newsletterLink(config: ApiConfig, store: Store, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${publicUrlOf(config, store.storeCode)}/newsletter/${action}?token=${encodeURIComponent(token)}`;
}

const brandOf = (config: ApiConfig, store: Store) => mailBrandOf(config, store, 'en-US');

/** Asks the owner of the address to confirm a sign-up; it holds nothing the person who signed up typed but the address. */
export function confirmationMail(
  config: ApiConfig,
  store: Store,
  email: string,
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const signedUp = `someone (hopefully you) signed this address up for the ${store.name} newsletter, with its 10% coupon.`;
  return shopMail(
    config,
    email,
    {
      subject: `Please confirm your ${store.name} newsletter subscription`,
      preview: signedUp,
      greeting: 'Hello,',
      blocks: [
        { kind: 'paragraph', lines: [signedUp, 'Please confirm that you want it (the link works for three days).'] },
        { kind: 'action', label: 'Confirm my subscription', url: links.confirm },
        { kind: 'paragraph', lines: ['If it was not you, ignore this e-mail: you will not get any newsletter.'] },
        { kind: 'paragraph', lines: [`To unsubscribe at any time: ${links.unsubscribe}`] },
      ],
      closing: [store.name],
    },
    brandOf(config, store),
  );
}

/** The subscriber's own 10% code, sent once their sign-up is confirmed. */
export function welcomeCouponMail(config: ApiConfig, store: Store, email: string, coupon: { code: string; until: string }): MailMessage {
  const thanks = `thank you for subscribing to the ${store.name} newsletter. As promised, here is 10% off your next order:`;
  return shopMail(
    config,
    email,
    {
      subject: `Your 10% code from ${store.name}`,
      preview: thanks,
      greeting: 'Hello,',
      blocks: [
        { kind: 'code', label: thanks, code: coupon.code },
        {
          kind: 'paragraph',
          lines: [`Enter it in the cart or at the checkout. It is yours alone, good for one order until ${coupon.until}.`],
        },
        { kind: 'action', label: `Shop at ${store.name}`, url: `${publicUrlOf(config, store.storeCode)}/` },
      ],
      closing: [store.name],
    },
    brandOf(config, store),
  );
}
