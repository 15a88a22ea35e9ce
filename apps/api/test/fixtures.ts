import fs from 'node:fs';
import path from 'node:path';
import type { RunningApi } from './harness.js';

/** A Maryland address the delivery calendar serves, for the buyer with this e-mail. */
export const testAddress = (email: string) => ({
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Pier Rd'],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region_code: 'MD',
  region: 'Maryland',
  telephone: '4105550100',
  email,
});

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails the test API wrote to its outbox (DATA_DIR/mail) for this address, oldest first. */
export function mailsTo(api: RunningApi, email: string): OutboxMail[] {
  const dir = api.config.mailOutboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email);
}

/** The token of the newest e-mail confirmation link mailed to this address; null when none was. */
export function verificationTokenFor(api: RunningApi, email: string): string | null {
  const text = mailsTo(api, email).findLast((mail) => mail.text.includes('/verify-email?token='))?.text ?? '';
  const token = /\/verify-email\?token=([^\s]+)/.exec(text)?.[1];
  return token ? decodeURIComponent(token) : null;
}

/** Opens the newest confirmation link mailed to this address, as the owner of the inbox does. */
export async function verifyEmailOf(api: RunningApi, email: string): Promise<void> {
  const answer = await api.request('POST', '/api/user/verify-email', { token: verificationTokenFor(api, email) ?? '' });
  if (answer.status !== 200) throw new Error(`${email} could not be verified: ${JSON.stringify(answer.body)}`);
}
