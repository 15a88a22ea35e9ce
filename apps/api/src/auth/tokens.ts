import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * Access tokens are short-lived HS256 JWTs sent as `Authorization: Bearer`.
 * Refresh tokens are opaque random strings stored only as hashes; each refresh
 * rotates them within a family, and presenting a used one revokes the family.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
const ISSUER = 'shoreline';

const keyOf = (secret: string) => new TextEncoder().encode(secret);
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function signAccessToken(secret: string, customerId: number, now = Date.now()): Promise<string> {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
    .sign(keyOf(secret));
}

export type TokenCheck = { ok: true; customerId: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature, algorithm (HS256 only), issuer, type and expiry. */
export async function verifyAccessToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER });
    const customerId = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(customerId) || customerId <= 0) return { ok: false, reason: 'invalid' };
    return { ok: true, customerId };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The group token the catalog accepts back for group prices: {group_id, id, user}. */
export async function signGroupToken(secret: string, customer: { id: number; group_id: number; email: string }): Promise<string> {
  return new SignJWT({ group_id: customer.group_id, id: customer.id, user: customer.email, typ: 'group' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .sign(keyOf(secret));
}

export async function issueRefreshToken(db: Kysely<Database>, customerId: number, familyId?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: sha256(token),
      family_id: familyId ?? randomBytes(16).toString('hex'),
      customer_id: customerId,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString(),
      used_at: null,
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export type RefreshResult = { ok: true; customerId: number; refreshToken: string } | { ok: false };

/** Rotates a refresh token. A token used twice means it was stolen: the whole family is revoked. */
export async function rotateRefreshToken(db: Kysely<Database>, token: string): Promise<RefreshResult> {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || row.revoked_at || Date.parse(row.expires_at) < Date.now()) return { ok: false };
  const stamp = new Date().toISOString();
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: stamp })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(db, row.family_id);
    return { ok: false };
  }
  return { ok: true, customerId: row.customer_id, refreshToken: await issueRefreshToken(db, row.customer_id, row.family_id) };
}

export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshToken(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id);
}

export async function revokeAllForCustomer(db: Kysely<Database>, customerId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}
