import type { Kysely } from 'kysely';
import { REASON } from '@shoreline/domain/error-reasons';
import type { Database } from '../../db/index.js';
import { Conflict } from '../../errors.js';
import { limitOrRefuse } from '../../ratelimit/index.js';
import { normaliseEmail } from '../../cart/index.js';
import { unpaidLimitText, unpaidNotHeldText } from '../../method-names/index.js';
import { GATEWAY_WORDS } from '../../payment/index.js';
import type { ApiConfig } from '../../config.js';
import { OVERNIGHT, type Place } from '../../delivery/index.js';

/**
 * What an order sent without its payment may hold (ADR 0011). It is held for a short window only, a client address
 * and an e-mail have a few open at once, and it never holds the last share of what is scarce: at most half of a
 * date's deliveries are held by unpaid orders together, and an unpaid order takes at most half of a product's units
 * left. The rest stays for shoppers who pay at once.
 */
export const AWAITING_STATUS = 'awaiting_payment';

/** Who sends the unpaid order: the e-mail it is placed for and the client's address as the server sees it (TRUST_PROXY). */
export interface UnpaidSender {
  email: string;
  clientAddress: string | null;
}

/** Too many unpaid orders open for the e-mail: the shopper is asked to pay now. */
export class UnpaidLimitReached extends Conflict {
  constructor(locale: string) {
    super(unpaidLimitText(locale, GATEWAY_WORDS), { reason: REASON.orderUnpaidLimit });
  }
}

/** The date's or a product's last share is not held for an unpaid order. */
export class UnpaidNotHeld extends Conflict {
  constructor(locale: string) {
    super(unpaidNotHeldText(locale, GATEWAY_WORDS), { reason: REASON.orderUnpaidNotHeld });
  }
}

async function openUnpaidOrdersOf(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('status', '=', AWAITING_STATUS)
    .where((eb) => eb(eb.fn('lower', ['customer_email']), '=', normaliseEmail(email)))
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/**
 * Refuses an unpaid order over the sender's limits, before anything is priced or taken. The client address counts
 * through the shop's rate limiter: a few per hold window (as many as may be open at once, since each is open for at
 * most that window) and a few an hour; the e-mail counts the orders open now.
 */
export async function refuseOverUnpaidLimits(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'unpaidOrdersOpenLimit' | 'unpaidOrdersPerHour' | 'awaitingPaymentHoldMinutes'>,
  sender: UnpaidSender,
  locale: string,
): Promise<void> {
  const text = unpaidLimitText(locale, GATEWAY_WORDS);
  if (sender.clientAddress) {
    const key = `unpaid-order:ip:${sender.clientAddress}`;
    await limitOrRefuse(db, `${key}:hour`, config.unpaidOrdersPerHour, 3600, text, REASON.orderUnpaidLimit);
    await limitOrRefuse(
      db,
      `${key}:open`,
      config.unpaidOrdersOpenLimit,
      config.awaitingPaymentHoldMinutes * 60,
      text,
      REASON.orderUnpaidLimit,
    );
  }
  if ((await openUnpaidOrdersOf(db, sender.email)) >= config.unpaidOrdersOpenLimit) throw new UnpaidLimitReached(locale);
}

/**
 * In the order's transaction, after its slot was taken (which holds the date's row on PostgreSQL, so unpaid orders
 * racing for one date count each other): unpaid orders together hold at most half of the date's capacity.
 */
export async function refuseUnpaidShareOfDate(
  trx: Kysely<Database>,
  place: Pick<Place, 'storeCodes'>,
  date: string,
  capacity: number | null,
  locale: string,
): Promise<void> {
  if (capacity === null) return;
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('held'))
    .where('status', '=', AWAITING_STATUS)
    .where('store_code', 'in', place.storeCodes)
    .where('delivery_date', '=', date)
    .where('shipping_carrier_code', '=', OVERNIGHT.carrier)
    .executeTakeFirstOrThrow();
  if (Number(row.held) + 1 > Math.floor(capacity / 2)) throw new UnpaidNotHeld(locale);
}
