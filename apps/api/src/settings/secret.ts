import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * The secret that signs short-lived tokens. APP_SECRET wins; otherwise one is
 * generated on first start and kept in the database, so every process sharing
 * it signs and verifies alike and restarts do not invalidate tokens.
 */
export async function loadSigningSecret(db: Kysely<Database>, fromEnv: string | null): Promise<string> {
  if (fromEnv) return fromEnv;
  const read = async () => (await db.selectFrom('settings').select('value').where('key', '=', 'signing_secret').executeTakeFirst())?.value;
  const existing = await read();
  if (existing) return existing;
  try {
    await db
      .insertInto('settings')
      .values({ key: 'signing_secret', value: randomBytes(32).toString('base64url'), updated_at: new Date().toISOString() })
      .execute();
  } catch {
    // Another process inserted it first; read theirs.
  }
  const created = await read();
  if (!created) throw new Error('Could not create the signing secret');
  return created;
}
