import type { StoreView } from '@shoreline/domain';
import type { ApiConfig } from '../config.js';
import { publicUrlOf } from '../config.js';
import type { MailMessage } from '../mail/mailer.js';
import type { CustomerRow } from './storage.js';

type Customer = Pick<CustomerRow, 'email' | 'firstname'>;
type Store = Pick<StoreView, 'storeCode' | 'name'>;

/** The reset link points at the store's configured public URL, never at whatever host a request named. */
export function passwordResetLink(config: ApiConfig, store: Store, customer: Customer, token: string): string {
  return `${publicUrlOf(config, store.storeCode)}/create-password/token/${token}/email/${encodeURIComponent(customer.email)}`;
}

export function passwordResetMail(config: ApiConfig, store: Store, customer: Customer, token: string): MailMessage {
  const link = passwordResetLink(config, store, customer, token);
  return {
    from: config.mailFrom,
    to: customer.email,
    subject: `Reset your ${store.name} password`,
    text: `Hi ${customer.firstname},\n\nsomeone (hopefully you) asked to reset the password of your ${store.name} account.\nSet a new password here (the link works for one hour, once):\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
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
