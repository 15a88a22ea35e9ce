import type { Kysely } from 'kysely';
import type { OrderGift } from '@shoreline/domain/forms/gift';
import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/index.js';
import { Conflict } from '../../errors.js';
import { isUniqueViolation, type Database } from '../../db/index.js';
import {
  totalsToWire,
  type Address,
  type CartTotals,
  type PricedCart,
  CouponUsedUpError,
  couponHolderOf,
  recordCouponUse,
} from '../../cart/index.js';
import { appendCredit, InsufficientStoreCredit } from '../../store-credit/index.js';
import { changeBalance, GiftCardBalanceChanged } from '../../gift-cards/index.js';
import { placeCapacity, placeOf, refuseHeld, regionOf, slotCapacity, takeSlot, type Place, type Slot } from '../../delivery/index.js';
import { pricedOrderOf } from '../priced-order.js';
import { giftColumns } from '../gift.js';
import { linkPayment, OrderPlacedMeanwhile, type PaymentLink } from '../money/payment-link.js';
import { refuseUnpaidShareOfDate, UnpaidNotHeld } from './unpaid-limits.js';
import { soldOutOf, type OrderedLine } from './sold-out.js';
import {
  closeOrderedCart,
  findOrder,
  findOrderBy,
  insertOrder,
  insertOrderItems,
  OutOfStockError,
  recordStockEvents,
  StockNotHeldUnpaid,
  takeStock,
  type NewOrderRow,
  type OrderRow,
} from '../storage.js';
import { runSteps, type Step } from '../steps.js';

export const STORE_CREDIT_CHANGED = 'Your store credit balance changed. Please review your order and place it again.';
export const GIFT_CARD_CHANGED = 'A gift card balance changed. Please review your order and place it again.';

/** What an order is stored from: the checkout's cart, addresses, totals and payment. */
export interface CommitInput {
  store: StoreCatalog;
  cartId: string;
  clientOrderId: string | null;
  customerId: number | null;
  billing: Address;
  shippingAddress: Address | null;
  priced: PricedCart;
  payment: { code: string; title: string };
  /** A gift delivery: the shipping address is the recipient's. */
  gift: OrderGift | null;
  /** A gift whose recipient chooses the day: the last date they may choose (the order is stored without a date). */
  recipientChooseUntil?: string | null;
  /** The payment the order gets, in the same transaction (order/money/payment-link.ts). */
  paymentLink: PaymentLink;
  /** The order's lines with their stock, to name a line that sold out. */
  orderedLines: OrderedLine[];
  /** Sent without its payment: it holds only a share of what is scarce (ADR 0011). */
  unpaid: boolean;
}

export const slotOf = (store: StoreCatalog, place: Place, date: string): Slot => ({ place, date, locale: store.store.i18n.defaultLocale });

/** An order's money columns as `priced` prices it: the amounts in cents, the totals and the priced order (JSON). */
export function totalsColumnsOf(priced: PricedCart, currency: string) {
  const { totals } = priced;
  return {
    coupon_code: totals.coupon?.code ?? null,
    subtotal_cents: totals.subtotalCents,
    shipping_cents: totals.shippingCents,
    discount_cents: totals.discountCents,
    tax_cents: totals.taxCents,
    grand_total_cents: totals.grandTotalCents,
    store_credit_cents: totals.storeCreditCents,
    gift_card_cents: totals.giftCardCents,
    totals: JSON.stringify(totalsToWire(totals, currency)),
    priced_order: JSON.stringify(pricedOrderOf(priced, currency)),
  };
}

