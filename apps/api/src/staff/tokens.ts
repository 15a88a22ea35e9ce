import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../db/index.js';
import { sha256 } from '../auth/index.js';

/**
 * Staff sessions, apart from customer ones: a 10-minute HS256 access token with `typ: "staff"`
 * (customer calls only take `typ: "access"`, and staff calls only this), and an opaque refresh
 * token stored hashed, rotated on every use; presenting a used one revokes its whole family.
 */
export const STAFF_ACCESS_SECONDS = 10 * 60;
export const STAFF_REFRESH_HOURS = 12;
const ISSUER = 'shoreline';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * `ver` is the staff row's token_version when the token was signed: a password change or a
 * deactivation moves it on, and authenticateStaff refuses a token whose `ver` is not the current one.
 */
export async function signStaffToken(
  secret: string,
  staff: { id: number; role: StaffRole; token_version: number },
  now = Date.now(),
): Promise<string> {
  return new SignJWT({ typ: 'staff', role: staff.role, ver: staff.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(staff.id))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + STAFF_ACCESS_SECONDS)
    .sign(keyOf(secret));
}

/** The staff id and token version of a valid staff token; null for anything else (a customer token, expired, forged). */
export async function verifyStaffToken(secret: string, token: string): Promise<{ staffId: number; version: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER });
    const staffId = Number(payload.sub);
    if (payload.typ !== 'staff' || !Number.isInteger(staffId) || staffId <= 0) return null;
    // Tokens signed before versions existed carry none: they belong to version 0.
    const version = payload.ver ?? 0;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    return { staffId, version };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

export async function issueStaffRefreshToken(db: Kysely<Database>, staffId: number, familyId?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('staff_refresh_tokens')
    .values({
      token_hash: sha256(token),
      family_id: familyId ?? randomBytes(16).toString('hex'),
      staff_id: staffId,
      expires_at: new Date(now.getTime() + STAFF_REFRESH_HOURS * 3_600_000).toISOString(),
      used_at: null,
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

async function revokeStaffFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('staff_refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Rotates a refresh token; a token presented twice revokes its family (it was copied). */
export async function rotateStaffRefreshToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ staffId: number; refreshToken: string } | null> {
  const row = await db.selectFrom('staff_refresh_tokens').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || row.revoked_at || Date.parse(row.expires_at) < Date.now()) return null;
  const claimed = await db
    .updateTable('staff_refresh_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeStaffFamily(db, row.family_id);
    return null;
  }
  return { staffId: row.staff_id, refreshToken: await issueStaffRefreshToken(db, row.staff_id, row.family_id) };
}

export async function revokeStaffRefreshToken(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db.selectFrom('staff_refresh_tokens').select('family_id').where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (row) await revokeStaffFamily(db, row.family_id);
}

export async function revokeAllForStaff(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}
