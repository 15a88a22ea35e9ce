import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A fixed-window counter kept in the database, so every API process behind a
 * load balancer counts the same attempts (login, password reset, e-mail checks).
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const nowSeconds = Math.floor(now / 1000);
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || nowSeconds - row.window_started_at >= windowSeconds) {
    await db
      .insertInto('rate_limits')
      .values({ key, hits: 1, window_started_at: nowSeconds })
      .onConflict((oc) => oc.column('key').doUpdateSet({ hits: 1, window_started_at: nowSeconds }))
      .execute();
    return { allowed: true, retryAfterSeconds: 0 };
  }
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '+', 1) }))
    .where('key', '=', key)
    .execute();
  const hits = row.hits + 1;
  return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, windowSeconds - (nowSeconds - row.window_started_at)) };
}

export async function reset(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Whether the key is over its limit now, without counting a new attempt. */
export async function isBlocked(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<boolean> {
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  return row !== undefined && Math.floor(now / 1000) - row.window_started_at < windowSeconds && row.hits >= limit;
}
