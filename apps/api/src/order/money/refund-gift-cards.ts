import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { reinstateGiftCards, type TakeBack, type TakenBackCard } from '../../gift-cards/index.js';

/**
 * The gift cards a refund (or a cancel's refund) took back, kept with it in its own transaction: a gateway that refuses
 * it in its request has them reinstated there and then, and one that refuses it later, to the sweep, the same way.
 */
export async function keepTakeBack(trx: Kysely<Database>, refundId: number, taken: TakeBack): Promise<void> {
  if (taken.cards.length === 0) return;
  await trx
    .insertInto('order_refund_gift_cards')
    .values(
      taken.cards.map((card) => ({
        refund_id: refundId,
        gift_card_id: card.cardId,
        unspent_cents: card.unspentCents,
        placeholder: card.placeholder ? 1 : 0,
      })),
    )
    .execute();
}

/** Reinstates the gift cards a failed refund took back, as a refusal in its request does; answers their ids. */
export async function reinstateTakeBack(trx: Kysely<Database>, refundId: number, orderId: number, stamp: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('order_refund_gift_cards')
    .select(['gift_card_id', 'unspent_cents', 'placeholder'])
    .where('refund_id', '=', refundId)
    .orderBy('gift_card_id')
    .execute();
  const cards: TakenBackCard[] = rows.map((row) => ({
    cardId: row.gift_card_id,
    unspentCents: row.unspent_cents,
    placeholder: row.placeholder === 1,
  }));
  await trx.deleteFrom('order_refund_gift_cards').where('refund_id', '=', refundId).execute();
  await reinstateGiftCards(trx, { cards }, orderId, stamp);
  return cards.map((card) => card.cardId);
}
