import { randomInt } from 'node:crypto';
import type { StoreView } from '@shoreline/domain';
import type { ApiContext } from '../context.js';
import { isUniqueViolation } from '../db/index.js';
import { welcomeCouponMail } from './mails.js';
import { mailboxOf } from '@shoreline/domain/mailbox';

/**
 * The newsletter's promise: 10% off, as a code of the subscriber's own. Given on a mailbox's first
 * confirmation only (subscribing again later, or under an alias such as jane+1@..., gives none), good
 * for one order by anyone holding it, within WELCOME_COUPON_DAYS.
 */
export const WELCOME_PERCENT_BASIS_POINTS = 1000;
export const WELCOME_COUPON_DAYS = 90;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ATTEMPTS = 3;

export function newWelcomeCode(): string {
  let code = 'WELCOME-';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Thrown inside the claim's transaction to roll it back: the mailbox already had its code. */
class MailboxHadCode extends Error {}

/**
 * Creates the code and ties it to the address and its mailbox in one transaction; when another
 * confirmation of the same address or mailbox got there first, nothing is created. Answers the new
 * code, or null when the address or its mailbox had one.
 */
async function createFor(context: ApiContext, email: string, now: Date): Promise<{ code: string; until: string } | null> {
  const until = day(new Date(now.getTime() + WELCOME_COUPON_DAYS * 86_400_000));
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const code = newWelcomeCode();
    try {
      return await context.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('newsletter_subscriptions')
          .set({ welcome_coupon: code })
          .where('email', '=', email)
          .where('subscribed', '=', 1)
          .where('welcome_coupon', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return null;
        const mailbox = await trx
          .insertInto('welcome_coupon_mailboxes')
          .values({ mailbox: mailboxOf(email), coupon_code: code, created_at: now.toISOString() })
          .onConflict((oc) => oc.column('mailbox').doNothing())
          .executeTakeFirst();
        if (Number(mailbox.numInsertedOrUpdatedRows ?? 0) !== 1) throw new MailboxHadCode();
        await trx
          .insertInto('coupons')
          .values({
            code,
            description: 'Newsletter welcome: 10% off one order',
            discount_type: 'percent',
            discount_value: WELCOME_PERCENT_BASIS_POINTS,
            is_active: 1,
            from_date: day(now),
            to_date: until,
            uses_per_customer: 1,
            uses_total: 1,
          })
          .execute();
        return { code, until };
      });
    } catch (error) {
      if (error instanceof MailboxHadCode) return null;
      // A code another address already has (about one in a trillion): draw again.
      if (!isUniqueViolation(error) || attempt === ATTEMPTS) throw error;
    }
  }
  return null;
}

/** Gives a newly confirmed subscriber their code and e-mails it; an address that had one gets nothing. */
export async function sendWelcomeCoupon(context: ApiContext, store: StoreView, email: string, now = new Date()) {
  const coupon = await createFor(context, email, now);
  if (coupon) await context.mailer.send(welcomeCouponMail(context.config, store, email, coupon));
  return coupon?.code ?? null;
}
