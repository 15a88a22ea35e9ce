import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@shoreline/domain';
import type { ApiContext } from '../context.js';
import { storePagesUrlOf } from '../config.js';
import { viewMailBrand } from '../mail/index.js';
import { isUniqueViolation } from '../db/index.js';
import type { GiftCardItemOption } from '../cart/index.js';
import { giftCardMail } from './mails.js';
import { changeBalance, newGiftCardCode, type GiftCardRow } from './storage.js';
import { startLoop, type BackgroundLoop } from '../background-loop.js';

/**
 * Gift cards are issued once their order's payment is captured: at once for gateway and free
 * orders, when staff record the money for offline ones. Every API process looks for captured gift-card
 * lines without their cards (one card per unit, unique per order item and unit, so only one process
 * issues each), then e-mails the e-cards not yet delivered. Mailed cards go out on the packing list.
 */
const BATCH = 50;
const ATTEMPTS = 3;

interface DueLine {
  itemId: number;
  orderId: number;
  sku: string;
  qty: number;
  storeCode: string;
  currency: string;
  customerId: number | null;
  customerEmail: string;
  customerName: string;
  productOption: string;
  issued: number;
}

async function dueLines(context: ApiContext): Promise<DueLine[]> {
  const rows = await context.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .leftJoin('gift_cards', 'gift_cards.order_item_id', 'order_items.id')
    .select((eb) => [
      'order_items.id as itemId',
      'order_items.order_id as orderId',
      'order_items.sku as sku',
      'order_items.qty as qty',
      'order_items.product_option as productOption',
      'orders.store_code as storeCode',
      'orders.currency_code as currency',
      'orders.customer_id as customerId',
      'orders.customer_email as customerEmail',
      'orders.customer_firstname as firstname',
      'orders.customer_lastname as lastname',
      eb.fn.count<number | string>('gift_cards.id').as('issued'),
    ])
    .where('order_items.product_type', '=', 'giftcard')
    .where('orders.payment_state', '=', 'captured')
    .where('orders.status', '!=', 'canceled')
    .groupBy([
      'order_items.id',
      'order_items.order_id',
      'order_items.sku',
      'order_items.qty',
      'order_items.product_option',
      'orders.store_code',
      'orders.currency_code',
      'orders.customer_id',
      'orders.customer_email',
      'orders.customer_firstname',
      'orders.customer_lastname',
    ])
    .having((eb) => eb(eb.fn.count('gift_cards.id'), '<', eb.ref('order_items.qty')))
    .orderBy('order_items.id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => ({
    ...row,
    customerName: `${row.firstname} ${row.lastname}`.trim(),
    issued: Number(row.issued),
  }));
}

function recipientOf(line: DueLine): GiftCardItemOption | null {
  try {
    const option = (JSON.parse(line.productOption) as { extension_attributes?: { giftcard_item_option?: GiftCardItemOption } })
      .extension_attributes?.giftcard_item_option;
    return option ?? null;
  } catch {
    return null;
  }
}

/** 1 e-card, 2 mailed, 3 both: the product's giftcard_type in the store it was sold in. */
function kindOf(context: ApiContext, line: DueLine): number {
  const product = context.readModel.current().byStore.get(line.storeCode)?.productsBySku.get(line.sku);
  return product?.giftcard?.giftcard_type ?? 1;
}

