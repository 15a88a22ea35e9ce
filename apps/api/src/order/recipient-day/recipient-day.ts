import { REASON } from '@shoreline/domain/error-reasons';
import { deliveryDayText } from '@shoreline/domain/messages';
import type { ChooseDayInput, RecipientDayState, RecipientDayWire } from '@shoreline/domain/wire/recipient-day';
import { storePagesUrlOf } from '../../config.js';
import type { ApiContext } from '../../context.js';
import { Conflict, Forbidden, InvalidInput } from '../../errors.js';
import { isSignedLink, linkSignature, rowId } from '../../http/index.js';
import { checkOrderAddress } from '../../cart/index.js';
import {
  addDays,
  availableDeliveryDates,
  dateAvailability,
  overnightCents,
  perishableVerdict,
  shopClock,
  type ShippingConfig,
} from '../../delivery/index.js';
import { findOrder } from '../queries.js';
import type { OrderRow } from '../storage.js';
import { recordOrderEvent } from '../order-event.js';
import { effectiveStatus } from '../workflow.js';
import { echoText } from '../echo-text.js';
import { recipientNameOf } from '../gift.js';
import type { OrderMailStore } from '../mails/mail-links.js';
import { awaitsDay, MOVABLE_STORED, moveDeliveryDate, orderRegion, type DateMover } from '../reschedule.js';
import { buyerDayMail, recipientChosenMail, recipientInviteMail, sendDayMail } from './recipient-day-mail.js';

/**
 * The recipient chooses the day (issue 38). A gift buyer may leave the delivery date open: the order is placed
 * without a date, holds no slot, and is priced at the standard overnight price. Its recipient is mailed a signed link
 * to a page where they choose one of the dates a new order to their address would be offered, up to the last date of
 * the buyer's window and at that same price (a Saturday's surcharge is not offered), and confirm or correct the
 * address (same state: the ZIP code is checked against it and the perishable rules). The choice takes the slot in one
 * transaction through moveDeliveryDate (a full or paused date is refused), recorded as the recipient's. A window that
 * passes without a choice is found by a background loop: the order is marked once (a conditional update, so one
 * process of many mails) and the buyer is asked to choose the day on their order page.
 */

const PURPOSE = 'gift-recipient-day';
/** The link still reads for two weeks after the window (the day chosen, or that the time passed). */
const LINK_GRACE_SECONDS = 14 * 24 * 3600;
export const RECIPIENT_LINK_NOT_VALID =
  'This link to choose a delivery day is not valid or has expired. Please ask the person who sent you the gift.';

export interface RecipientLink {
  order: number;
  expires: number;
  sig: string;
}

export function recipientLinkOf(secret: string, order: { id: number; recipient_choose_until: string }): RecipientLink {
  const expires = Math.floor(Date.parse(`${order.recipient_choose_until}T23:59:59Z`) / 1000) + LINK_GRACE_SECONDS;
  return { order: order.id, expires, sig: linkSignature(secret, PURPOSE, order.id, expires) };
}

/** A delivery that costs more than the standard overnight price on `date` (a Saturday's surcharge) is not the recipient's to choose. */
const costsMore = (shipping: ShippingConfig, storeCode: string, date: string) =>
  overnightCents(shipping, storeCode, 0, date) !== overnightCents(shipping, storeCode, 0, null);

/** The calendar's dates a recipient may choose now: those a new order sees, up to `until`, at the standard price. */
export function recipientCalendar(shipping: ShippingConfig, storeCode: string, until: string, now: Date): string[] {
  return availableDeliveryDates(now, shipping.calendar).filter((date) => date <= until && !costsMore(shipping, storeCode, date));
}

/**
 * At placing: the last date the recipient may choose (`days` after today in the shop's calendar) and the date the
 * order is priced on (the first open one of the window). A window without an open date is refused: the recipient
 * would have nothing to choose.
 */
export async function recipientWindow(
  context: Pick<ApiContext, 'db' | 'config'>,
  where: { storeCode: string; region: string | null },
  days: number,
  now = new Date(),
): Promise<{ until: string; priceOn: string }> {
  const until = addDays(shopClock(now, context.config.shipping.calendar.timeZone).date, days);
  const priceOn = await firstOpenDayUntil(context, where, until, now);
  if (!priceOn)
    throw new Conflict(
      `No delivery day within ${days} days is open for the recipient to choose: choose a longer window, or the date yourself.`,
      { reason: REASON.deliveryDateFull },
    );
  return { until, priceOn };
}

/**
 * The first day a recipient may choose up to `until` that is open (the day an order awaiting its recipient's choice
 * is priced on, at placing and when its buyer changes it); undefined when none is.
 */
