import { createHash, randomBytes } from 'node:crypto';
import { errors, type JWTPayload } from 'jose';
import { readShopJwt, signShopJwt, verifyShopJwt } from './shop-jwt.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * Access tokens are short-lived HS256 JWTs sent as `Authorization: Bearer`.
 * Refresh tokens are opaque random strings stored only as hashes; each refresh
 * rotates them within a family, and presenting a used one revokes the family.
 * Customers' and staff's sessions are built the same way, each with its own token type and table.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An access token of the shop: its claims (`typ` says whose session), the id it names (sub) and its lifetime. */
export async function signSessionToken(
  secret: string,
  claims: JWTPayload,
  subject: number,
  seconds: number,
  now = Date.now(),
): Promise<string> {
  return signShopJwt(secret, { claims, subject: String(subject), seconds }, now);
}

/**
 * The claims of a token the shop signed (HS256 only, its issuer, not expired) with the id it names when its `typ`
 * is the one asked for (else id null); jose's error for anything it refuses.
 */
export async function verifySessionToken(secret: string, token: string, typ: string): Promise<{ id: number | null; payload: JWTPayload }> {
  const payload = await verifyShopJwt(secret, token);
  const id = Number(payload.sub);
  return { id: payload.typ === typ && Number.isInteger(id) && id > 0 ? id : null, payload };
}

export const signAccessToken = (secret: string, customerId: number, now = Date.now()) =>
  signSessionToken(secret, { typ: 'access' }, customerId, ACCESS_TOKEN_SECONDS, now);

export type TokenCheck = { ok: true; customerId: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature, algorithm (HS256 only), issuer, type and expiry. */
export async function verifyAccessToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { id } = await verifySessionToken(secret, token, 'access');
    return id === null ? { ok: false, reason: 'invalid' } : { ok: true, customerId: id };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * How long a group token prices catalog answers. The catalog does not read the database per request, so a
 * customer whom staff moved to another group keeps the old group's catalog prices at most this long (the cart
 * and the order always price with the group stored now); the storefront asks for a new one with every profile load.
 */
export const GROUP_TOKEN_SECONDS = 24 * 3600;

/** The group token the catalog accepts back for group prices: {group_id, id, user}. */
export async function signGroupToken(
  secret: string,
  customer: { id: number; group_id: number; email: string },
  now = Date.now(),
): Promise<string> {
  const claims = { group_id: customer.group_id, id: customer.id, user: customer.email, typ: 'group' };
  return signShopJwt(secret, { claims, seconds: GROUP_TOKEN_SECONDS }, now);
}

/** The group a group token names; null for anything the shop did not sign as one, or that expired. */
export async function verifyGroupToken(secret: string, token: string): Promise<number | null> {
  const payload = await readShopJwt(secret, token);
  const groupId = payload?.group_id;
  return payload?.typ === 'group' && typeof groupId === 'number' && Number.isInteger(groupId) ? groupId : null;
}

/** A kind of session's refresh tokens: its table, the column naming whose they are, and how long one lasts. */
export interface RefreshTokenKind {
  table: 'refresh_tokens' | 'staff_refresh_tokens';
  owner: 'customer_id' | 'staff_id';
  lifetimeMs: number;
}

/** Issue, rotate and revoke one kind's refresh tokens. */
export function refreshTokens({ table, owner, lifetimeMs }: RefreshTokenKind) {
  const ownerColumn = sql.ref<number>(owner);
  const revokeWhere = (db: Kysely<Database>) =>
    db.updateTable(table).set({ revoked_at: new Date().toISOString() }).where('revoked_at', 'is', null);
  const revokeFamily = async (db: Kysely<Database>, familyId: string) => {
    await revokeWhere(db).where('family_id', '=', familyId).execute();
  };

  async function issue(db: Kysely<Database>, ownerId: number, familyId?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await db
      .insertInto(table)
      .values({
        token_hash: sha256(token),
        family_id: familyId ?? randomBytes(16).toString('hex'),
        [owner]: ownerId,
        expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
        used_at: null,
        revoked_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    return token;
  }

  /** Rotates a refresh token. A token used twice means it was copied: the whole family is revoked. */
  async function rotate(db: Kysely<Database>, token: string): Promise<{ ownerId: number; refreshToken: string } | null> {
    const row = await db
      .selectFrom(table)
      .select(['token_hash', 'family_id', 'expires_at', 'revoked_at', ownerColumn.as('owner_id')])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row || row.revoked_at || Date.parse(row.expires_at) < Date.now()) return null;
    const claimed = await db
      .updateTable(table)
      .set({ used_at: new Date().toISOString() })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await revokeFamily(db, row.family_id);
      return null;
    }
    const ownerId = Number(row.owner_id);
    return { ownerId, refreshToken: await issue(db, ownerId, row.family_id) };
  }

  async function revoke(db: Kysely<Database>, token: string): Promise<void> {
    const row = await db.selectFrom(table).select('family_id').where('token_hash', '=', sha256(token)).executeTakeFirst();
    if (row) await revokeFamily(db, row.family_id);
  }

  async function revokeAll(db: Kysely<Database>, ownerId: number): Promise<void> {
    await revokeWhere(db).where(ownerColumn, '=', ownerId).execute();
  }

  return { issue, rotate, revoke, revokeAll };
}

const customerRefreshTokens = refreshTokens({ table: 'refresh_tokens', owner: 'customer_id', lifetimeMs: REFRESH_TOKEN_DAYS * 86_400_000 });

export const issueRefreshToken = customerRefreshTokens.issue;
export const revokeRefreshToken = customerRefreshTokens.revoke;
export const revokeAllForCustomer = customerRefreshTokens.revokeAll;

export type RefreshResult = { ok: true; customerId: number; refreshToken: string } | { ok: false };

export async function rotateRefreshToken(db: Kysely<Database>, token: string): Promise<RefreshResult> {
  const rotated = await customerRefreshTokens.rotate(db, token);
  return rotated ? { ok: true, customerId: rotated.ownerId, refreshToken: rotated.refreshToken } : { ok: false };
}
