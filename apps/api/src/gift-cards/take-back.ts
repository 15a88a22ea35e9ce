import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { lineRefundCents } from '@shoreline/domain/pricing/line-share';
import { newGiftCardCode } from './storage.js';

/**
 * Value given back is taken back. A gift card bought by an order stops being worth anything once
 * that order's money goes back (a refund of its line, a cancel, a refund or reversal at the
 * gateway): the card is disabled and what is left on it is taken off with a 'refunded' history row,
 * so the card's history says where its balance went. What the holder already spent cannot be taken
 * back, so a refund gives back at most the unspent part: per card, the smaller of what the order
 * paid for it and what is left on it. A card not issued yet is taken back whole (a disabled card
 * with nothing on it is stored in its place, so it is never issued).
 */
export interface TakenCard {
  cardId: number;
  code: string;
  /** What the order paid for this card. */
  paidCents: number;
  /** What was left on it when it was taken back (a card not yet issued: all of it). */
  unspentCents: number;
  /** No card had been issued yet: it was made, disabled, for this take-back. */
  placeholder: boolean;
}

export interface TakeBack {
  cards: TakenCard[];
  /** What may be given back for these cards: what was paid for them, less what their holders spent. */
  refundableCents: number;
  /** What was paid for them and is spent already: never given back. */
  spentCents: number;
}

/**
 * Which cards to take back: the units of some gift-card lines (a back-office line refund), every card
 * of the order (a cancel, a refund of all that is left), or as many as it takes for the cards still
 * active to be worth no more than what the order keeps (a gateway refund or reversal, which only says
 * how much went back).
 */
export type TakeBackScope = { lines: Array<{ orderItemId: number; qty: number }> } | 'all' | 'beyond-kept';

interface Unit {
  orderItemId: number;
  unit: number;
  paidCents: number;
  card: { id: number; status: string; balanceCents: number } | null;
}

const isActive = (unit: Unit) => unit.card === null || unit.card.status === 'active';
const unspentOf = (unit: Unit) => (unit.card ? unit.card.balanceCents : unit.paidCents);
/** Cards nobody holds yet first, then the ones with most left: they give the most back. */
const takeOrder = (a: Unit, b: Unit) => Number(a.card !== null) - Number(b.card !== null) || unspentOf(b) - unspentOf(a) || a.unit - b.unit;

async function unitsOf(trx: Kysely<Database>, orderId: number): Promise<Unit[]> {
  const [items, cards] = await Promise.all([
    trx
      .selectFrom('order_items')
      .select(['id', 'qty', 'row_total_incl_tax_cents', 'discount_cents'])
      .where('order_id', '=', orderId)
      .where('product_type', '=', 'giftcard')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('gift_cards')
      .select(['id', 'order_item_id', 'unit', 'status', 'balance_cents'])
      .where('order_id', '=', orderId)
      .execute(),
  ]);
  return items.flatMap((item) =>
    Array.from({ length: item.qty }, (_, index) => {
      const card = cards.find((candidate) => candidate.order_item_id === item.id && candidate.unit === index + 1);
      return {
        orderItemId: item.id,
        unit: index + 1,
        paidCents: lineRefundCents(item, 1, index),
        card: card ? { id: card.id, status: card.status, balanceCents: card.balance_cents } : null,
      };
    }),
  );
}

