import { SignJWT, jwtVerify } from 'jose';

/**
 * The link that proves a customer reads the inbox of their account's address. It is an HS256 JWT
 * signed with the app secret, like the newsletter's links, with a type and an audience of its own:
 * access, group and newsletter tokens never verify an address, and this one is none of those (a
 * password-reset token is a random value kept in the database, so the two cannot be swapped either).
 * It names the address it was mailed to: after a change of address, the old link verifies nothing.
 */
export const VERIFY_EMAIL_TOKEN_SECONDS = 3 * 86_400;

const ISSUER = 'shoreline';
const AUDIENCE = 'shoreline:verify-email';
const TYPE = 'verify-email';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface AddressToVerify {
  customerId: number;
  email: string;
}

export async function signEmailVerificationToken(secret: string, address: AddressToVerify, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ typ: TYPE, email: address.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(address.customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + VERIFY_EMAIL_TOKEN_SECONDS)
    .sign(keyOf(secret));
}

/** The account and address a valid, unexpired verification token names; null for anything else. */
export async function readEmailVerificationToken(secret: string, token: string): Promise<AddressToVerify | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const customerId = Number(payload.sub);
    if (payload.typ !== TYPE || typeof payload.email !== 'string' || !Number.isInteger(customerId) || customerId <= 0) return null;
    return { customerId, email: payload.email };
  } catch {
    return null;
  }
}
