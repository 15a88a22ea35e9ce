import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { DomainError } from '../errors.js';

/** rate_limits.key is a varchar(255): a key built from client input (an e-mail, a username) may be longer. */
const MAX_STORED_KEY = 200;

/** The key as stored: long keys keep a readable prefix and end in the SHA-256 of the whole key. */
export function storedKey(key: string): string {
  if (key.length <= MAX_STORED_KEY) return key;
  return `${key.slice(0, MAX_STORED_KEY - 44)}#${createHash('sha256').update(key).digest('base64url')}`;
}

/**
 * A fixed-window counter kept in the database, so every API process behind a
 * load balancer counts the same attempts (login, password reset, e-mail checks).
 *
 * Counting is one statement (an upsert that increments, or restarts an expired
 * window, and returns the new count), so parallel requests can never all read
 * the same old count and all be allowed.
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const nowSeconds = Math.floor(now / 1000);
  const counted = await db
    .insertInto('rate_limits')
    .values({ key: storedKey(key), hits: 1, window_started_at: nowSeconds })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const windowAge = eb(eb.val(nowSeconds), '-', eb.ref('rate_limits.window_started_at'));
        const windowEnded = eb(windowAge, '>=', windowSeconds);
        return {
          hits: eb
            .case()
            .when(windowEnded)
            .then(1)
            .else(eb(eb.ref('rate_limits.hits'), '+', 1))
            .end(),
          window_started_at: eb.case().when(windowEnded).then(nowSeconds).else(eb.ref('rate_limits.window_started_at')).end(),
        };
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  const secondsLeft = windowSeconds - (nowSeconds - Number(counted.window_started_at));
  return { allowed: Number(counted.hits) <= limit, retryAfterSeconds: Math.max(1, secondsLeft) };
}

export async function reset(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', storedKey(key)).execute();
}

/**
 * Deletes every counter whose key starts with `prefix` (for example one account's counters at every
 * address); answers how many there were. The prefix must hold no LIKE wildcards and stay under the
 * length at which storedKey shortens a key.
 */
export async function resetPrefix(db: Kysely<Database>, prefix: string): Promise<number> {
  if (/[%_\\]/.test(prefix) || prefix.length > MAX_STORED_KEY - 44) throw new Error(`not a plain rate-limit key prefix: ${prefix}`);
  const deleted = await db.deleteFrom('rate_limits').where('key', 'like', `${prefix}%`).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Whether the key is over its limit now, without counting a new attempt. */
export async function isBlocked(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<boolean> {
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', storedKey(key)).executeTakeFirst();
  return row !== undefined && Math.floor(now / 1000) - row.window_started_at < windowSeconds && row.hits >= limit;
}

export const TOO_MANY_REQUESTS = (retryAfterSeconds: number) => `Too many requests. Try again in ${retryAfterSeconds} seconds.`;

/** Too many attempts: the client may try again after `retryAfterSeconds` (a 429; the Retry-After header is set from it). */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    reason?: ErrorReason,
  ) {
    super('rate-limited', message, reason ? { reason } : {});
  }
}

/**
 * Counts one attempt under `key` and throws a RateLimitedError (429, with
 * Retry-After) once more than `limit` were made in the window. The message is
 * fixed text or built from the seconds to wait.
 */
export async function limitOrRefuse(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  message: string | ((retryAfterSeconds: number) => string) = TOO_MANY_REQUESTS,
  reason?: ErrorReason,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await hit(db, key, limit, windowSeconds);
  if (allowed) return;
  throw new RateLimitedError(typeof message === 'string' ? message : message(retryAfterSeconds), retryAfterSeconds, reason);
}

/** Adds Retry-After to the answer of any route that refused with a RateLimitedError. */
export function registerRetryAfterHeader(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