/** What the order still keeps of what it was paid (payment, store credit and gift cards spent on it, less refunds); null before it is paid. */
async function keptCents(trx: Kysely<Database>, orderId: number): Promise<number | null> {
  const order = await trx
    .selectFrom('orders')
    .select(['status', 'store_credit_cents', 'gift_card_cents'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  if (order.status === 'canceled') return 0;
  const payment = await trx
    .selectFrom('payments')
    .select(['state', 'amount_cents', 'refunded_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  // Not paid yet (or the payment failed): no card was issued, and none will be while it stays so.
  if (!payment || !['captured', 'refunded', 'voided'].includes(payment.state)) return null;
  const refunds = await trx
    .selectFrom('order_refunds')
    .select((eb) => ['destination', eb.fn.sum<number | string>('amount_cents').as('cents')])
    .where('order_id', '=', orderId)
    .where('state', '!=', 'failed')
    .groupBy('destination')
    .execute();
  const refunded = (destination: string) => Number(refunds.find((row) => row.destination === destination)?.cents ?? 0);
  const paymentKept = payment.state === 'voided' ? 0 : payment.amount_cents - Math.max(refunded('original'), payment.refunded_cents);
  return Math.max(0, paymentKept) + order.store_credit_cents + order.gift_card_cents - refunded('store_credit');
}

function chosenUnits(units: Unit[], scope: TakeBackScope, kept: number | null): Unit[] {
  const active = units.filter(isActive).sort(takeOrder);
  if (scope === 'all') return active;
  if (scope === 'beyond-kept') {
    if (kept === null) return [];
    let worth = active.reduce((sum, unit) => sum + unit.paidCents, 0);
    const chosen: Unit[] = [];
    for (const unit of active) {
      if (worth <= kept) break;
      chosen.push(unit);
      worth -= unit.paidCents;
    }
    return chosen;
  }
  return scope.lines.flatMap((line) => active.filter((unit) => unit.orderItemId === line.orderItemId).slice(0, line.qty));
}

/** Stores the card of a unit that was never issued, already disabled and empty; null when the issuer made the real one meanwhile. */
async function placeholderFor(
  trx: Kysely<Database>,
  orderId: number,
  unit: Unit,
  stamp: string,
): Promise<{ id: number; code: string } | null> {
  const order = await trx.selectFrom('orders').select(['currency_code', 'customer_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const made = await trx
    .insertInto('gift_cards')
    .values({
      code: newGiftCardCode(),
      initial_cents: unit.paidCents,
      balance_cents: 0,
      currency: order.currency_code,
      kind: 1,
      status: 'disabled',
      order_id: orderId,
      order_item_id: unit.orderItemId,
      unit: unit.unit,
      buyer_customer_id: order.customer_id,
      recipient_name: null,
      recipient_email: null,
      sender_name: null,
      message: null,
      expires_at: null,
      // Never e-mailed: there is nothing on it.
      delivered_at: stamp,
      created_at: stamp,
    })
    .onConflict((oc) => oc.columns(['order_item_id', 'unit']).doNothing())
    .returning(['id', 'code'])
    .executeTakeFirst();
  return made ?? null;
}

async function takeBackUnit(trx: Kysely<Database>, orderId: number, unit: Unit, stamp: string): Promise<TakenCard | null> {
  let cardId = unit.card?.id;
  if (cardId === undefined) {
    const made = await placeholderFor(trx, orderId, unit, stamp);
    if (made) {
      await recordHistory(trx, made.id, 0, orderId, stamp);
      return { cardId: made.id, code: made.code, paidCents: unit.paidCents, unspentCents: unit.paidCents, placeholder: true };
    }
    const issued = await trx
      .selectFrom('gift_cards')
      .select('id')
      .where('order_item_id', '=', unit.orderItemId)
      .where('unit', '=', unit.unit)
      .executeTakeFirstOrThrow();
    cardId = issued.id;
  }
  // Disabled first: from here on no order can spend it (PostgreSQL also holds its row until we commit).
  const disabled = await trx
    .updateTable('gift_cards')
    .set({ status: 'disabled' })
    .where('id', '=', cardId)
    .where('status', '=', 'active')
    .returning(['code', 'balance_cents'])
    .executeTakeFirst();
  if (!disabled) return null;
  await trx.updateTable('gift_cards').set({ balance_cents: 0 }).where('id', '=', cardId).execute();
  await recordHistory(trx, cardId, -disabled.balance_cents, orderId, stamp);
  return { cardId, code: disabled.code, paidCents: unit.paidCents, unspentCents: disabled.balance_cents, placeholder: false };
}

async function recordHistory(trx: Kysely<Database>, cardId: number, amountCents: number, orderId: number, stamp: string) {
  await trx
    .insertInto('gift_card_history')
    .values({
      gift_card_id: cardId,
      action: 'refunded',
      amount_cents: amountCents,
      balance_after_cents: 0,
      order_id: orderId,
      created_at: stamp,
    })
    .execute();
}

/** Takes back the order's gift cards in `scope`, inside the caller's transaction. */
export const NOTHING_TAKEN: TakeBack = { cards: [], refundableCents: 0, spentCents: 0 };

export const joinTakeBacks = (a: TakeBack, b: TakeBack): TakeBack => ({
  cards: [...a.cards, ...b.cards],
  refundableCents: a.refundableCents + b.refundableCents,
  spentCents: a.spentCents + b.spentCents,
});

export async function takeBackGiftCards(trx: Kysely<Database>, orderId: number, scope: TakeBackScope, stamp: string): Promise<TakeBack> {
  const units = await unitsOf(trx, orderId);
  const taken: TakenCard[] = [];
  if (units.length) {
    const kept = scope === 'beyond-kept' ? await keptCents(trx, orderId) : null;
    for (const unit of chosenUnits(units, scope, kept)) {
      const card = await takeBackUnit(trx, orderId, unit, stamp);
      if (card) taken.push(card);
    }
  }
  const refundableCents = taken.reduce((sum, card) => sum + Math.min(card.paidCents, card.unspentCents), 0);
  const paid = taken.reduce((sum, card) => sum + card.paidCents, 0);
  return { cards: taken, refundableCents, spentCents: paid - refundableCents };
}

/** What reinstating a take-back needs of each card (a refund keeps this much of what it took: order/money/refund-gift-cards.ts). */
export type TakenBackCard = Pick<TakenCard, 'cardId' | 'unspentCents' | 'placeholder'>;

/** Undoes a take-back whose refund the gateway then refused: the cards hold what they held, placeholders go. */
export async function reinstateGiftCards(
  trx: Kysely<Database>,
  taken: { cards: readonly TakenBackCard[] },
  orderId: number,
  stamp: string,
): Promise<void> {
  for (const card of taken.cards) {
    if (card.placeholder) {
      await trx.deleteFrom('gift_cards').where('id', '=', card.cardId).execute();
      continue;
    }
    await trx.updateTable('gift_cards').set({ status: 'active', balance_cents: card.unspentCents }).where('id', '=', card.cardId).execute();
    await trx
      .insertInto('gift_card_history')
      .values({
        gift_card_id: card.cardId,
        action: 'reinstated',
        amount_cents: card.unspentCents,
        balance_after_cents: card.unspentCents,
        order_id: orderId,
        created_at: stamp,
      })
      .execute();
  }
}

/** The cards a refund could give nothing back for, for a message: "…WXYZ". */
export const spentCardsOf = (taken: TakeBack) =>
  taken.cards.filter((card) => Math.min(card.paidCents, card.unspentCents) === 0).map((card) => `…${card.code.slice(-4)}`);
