import type { StoreView } from '@shoreline/domain';
import type { ApiConfig } from '../config.js';
import { storePagesUrlOf } from '../config.js';
import { mailBrandOf, shopMail, type MailMessage } from '../mail/index.js';
import type { CustomerRow } from './storage.js';

type Customer = Pick<CustomerRow, 'email' | 'firstname' | 'email_verified_at'>;
type Store = Pick<StoreView, 'storeCode' | 'name'> & Partial<Pick<StoreView, 'urlPrefix' | 'appendStoreCode' | 'urlMappingEnabled'>>;

/** The reset link points at the store's configured public URL, never at whatever host a request named. */
export function passwordResetLink(config: ApiConfig, store: Store, customer: Customer, token: string): string {
  return `${storePagesUrlOf(config, store)}/create-password/token/${token}/email/${encodeURIComponent(customer.email)}`;
}

/**
 * The name is whatever the registrant typed: an address nobody has verified is greeted without it, so a
 * stranger cannot make the shop deliver their words to someone else's inbox.
 */
const greetingFor = (customer: Customer) => (customer.email_verified_at ? `Hi ${customer.firstname},` : 'Hello,');

/** Account mails are written in English; the layout is the store's. */
const brandOf = (config: ApiConfig, store: Store) => mailBrandOf(config, store, 'en-US');

export function passwordResetMail(config: ApiConfig, store: Store, customer: Customer, token: string): MailMessage {
  const asked = `someone (hopefully you) asked to reset the password of your ${store.name} account.`;
  return shopMail(
    config,
    customer.email,
    {
      subject: `Reset your ${store.name} password`,
      preview: asked,
      greeting: greetingFor(customer),
      blocks: [
        { kind: 'paragraph', lines: [asked, 'Set a new password with this button (the link works for one hour, once).'] },
        { kind: 'action', label: 'Set a new password', url: passwordResetLink(config, store, customer, token) },
        { kind: 'paragraph', lines: ['If it was not you, ignore this e-mail: your password stays as it is.'] },
      ],
      closing: [store.name],
    },
    brandOf(config, store),
  );
}

/** Goes to the address the account had before, so its owner learns of a change they did not make. */
export function emailChangedMail(config: ApiConfig, store: Store, previous: Customer, newEmail: string): MailMessage {
  const changed = `the e-mail address of your ${store.name} account was changed from ${previous.email} to ${newEmail}.`;
  return shopMail(
    config,
    previous.email,
    {
      subject: `Your ${store.name} e-mail address was changed`,
      preview: changed,
      greeting: `Hi ${previous.firstname},`,
      blocks: [
        { kind: 'paragraph', lines: [changed, 'From now on you sign in with the new address.'] },
        {
          kind: 'paragraph',
          lines: [`If you did not make this change, write to us at ${config.shopEmail} right away so we can secure your account.`],
        },
      ],
      closing: [store.name],
    },
    brandOf(config, store),
  );
}

export function emailVerificationLink(config: ApiConfig, store: Store, token: string): string {
  return `${storePagesUrlOf(config, store)}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Fixed text and the link: nothing the person who typed this address in chose reaches its inbox. */
export function emailVerificationMail(config: ApiConfig, store: Store, email: string, token: string): MailMessage {
  const given = `this address was given for a ${store.name} customer account.`;
  return shopMail(
    config,
    email,
    {
      subject: `Confirm your e-mail address for ${store.name}`,
      preview: given,
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'paragraph',
          lines: [given, 'To confirm that it is yours, open this link and press the button (it works for three days).'],
        },
        { kind: 'action', label: 'Confirm my e-mail address', url: emailVerificationLink(config, store, token) },
        { kind: 'paragraph', lines: ['If you did not create an account with us, ignore this e-mail.'] },
      ],
      closing: [store.name],
    },
    brandOf(config, store),
  );
}