export async function firstOpenDayUntil(
  context: Pick<ApiContext, 'db' | 'config'>,
  where: { storeCode: string; region: string | null },
  until: string,
  now = new Date(),
): Promise<string | undefined> {
  const { shipping } = context.config;
  const dates = recipientCalendar(shipping, where.storeCode, until, now);
  const availability = await dateAvailability(context.db, shipping, where.storeCode, where.region, dates);
  return dates.find((date) => (availability.get(date)?.status ?? 'open') === 'open');
}

const stateOf = (order: OrderRow): RecipientDayState =>
  order.delivery_date !== null ? 'chosen' : order.recipient_lapsed_at !== null ? 'lapsed' : 'waiting';

function addressOf(order: OrderRow): Record<string, unknown> {
  try {
    return order.shipping_address ? (JSON.parse(order.shipping_address) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The recipient's invitation, once the order is placed (and paid, when it awaited its payment): an after-commit effect. */
export async function inviteRecipient(context: ApiContext, order: OrderRow): Promise<void> {
  if (!awaitsDay(order) || !order.gift_recipient_email || order.recipient_choose_until === null) return;
  const snapshot = context.readModel.current();
  const view = snapshot.byStore.get(order.store_code)?.store ?? snapshot.defaultStore;
  const link = recipientLinkOf(context.secret, { id: order.id, recipient_choose_until: order.recipient_choose_until });
  const query = new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig });
  const url = `${storePagesUrlOf(context.config, view)}/gift/choose-day?${query}`;
  const until = order.recipient_choose_until;
  const mail = (store: OrderMailStore) => recipientInviteMail(order, store, { url, until });
  await sendDayMail(context, order, order.gift_recipient_email, mail, 'recipient invitation e-mail failed');
}

export class RecipientDay {
  constructor(private readonly context: ApiContext) {}

  /** The order a recipient's signed link names; a link that does not verify (or an order that is no such gift) is refused. */
  async ofLink(link: { order: string; expires: string; sig: string }): Promise<OrderRow> {
    const id = rowId(link.order);
    if (id === null || !isSignedLink(this.context.secret, PURPOSE, id, link.expires, link.sig))
      throw new Forbidden(RECIPIENT_LINK_NOT_VALID);
    const order = await findOrder(this.context.db, id);
    if (!order || order.recipient_choose_until === null) throw new Forbidden(RECIPIENT_LINK_NOT_VALID);
    return order;
  }

  async view(order: OrderRow, now = new Date()): Promise<RecipientDayWire> {
    const state = stateOf(order);
    const address = addressOf(order);
    const until = order.recipient_choose_until ?? '';
    const open = state === 'waiting' && MOVABLE_STORED.includes(order.status);
    return {
      increment_id: order.increment_id,
      sender_name: echoText(order.customer_firstname, 40),
      recipient_name: recipientNameOf(order).full,
      state,
      delivery_date: order.delivery_date,
      choose_until: until,
      address: {
        street: Array.isArray(address.street) ? address.street.map(text) : [text(address.street)],
        city: text(address.city),
        region_code: text(address.region_code),
        postcode: text(address.postcode),
      },
      dates: open ? await this.datesFor(order, until, now) : [],
    };
  }

  private async datesFor(order: OrderRow, until: string, now: Date): Promise<RecipientDayWire['dates']> {
    const { shipping } = this.context.config;
    const dates = recipientCalendar(shipping, order.store_code, until, now);
    const availability = await dateAvailability(this.context.db, shipping, order.store_code, orderRegion(order), dates);
    return dates.map((date) => {
      const state = availability.get(date) ?? { status: 'open' as const };
      return { date, status: state.status, ...(state.status === 'paused' ? { pause_reason: state.reason } : {}) };
    });
  }

  /** The recipient's choice: the day (and the address, confirmed or corrected); sent again, it answers the day as chosen. */
  async choose(order: OrderRow, input: Pick<ChooseDayInput, 'delivery_date' | 'address'>): Promise<RecipientDayWire> {
    const to = input.delivery_date;
    if (order.delivery_date === to) return this.view(order);
    this.refuseNotWaiting(order);
    const until = order.recipient_choose_until ?? '';
    if (!recipientCalendar(this.context.config.shipping, order.store_code, until, new Date()).includes(to))
      throw new InvalidInput(`${deliveryDayText(to)} (${to}) cannot be chosen: choose one of the days offered, up to ${until}.`);
    const address = input.address ? this.corrected(order, input.address) : undefined;
    const recipient: DateMover = { staffId: null, by: 'recipient', horizon: this.context.config.shipping.calendar.horizon };
    try {
      await moveDeliveryDate(this.context, order.id, to, { ...recipient, locale: this.localeOf(order), ...(address ? { address } : {}) });
    } catch (error) {
      // A twin request chose the same day meanwhile: the same outcome, answered (and mailed) once.
      const now = await findOrder(this.context.db, order.id);
      if (!now || now.delivery_date !== to) throw error;
      return this.view(now);
    }
    const chosen = (await findOrder(this.context.db, order.id)) ?? order;
    void this.mailChosen(chosen, to);
    return this.view(chosen);
  }

  private refuseNotWaiting(order: OrderRow): void {
    const sender = echoText(order.customer_firstname, 40) || 'the person who sent it';
    if (order.delivery_date !== null)
      throw new Conflict(`The delivery day was chosen already: ${deliveryDayText(order.delivery_date)} (${order.delivery_date}).`);
    if (order.recipient_lapsed_at !== null)
      throw new Conflict(`The time to choose the delivery day has passed: we asked ${sender} to choose it.`);
    if (!MOVABLE_STORED.includes(order.status))
      throw new Conflict(`This gift is ${effectiveStatus(order.status)}: its delivery day can no longer be chosen.`);
  }

  /**
   * The address as the recipient corrected it: the street, city and ZIP code (the state stays the order's, so the
   * price and the state's rules stay those of the order), checked as an order's address is, and against the
   * perishable rules' excluded ZIP codes.
   */
  private corrected(order: OrderRow, input: NonNullable<ChooseDayInput['address']>): Record<string, unknown> {
    const current = addressOf(order);
    const merged = { ...current, street: input.street, city: input.city, postcode: input.postcode };
    const checked = checkOrderAddress(merged, 'address', 'optional');
    if (!checked.address) {
      const message = checked.problems.map(({ field, message }) => `${field}: ${message}`).join('; ');
      throw new InvalidInput(message, { reason: REASON.validationFailed, errors: checked.problems });
    }
    const load = { liveNames: [], perishable: false, perishableWeightLb: 0 };
    const verdict = perishableVerdict(
      this.context.config.shipping.perishable,
      { region: orderRegion(order), postcode: checked.address.postcode },
      load,
    );
    if (!verdict.eligible) throw new Conflict(verdict.message, { reason: verdict.reason });
    return { ...current, ...checked.address, extension_attributes: current.extension_attributes };
  }

  /**
   * Marks each gift whose window passed without a choice (no date the recipient may choose remains) and mails its
   * buyer, once: the mark is a conditional update, so of several processes looking at once only one mails.
   */
  async lapseDue(now = new Date()): Promise<number> {
    const { db, config } = this.context;
    const waiting = await db
      .selectFrom('orders')
      .selectAll()
      .where('recipient_choose_until', 'is not', null)
      .where('delivery_date', 'is', null)
      .where('recipient_lapsed_at', 'is', null)
      .where('status', 'in', MOVABLE_STORED)
      .execute();
    let lapsed = 0;
    for (const order of waiting) {
      const until = order.recipient_choose_until ?? '';
      if (recipientCalendar(config.shipping, order.store_code, until, now).length > 0) continue;
      if (await this.markLapsed(order, now.toISOString())) {
        lapsed += 1;
        const marked = (await findOrder(db, order.id)) ?? order;
        await this.mailBuyer(marked, { lapsedAfter: until });
      }
    }
    return lapsed;
  }

  private async markLapsed(order: OrderRow, stamp: string): Promise<boolean> {
    return this.context.dialect.writeTransaction(this.context.db, async (trx) => {
      const claimed = await trx
        .updateTable('orders')
        .set({ recipient_lapsed_at: stamp, updated_at: stamp })
        .where('id', '=', order.id)
        .where('recipient_lapsed_at', 'is', null)
        .where('delivery_date', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await recordOrderEvent(trx, order, {
        note: `The recipient did not choose a delivery day by ${order.recipient_choose_until ?? ''}: the buyer was asked to choose it`,
        action: 'order.recipient_day_lapsed',
        before: { recipient_choose_until: order.recipient_choose_until },
        after: { recipient_lapsed_at: stamp },
        stamp,
      });
      return true;
    });
  }

  private localeOf(order: OrderRow): string {
    const snapshot = this.context.readModel.current();
    return (snapshot.byStore.get(order.store_code)?.store ?? snapshot.defaultStore).i18n.defaultLocale;
  }

  private async mailChosen(order: OrderRow, date: string): Promise<void> {
    if (order.gift_recipient_email)
      await sendDayMail(
        this.context,
        order,
        order.gift_recipient_email,
        (store) => recipientChosenMail(order, store, date),
        'recipient day e-mail failed',
      );
    await this.mailBuyer(order, { chosen: date });
  }

  private mailBuyer(order: OrderRow, event: { chosen: string } | { lapsedAfter: string }): Promise<void> {
    return sendDayMail(this.context, order, order.customer_email, (store) => buyerDayMail(order, store, event), 'buyer day e-mail failed');
  }
}