/** The order row for a checkout's input (its number is set by insertOrder). */
function orderRowOf(input: CommitInput, stamp: string): NewOrderRow {
  const { deliveryDate, shippingDescription } = input.priced;
  const currency = input.store.store.priceFormat.currencyCode;
  return {
    store_code: input.store.store.storeCode,
    customer_id: input.customerId,
    cart_id: input.cartId,
    client_order_id: input.clientOrderId,
    status: 'pending',
    customer_email: input.billing.email,
    customer_firstname: input.billing.firstname,
    customer_lastname: input.billing.lastname,
    shipping_carrier_code: input.priced.quote?.carrierCode ?? null,
    shipping_method_code: input.priced.quote?.methodCode ?? null,
    shipping_description: shippingDescription,
    delivery_date: deliveryDate,
    payment_method_code: input.payment.code,
    payment_title: input.payment.title,
    currency_code: currency,
    ...totalsColumnsOf(input.priced, currency),
    shipping_address: input.shippingAddress
      ? JSON.stringify({
          ...input.shippingAddress,
          extension_attributes: { delivery_date: deliveryDate, ...(input.priced.pickup ? { pickup_time: input.priced.pickup.time } : {}) },
        })
      : null,
    billing_address: JSON.stringify(input.billing),
    ...giftColumns(input.gift, input.recipientChooseUntil ?? null),
    created_at: stamp,
    updated_at: stamp,
  };
}

type StockUnit = { productId: number; sku: string; name: string; qty: number };

/** The managed stock the order takes: each line's units times its quantity, one entry per product. */
function stockUnitsOf(totals: CartTotals): Map<number, StockUnit> {
  const units = new Map<number, StockUnit>();
  for (const line of totals.lines) {
    for (const unit of line.line.stockUnits) {
      const entry = units.get(unit.productId) ?? { ...unit, qty: 0 };
      entry.qty += unit.qty * line.qty;
      units.set(unit.productId, entry);
    }
  }
  return units;
}

/** What the transaction's steps share: the input, the stock they took, the order once stored. */
interface Storing {
  readonly trx: Kysely<Database>;
  readonly input: CommitInput;
  readonly context: ApiContext;
  readonly stamp: string;
  readonly units: Map<number, StockUnit>;
  readonly stockChanged: number[];
  stored?: { id: number; incrementId: string };
}

function storedOrder(storing: Storing): { id: number; incrementId: string } {
  if (!storing.stored) throw new Error('the order is stored before what it spends is taken');
  return storing.stored;
}

/** Counts the order against the coupon's limits (in all, per customer); throws CouponUsedUpError when one is used up. */
async function countCouponUse(storing: Storing): Promise<void> {
  const { trx, input, stamp } = storing;
  const code = input.priced.totals.coupon?.code;
  if (!code) return;
  const coupon = await trx
    .selectFrom('coupons')
    .select(['code', 'uses_per_customer', 'uses_total'])
    .where('code', '=', code)
    .executeTakeFirst();
  const holder = await couponHolderOf(trx, { customerId: input.customerId, email: input.billing.email });
  if (coupon) await recordCouponUse(trx, coupon, holder, storedOrder(storing).id, stamp);
}

/** Takes what the totals spend from each gift card (a card spent elsewhere meanwhile refuses the order). */
async function spendGiftCards(storing: Storing): Promise<void> {
  const { trx, input, stamp } = storing;
  const orderId = storedOrder(storing).id;
  for (const use of input.priced.totals.giftCards) {
    const card = await trx.selectFrom('gift_cards').select(['id', 'code']).where('code', '=', use.code).executeTakeFirst();
    if (!card) throw new GiftCardBalanceChanged(use.code);
    await changeBalance(trx, card, { amountCents: -use.cents, action: 'used', orderId }, stamp);
  }
}

async function spendStoreCredit(storing: Storing): Promise<void> {
  const { trx, input, stamp } = storing;
  const cents = input.priced.totals.storeCreditCents;
  if (cents <= 0 || input.customerId === null) return;
  const { id, incrementId } = storedOrder(storing);
  await appendCredit(
    trx,
    { customerId: input.customerId, amountCents: -cents, reason: `spent on order ${incrementId}`, orderId: id },
    stamp,
  );
}

/**
 * A delivery takes one of its place's orders for its date (refused when the date is full, or paused by a hold
 * for the destination's state), in the order's transaction: of buyers racing for the last slot, in any of the
 * place's store views, one gets it.
 */