async function issueUnit(context: ApiContext, line: DueLine, unit: number, stamp: string): Promise<boolean> {
  const option = recipientOf(line);
  const cents = Math.round((option?.giftcard_amount ?? 0) * 100);
  if (cents <= 0) return false;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      await context.dialect.writeTransaction(context.db, async (trx) => {
        const card = await trx
          .insertInto('gift_cards')
          .values({
            code: newGiftCardCode(),
            initial_cents: cents,
            balance_cents: 0,
            currency: line.currency,
            kind: kindOf(context, line),
            status: 'active',
            order_id: line.orderId,
            order_item_id: line.itemId,
            unit,
            buyer_customer_id: line.customerId,
            recipient_name: option?.giftcard_recipient_name ?? null,
            recipient_email: option?.giftcard_recipient_email ?? null,
            sender_name: option?.giftcard_sender_name ?? (line.customerName || null),
            message: option?.giftcard_message ?? null,
            expires_at: null,
            delivered_at: null,
            created_at: stamp,
          })
          .returning(['id', 'code'])
          .executeTakeFirstOrThrow();
        await changeBalance(trx, card, { amountCents: cents, action: 'issued', orderId: line.orderId }, stamp);
      });
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another process issued this unit, or (one in 2^80) the code was taken: look again.
      const exists = await context.db
        .selectFrom('gift_cards')
        .select('id')
        .where('order_item_id', '=', line.itemId)
        .where('unit', '=', unit)
        .executeTakeFirst();
      if (exists) return false;
    }
  }
  return false;
}

async function issueLine(context: ApiContext, line: DueLine): Promise<number> {
  const stamp = new Date().toISOString();
  const taken = await context.db.selectFrom('gift_cards').select('unit').where('order_item_id', '=', line.itemId).execute();
  const have = new Set(taken.map((row) => row.unit));
  let issued = 0;
  for (let unit = 1; unit <= line.qty; unit += 1) if (!have.has(unit) && (await issueUnit(context, line, unit, stamp))) issued += 1;
  return issued;
}

/** E-cards issued but not yet e-mailed: to the recipient, else to the buyer. */
async function deliverECards(context: ApiContext, log: FastifyBaseLogger): Promise<void> {
  const cards = await context.db
    .selectFrom('gift_cards')
    .innerJoin('orders', 'orders.id', 'gift_cards.order_id')
    .selectAll('gift_cards')
    .select(['orders.customer_email as buyer_email', 'orders.store_code as store_code'])
    .where('gift_cards.delivered_at', 'is', null)
    .where('gift_cards.kind', 'in', [1, 3])
    .orderBy('gift_cards.id')
    .limit(BATCH)
    .execute();
  for (const card of cards) {
    const claimed = await context.db
      .updateTable('gift_cards')
      .set({ delivered_at: new Date().toISOString() })
      .where('id', '=', card.id)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await context.mailer.send(mailFor(context, card, card.buyer_email, card.store_code));
    } catch (error) {
      await context.db.updateTable('gift_cards').set({ delivered_at: null }).where('id', '=', card.id).execute();
      log.warn({ err: error, giftCard: card.id }, 'gift card e-mail failed; will try again');
    }
  }
}

function mailFor(context: ApiContext, card: GiftCardRow, buyerEmail: string, storeCode: string) {
  const snapshot = context.readModel.current();
  const store = snapshot.byStore.get(storeCode)?.store ?? snapshot.defaultStore;
  return giftCardMail(context.config, {
    to: card.recipient_email ?? buyerEmail,
    brand: viewMailBrand(context.config, store),
    shopUrl: `${storePagesUrlOf(context.config, store)}/`,
    code: card.code,
    amount: formatCents(card.initial_cents, store.priceFormat),
    recipientName: card.recipient_name,
    senderName: card.sender_name,
    message: card.message,
  });
}

export async function issueDueGiftCards(context: ApiContext, log: FastifyBaseLogger): Promise<number> {
  let issued = 0;
  for (const line of await dueLines(context)) issued += await issueLine(context, line);
  await deliverECards(context, log);
  return issued;
}

export function startGiftCardIssuing(
  context: ApiContext,
  log: FastifyBaseLogger,
  intervalMs: number,
  alsoRun: () => Promise<unknown> = async () => undefined,
): BackgroundLoop {
  return startLoop(
    intervalMs,
    () => Promise.all([issueDueGiftCards(context, log), alsoRun()]),
    (error) => log.warn({ err: error }, 'gift card issuing failed'),
  );
}
