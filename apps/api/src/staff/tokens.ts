import { errors } from 'jose';
import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../db/index.js';
import { refreshTokens, signSessionToken, verifySessionToken } from '../auth/index.js';

const { JOSEError } = errors;

/**
 * Staff sessions, apart from customer ones: a 10-minute HS256 access token with `typ: "staff"`
 * (customer calls only take `typ: "access"`, and staff calls only this), and an opaque refresh
 * token stored hashed, rotated on every use; presenting a used one revokes its whole family.
 */
export const STAFF_ACCESS_SECONDS = 10 * 60;
export const STAFF_REFRESH_HOURS = 12;

/**
 * `ver` is the staff row's token_version when the token was signed: a password change or a
 * deactivation moves it on, and authenticateStaff refuses a token whose `ver` is not the current one.
 */
export const signStaffToken = (secret: string, staff: { id: number; role: StaffRole; token_version: number }, now = Date.now()) =>
  signSessionToken(secret, { typ: 'staff', role: staff.role, ver: staff.token_version }, staff.id, STAFF_ACCESS_SECONDS, now);

/** The staff id and token version of a valid staff token; null for anything else (a customer token, expired, forged). */
export async function verifyStaffToken(secret: string, token: string): Promise<{ staffId: number; version: number } | null> {
  try {
    const { id: staffId, payload } = await verifySessionToken(secret, token, 'staff');
    if (staffId === null) return null;
    // Tokens signed before versions existed carry none: they belong to version 0.
    const version = payload.ver ?? 0;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    return { staffId, version };
  } catch (error) {
    if (error instanceof JOSEError) return null;
    throw error;
  }
}

const staffRefreshTokens = refreshTokens({ table: 'staff_refresh_tokens', owner: 'staff_id', lifetimeMs: STAFF_REFRESH_HOURS * 3_600_000 });

export const issueStaffRefreshToken = staffRefreshTokens.issue;
export const revokeStaffRefreshToken = staffRefreshTokens.revoke;
export const revokeAllForStaff = staffRefreshTokens.revokeAll;

/** Rotates a refresh token; a token presented twice revokes its family (it was copied). */
export async function rotateStaffRefreshToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ staffId: number; refreshToken: string } | null> {
  const rotated = await staffRefreshTokens.rotate(db, token);
  return rotated && { staffId: rotated.ownerId, refreshToken: rotated.refreshToken };
}