async function takeDeliveryDate({ trx, input, stamp, context }: Storing): Promise<void> {
  const { fulfilment, deliveryDate } = input.priced;
  if (fulfilment !== 'delivery' || deliveryDate === null) return;
  const place = await placeOf(trx, input.store.store.storeCode);
  const slot = slotOf(input.store, place, deliveryDate);
  const defaultCapacity = placeCapacity(context.config.shipping, place);
  await refuseHeld(trx, context.dialect.engine, slot, regionOf(input.shippingAddress));
  await takeSlot(trx, slot, defaultCapacity, stamp);
  if (input.unpaid)
    await refuseUnpaidShareOfDate(trx, place, deliveryDate, await slotCapacity(trx, slot, defaultCapacity), slot.locale ?? 'en-US');
}

/**
 * The reservations and the order, in one transaction: a step that fails rolls back every one before it (the
 * rollback is their compensation). Once committed, what they took goes back through release.ts, in reverse.
 */
const STORING_STEPS: readonly Step<Storing>[] = [
  {
    name: 'reserve stock',
    run: async ({ trx, units, stamp, input, stockChanged }) => {
      for (const unit of units.values()) if (await takeStock(trx, unit, stamp, { unpaid: input.unpaid })) stockChanged.push(unit.productId);
    },
  },
  { name: 'reserve delivery slot', run: takeDeliveryDate },
  {
    name: 'store order and payment',
    run: async (storing) => {
      const { trx, input, stamp } = storing;
      const inserted = await insertOrder(trx, orderRowOf(input, stamp));
      storing.stored = inserted;
      await linkPayment(trx, { id: inserted.id, cartId: input.cartId, storeCode: input.store.store.storeCode }, input.paymentLink, stamp);
    },
  },
  { name: 'count coupon use', run: countCouponUse },
  { name: 'spend gift cards', run: spendGiftCards },
  { name: 'spend store credit', run: spendStoreCredit },
  {
    name: 'store lines and close cart',
    run: async (storing) => {
      const { trx, input, stamp, stockChanged } = storing;
      await insertOrderItems(trx, storedOrder(storing).id, input.priced.totals.lines);
      await closeOrderedCart(trx, input.cartId, stamp);
      await recordStockEvents(trx, stockChanged, stamp);
    },
  },
];

/** What the shopper is told when a reservation was refused; null for a failure that is no refusal. */
function refusalOf(error: unknown, input: CommitInput, units: Map<number, StockUnit>): Error | null {
  const locale = input.store.store.i18n.defaultLocale;
  if (error instanceof OutOfStockError) {
    const product = [...units.values()].find((unit) => unit.sku === error.sku);
    return soldOutOf(input.orderedLines, new Set(product ? [product.productId] : []), locale);
  }
  if (error instanceof StockNotHeldUnpaid) return new UnpaidNotHeld(locale);
  if (error instanceof CouponUsedUpError) return new Conflict(`${error.message} Remove the code to place your order.`);
  if (error instanceof InsufficientStoreCredit) return new Conflict(STORE_CREDIT_CHANGED);
  if (error instanceof GiftCardBalanceChanged) return new Conflict(GIFT_CARD_CHANGED);
  return null;
}

/**
 * Stores the order: answers it and whether this call committed it (false when the same order arrived twice at once
 * and the first one won: the answer is that order, and its effects are the first one's).
 */
export async function commitOrder(context: ApiContext, input: CommitInput): Promise<{ order: OrderRow; committed: boolean }> {
  const { db, dialect } = context;
  const stamp = new Date().toISOString();
  const units = stockUnitsOf(input.priced.totals);
  try {
    const order = await dialect.writeTransaction(db, async (trx) => {
      const storing = await runSteps(STORING_STEPS, { trx, input, context, stamp, units, stockChanged: [] }, () => undefined);
      return await findOrder(trx, storedOrder(storing).id);
    });
    return { order, committed: true };
  } catch (error) {
    const refusal = refusalOf(error, input, units);
    if (refusal) throw refusal;
    if (isUniqueViolation(error)) {
      // The same order arrived twice at once: the first one won; answer with it.
      const existing =
        (input.clientOrderId && (await findOrderBy(db, 'client_order_id', input.clientOrderId))) ||
        (await findOrderBy(db, 'cart_id', input.cartId));
      // A paid order must not answer with another order while its own payment stays taken (order-link.ts).
      if (existing && input.paymentLink.kind === 'existing') throw new OrderPlacedMeanwhile(existing);
      if (existing) return { order: existing, committed: false };
    }
    throw error;
  }
}
