import { readShopJwt, signShopJwt } from '../auth/index.js';

/**
 * The link that proves a customer reads the inbox of their account's address. It is an HS256 JWT
 * signed with the app secret, like the newsletter's links, with a type and an audience of its own:
 * access, group and newsletter tokens never verify an address, and this one is none of those (a
 * password-reset token is a random value kept in the database, so the two cannot be swapped either).
 * It names the address it was mailed to: after a change of address, the old link verifies nothing.
 */
export const VERIFY_EMAIL_TOKEN_SECONDS = 3 * 86_400;

const AUDIENCE = 'shoreline:verify-email';
const TYPE = 'verify-email';

export interface AddressToVerify {
  customerId: number;
  email: string;
}

export async function signEmailVerificationToken(secret: string, address: AddressToVerify, now = Date.now()): Promise<string> {
  const claims = { typ: TYPE, email: address.email };
  return signShopJwt(secret, { claims, subject: String(address.customerId), audience: AUDIENCE, seconds: VERIFY_EMAIL_TOKEN_SECONDS }, now);
}

/** The account and address a valid, unexpired verification token names; null for anything else. */
export async function readEmailVerificationToken(secret: string, token: string): Promise<AddressToVerify | null> {
  const payload = await readShopJwt(secret, token, AUDIENCE);
  const customerId = Number(payload?.sub);
  if (payload?.typ !== TYPE || typeof payload.email !== 'string' || !Number.isInteger(customerId) || customerId <= 0) return null;
  return { customerId, email: payload.email };
}
