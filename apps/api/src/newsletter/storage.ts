import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { Subscriber } from './tokens.js';

export type Status = 'subscribed' | 'pending' | 'unsubscribed';

/** Marks a forwarded choice, only if it is still the one sent: a newer one made meanwhile is forwarded on its own. */
export async function markForwarded(db: Kysely<Database>, email: string, subscribed: boolean, sentAt: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ forwarded_at: sentAt })
    .where('email', '=', email)
    .where('subscribed', '=', subscribed ? 1 : 0)
    .execute();
}

/** Choices the marketing service has not taken yet, last changed before `settled`, oldest first. */
export function waitingChoices(db: Kysely<Database>, settled: string, limit: number) {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'subscribed'])
    .where('forwarded_at', 'is', null)
    .where('updated_at', '<', settled)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** A sign-up waits for its confirmation: nothing changes for the newsletter, and nothing is forwarded, until then. */
export async function markPending(context: { db: Kysely<Database> }, subscriber: Subscriber): Promise<void> {
  const stamp = new Date().toISOString();
  await context.db
    .insertInto('newsletter_subscriptions')
    // forwarded_at is set: an address that never subscribed has nothing to tell the marketing service.
    .values({
      email: subscriber.email,
      store_code: subscriber.storeCode,
      subscribed: 0,
      forwarded_at: stamp,
      pending_since: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.column('email').doUpdateSet({ pending_since: stamp }))
    .execute();
}

/** Stores a confirmed choice; true when it changed what the marketing service must learn. */
export async function saveChoice(context: { db: Kysely<Database> }, subscriber: Subscriber, subscribed: boolean): Promise<boolean> {
  const flag = subscribed ? 1 : 0;
  const current = await context.db
    .selectFrom('newsletter_subscriptions')
    .select('subscribed')
    .where('email', '=', subscriber.email)
    .executeTakeFirst();
  if (!current && !subscribed) return false;
  if (current?.subscribed === flag) {
    await context.db.updateTable('newsletter_subscriptions').set({ pending_since: null }).where('email', '=', subscriber.email).execute();
    return false;
  }
  const choice = {
    subscribed: flag,
    store_code: subscriber.storeCode,
    forwarded_at: null,
    pending_since: null,
    updated_at: new Date().toISOString(),
  };
  await context.db
    .insertInto('newsletter_subscriptions')
    .values({ email: subscriber.email, ...choice })
    .onConflict((oc) => oc.column('email').doUpdateSet(choice))
    .execute();
  return true;
}

export async function statusOf(context: { db: Kysely<Database> }, email: string): Promise<Status> {
  const row = await context.db
    .selectFrom('newsletter_subscriptions')
    .select(['subscribed', 'pending_since'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (row?.subscribed === 1) return 'subscribed';
  return row?.pending_since ? 'pending' : 'unsubscribed';
}
