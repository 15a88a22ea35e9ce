import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { sha256 } from '../auth/index.js';

/** How long a password-reset link works (once). */
export const RESET_TOKEN_MINUTES = 60;

/**
 * Stores a new single-use reset token for the customer (only its hash is kept) and answers the token for
 * the e-mail's link: the shopper's "forgot password" and the back office's "send password reset" both use it.
 */
export async function issuePasswordResetToken(
  db: Kysely<Database>,
  customerId: number,
  now = new Date(),
): Promise<{ token: string; tokenHash: string; expiresAt: string }> {
  const token = randomBytes(24).toString('base64url');
  const tokenHash = sha256(token);
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString();
  await db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, customer_id: customerId, expires_at: expiresAt, used_at: null, created_at: now.toISOString() })
    .execute();
  return { token, tokenHash, expiresAt };
}
