import type { StoreView } from '@shoreline/domain';
import type { ApiConfig } from '../config.js';
import { storePagesUrlOf } from '../config.js';
import type { MailMessage } from '../mail/index.js';
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

export function passwordResetMail(config: ApiConfig, store: Store, customer: Customer, token: string): MailMessage {
  const link = passwordResetLink(config, store, customer, token);
  return {
    from: config.mailFrom,
    to: customer.email,
    subject: `Reset your ${store.name} password`,
    text: `${greetingFor(customer)}\n\nsomeone (hopefully you) asked to reset the password of your ${store.name} account.\nSet a new password here (the link works for one hour, once):\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
  };
}

/** Goes to the address the account had before, so its owner learns of a change they did not make. */
export function emailChangedMail(config: ApiConfig, store: Store, previous: Customer, newEmail: string): MailMessage {
  return {
    from: config.mailFrom,
    to: previous.email,
    subject: `Your ${store.name} e-mail address was changed`,
    text: `Hi ${previous.firstname},\n\nthe e-mail address of your ${store.name} account was changed from ${previous.email} to ${newEmail}.\nFrom now on you sign in with the new address.\n\nIf you did not make this change, write to us at ${config.shopEmail} right away so we can secure your account.\n`,
  };
}

export function emailVerificationLink(config: ApiConfig, store: Store, token: string): string {
  return `${storePagesUrlOf(config, store)}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Fixed text and the link: nothing the person who typed this address in chose reaches its inbox. */
export function emailVerificationMail(config: ApiConfig, store: Store, email: string, token: string): MailMessage {
  return {
    from: config.mailFrom,
    to: email,
    subject: `Confirm your e-mail address for ${store.name}`,
    text: `Hello,\n\nthis address was given for a ${store.name} customer account. To confirm that it is yours, open this link and press the button (it works for three days):\n\n${emailVerificationLink(config, store, token)}\n\nIf you did not create an account with us, ignore this e-mail.\n`,
  };
}
