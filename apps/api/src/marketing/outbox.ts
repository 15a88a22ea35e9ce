import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { USER_DETAILS_REQUIRED } from '@shoreline/domain/messages';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/index.js';
import { sendEvent, sendProfile, type EventAttributes, type KlaviyoSettings, type ProfileAttributes } from './klaviyo-client.js';
import { idleLoop, startLoop, type BackgroundLoop } from '../background-loop.js';

/**
 * The marketing outbox: what the shop tells the marketing service is written here first and sent by
 * every API process's sender, oldest first. An event of a shopper not known yet waits until the cart
 * gets an e-mail (identify); one the service could not take is tried again later, with a growing wait.
 */
const BATCH = 50;
const MAX_ATTEMPTS = 8;

export type OutboxEvent = Omit<EventAttributes, 'profile'>;

export function marketingSettings(config: Pick<ApiConfig, 'marketingUrl' | 'marketingCompanyId'>): KlaviyoSettings | null {
  return config.marketingUrl && config.marketingCompanyId ? { url: config.marketingUrl, companyId: config.marketingCompanyId } : null;
}

export async function enqueue(
  db: Kysely<Database>,
  item: { kind: 'profile' | 'event'; cartId: string | null; profile: ProfileAttributes | null; payload: OutboxEvent | ProfileAttributes },
): Promise<void> {
  const stamp = new Date().toISOString();
  await db
    .insertInto('marketing_outbox')
    .values({
      kind: item.kind,
      cart_id: item.cartId,
      profile: item.profile ? JSON.stringify(item.profile) : null,
      payload: JSON.stringify(item.payload),
      next_attempt_at: stamp,
      sent_at: null,
      outcome: null,
      created_at: stamp,
    })
    .execute();
}

/** The cart's shopper is known now: their waiting events go out with this profile. */
export async function identifyCart(db: Kysely<Database>, cartId: string, profile: ProfileAttributes): Promise<void> {
  // The outbox sends events under this profile: without an e-mail the service could not tell whose they are.
  if (profile.email.trim() === '') throw new Error(USER_DETAILS_REQUIRED);
  await db
    .updateTable('marketing_outbox')
    .set({ profile: JSON.stringify(profile) })
    .where('cart_id', '=', cartId)
    .where('profile', 'is', null)
    .where('sent_at', 'is', null)
    .execute();
}

const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** attempts);

/** One round of sending; answers how many rows the service took. */
export async function sendDue(db: Kysely<Database>, settings: KlaviyoSettings, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const rows = await db
    .selectFrom('marketing_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('profile', 'is not', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of rows) {
    // Claimed by moving its next try: another process skips it meanwhile.
    const claim = await db
      .updateTable('marketing_outbox')
      .set({ next_attempt_at: new Date(now.getTime() + 60_000).toISOString() })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const profile = JSON.parse(row.profile ?? '{}') as ProfileAttributes;
    const outcome =
      row.kind === 'profile'
        ? await sendProfile(settings, profile)
        : await sendEvent(settings, { ...(JSON.parse(row.payload) as OutboxEvent), profile });
    const attempts = row.attempts + 1;
    const done = outcome !== 'failed' || attempts >= MAX_ATTEMPTS;
    await db
      .updateTable('marketing_outbox')
      .set({
        attempts,
        sent_at: done ? new Date().toISOString() : null,
        outcome: done ? (outcome === 'failed' ? 'gave_up' : outcome) : null,
        next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    if (outcome === 'sent') sent += 1;
    else log.warn({ outbox: row.id, kind: row.kind, outcome }, 'marketing service did not take an event');
  }
  return sent;
}

export function startMarketingSender(db: Kysely<Database>, config: ApiConfig, log: FastifyBaseLogger): BackgroundLoop {
  const settings = marketingSettings(config);
  if (!settings) return idleLoop;
  return startLoop(
    config.marketingSendMs,
    () => sendDue(db, settings, log),
    (error) => log.warn({ err: error }, 'marketing send round failed'),
  );
}
