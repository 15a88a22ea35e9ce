import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/index.js';

export type GiftCardRow = Selectable<Database['gift_cards']>;
export type GiftCardHistoryRow = Selectable<Database['gift_card_history']>;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters of a 32-letter alphabet (80 bits), in groups of four: not guessable, easy to type. */
export function newGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** What a shopper types: case and spaces do not matter, the dashes are optional. */
export function normaliseCode(input: string): string {
  const plain = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === 16 ? [0, 4, 8, 12].map((at) => plain.slice(at, at + 4)).join('-') : plain.slice(0, 32);
}

export async function findByCode(db: Kysely<Database>, code: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();
}

/** A card that can pay: active, not expired, something left. */
export function isUsable(card: GiftCardRow, now: Date): boolean {
  return card.status === 'active' && card.balance_cents > 0 && (card.expires_at === null || card.expires_at > now.toISOString());
}

/** The cards applied to a cart that can still pay at `now`, with their balances (what cart pricing spends). */
export async function usableCardsOfCart(
  db: Kysely<Database>,
  cartId: string,
  now: Date,
): Promise<Array<{ code: string; balanceCents: number }>> {
  return (await cardsOfCart(db, cartId))
    .filter((card) => isUsable(card, now))
    .map((card) => ({ code: card.code, balanceCents: card.balance_cents }));
}

export async function cardsOfCart(db: Kysely<Database>, cartId: string): Promise<GiftCardRow[]> {
  return db
    .selectFrom('cart_gift_cards')
    .innerJoin('gift_cards', 'gift_cards.id', 'cart_gift_cards.gift_card_id')
    .selectAll('gift_cards')
    .where('cart_gift_cards.cart_id', '=', cartId)
    .orderBy('cart_gift_cards.created_at')
    .orderBy('gift_cards.id')
    .execute();
}

export async function attachToCart(db: Kysely<Database>, cartId: string, cardId: number): Promise<void> {
  await db
    .insertInto('cart_gift_cards')
    .values({ cart_id: cartId, gift_card_id: cardId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['cart_id', 'gift_card_id']).doNothing())
    .execute();
}

export async function detachFromCart(db: Kysely<Database>, cartId: string, cardId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_gift_cards').where('cart_id', '=', cartId).where('gift_card_id', '=', cardId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function historyOf(db: Kysely<Database>, cardId: number): Promise<GiftCardHistoryRow[]> {
  return db.selectFrom('gift_card_history').selectAll().where('gift_card_id', '=', cardId).orderBy('id', 'desc').execute();
}

/**
 * The cards a customer bought or applied with their code while signed in. Never the cards addressed to
 * the account's e-mail: whoever types an address in at registration does not own its inbox, and a
 * recipient gets their code by e-mail only.
 */
export async function cardsOfCustomer(db: Kysely<Database>, customerId: number): Promise<GiftCardRow[]> {
  return db
    .selectFrom('gift_cards')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('buyer_customer_id', '=', customerId),
        eb('id', 'in', eb.selectFrom('gift_card_holders').select('gift_card_id').where('customer_id', '=', customerId)),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** The signed-in customer who applied a card's code holds it from then on (their account lists it). */
export async function recordHolder(db: Kysely<Database>, cardId: number, customerId: number): Promise<void> {
  await db
    .insertInto('gift_card_holders')
    .values({ gift_card_id: cardId, customer_id: customerId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['gift_card_id', 'customer_id']).doNothing())
    .execute();
}

export class GiftCardBalanceChanged extends Error {
  constructor(readonly code: string) {
    super(`The balance of gift card ${code} changed`);
    this.name = 'GiftCardBalanceChanged';
  }
}

/**
 * Changes a card's balance with one conditional update (never below zero, never above its value)
 * and writes the history row, inside the caller's transaction.
 */
export async function changeBalance(
  trx: Kysely<Database>,
  card: Pick<GiftCardRow, 'id' | 'code'>,
  change: { amountCents: number; action: string; orderId: number | null },
  stamp: string,
): Promise<void> {
  const updated = await trx
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', change.amountCents) }))
    .where('id', '=', card.id)
    .where((eb) =>
      change.amountCents < 0
        ? eb.and([eb('balance_cents', '>=', -change.amountCents), eb('status', '=', 'active')])
        : eb('initial_cents', '>=', eb('balance_cents', '+', change.amountCents)),
    )
    .returning('balance_cents')
    .executeTakeFirst();
  if (!updated) throw new GiftCardBalanceChanged(card.code);
  await trx
    .insertInto('gift_card_history')
    .values({
      gift_card_id: card.id,
      action: change.action,
      amount_cents: change.amountCents,
      balance_after_cents: updated.balance_cents,
      order_id: change.orderId,
      created_at: stamp,
    })
    .execute();
}

/**
 * What the order still spends of each card: what it used, less what went back to the card since (a change that
 * lowered the order's total, order-changes/). Cards it no longer spends anything of are left out.
 */
export async function spentByCard(db: Kysely<Database>, orderId: number): Promise<Array<{ id: number; code: string; cents: number }>> {
  const rows = await db
    .selectFrom('gift_card_history')
    .innerJoin('gift_cards', 'gift_cards.id', 'gift_card_history.gift_card_id')
    .select((eb) => ['gift_cards.id', 'gift_cards.code', eb.fn.sum<number>('gift_card_history.amount_cents').as('net')])
    .where('gift_card_history.order_id', '=', orderId)
    .where('gift_card_history.action', 'in', ['used', 'returned'])
    .groupBy(['gift_cards.id', 'gift_cards.code'])
    .orderBy('gift_cards.id')
    .execute();
  return rows.map((row) => ({ id: row.id, code: row.code, cents: -Number(row.net) })).filter((card) => card.cents > 0);
}

/**
 * Gives back to each card what the order no longer spends of it: all of it for a canceled order (`keep` empty), or,
 * after a change, what it spent beyond what the order now spends (`keep`, by code). Answers the total given back.
 */
export async function returnGiftCards(
  trx: Kysely<Database>,
  orderId: number,
  stamp: string,
  keep: ReadonlyArray<{ code: string; cents: number }> = [],
): Promise<number> {
  let total = 0;
  for (const card of await spentByCard(trx, orderId)) {
    const back = card.cents - (keep.find((kept) => kept.code === card.code)?.cents ?? 0);
    if (back <= 0) continue;
    await changeBalance(trx, card, { amountCents: back, action: 'returned', orderId }, stamp);
    total += back;
  }
  return total;
}
