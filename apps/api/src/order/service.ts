import type { OrderConfirmationWire, OrderInput } from '@shoreline/domain/wire/order';
import type { Kysely } from 'kysely';
import { Conflict, InvalidInput } from '../errors.js';
import { isUniqueViolation } from '../db/index.js';
import type { Database } from '../db/index.js';
import type { ApiContext } from '../context.js';
import type { StoreCatalog } from '../catalog/index.js';
import {
  checkOrderAddress,
  parseAddress,
  poBoxProblems,
  type Address,
  totalsToWire,
  type CartTotals,
  priceCart,
  type PricedCart,
  updateCart,
  CouponUsedUpError,
  couponHolderOf,
  recordCouponUse,
} from '../cart/index.js';
import type { CartService } from '../cart/index.js';
import { pricedOrderOf } from './priced-order.js';
import { pricedOrderOfOrder } from './priced-order-of-row.js';
import { receiptLinkOf } from './receipt-link.js';
import { AwaitingPayments, paymentDueOf } from './awaiting-payment.js';
import { appendCredit, InsufficientStoreCredit } from '../store-credit/index.js';
import { profileOf } from '../marketing/index.js';
import { changeBalance, GiftCardBalanceChanged } from '../gift-cards/index.js';

export const STORE_CREDIT_CHANGED = 'Your store credit balance changed. Please review your order and place it again.';
export const GIFT_CARD_CHANGED = 'A gift card balance changed. Please review your order and place it again.';

/** Takes what the totals spend from each gift card, in the order transaction (a card spent elsewhere meanwhile refuses the order). */
async function spendGiftCards(trx: Kysely<Database>, spent: CartTotals['giftCards'], orderId: number, stamp: string): Promise<void> {
  for (const use of spent) {
    const card = await trx.selectFrom('gift_cards').select(['id', 'code']).where('code', '=', use.code).executeTakeFirst();
    if (!card) throw new GiftCardBalanceChanged(use.code);
    await changeBalance(trx, card, { amountCents: -use.cents, action: 'used', orderId }, stamp);
  }
}
import { confirmationMail } from './confirmation-mail.js';
import { isAccountOwnersAddress, orderPageUrl } from './mail-links.js';
import { productPictures, viewMailBrand } from '../mail/index.js';
import { GIFT_NEEDS_DELIVERY, giftColumns } from './gift.js';
import type { OrderGift } from '@shoreline/domain/forms/gift';
import { sendNewOrderNotice } from './shop-notice-mail.js';
import {
  closeOrderedCart,
  findOrder,
  findOrderBy,
  findOrderItems,
  insertOrder,
  insertOrderItems,
  OutOfStockError,
  recordStockEvents,
  StockNotHeldUnpaid,
  takeStock,
  type NewOrderRow,
  type OrderRow,
} from './storage.js';
import { PICKUP } from '../shipping/index.js';
import {
  placeCapacity,
  placeOf,
  refuseHeld,
  refuseUnavailableDate,
  regionOf,
  slotCapacity,
  takeSlot,
  type Place,
  type Slot,
} from '../delivery/index.js';
import { refuseOverUnpaidLimits, refuseUnpaidShareOfDate, UnpaidNotHeld } from './unpaid-limits.js';
import { orderedLinesOf, refuseSoldOut, soldOutOf, type OrderedLine } from './sold-out.js';
import { collectorOf, pickupAddressOf } from './pickup-address.js';
import { availablePaymentMethods } from '../payment-methods/index.js';
import type { PaymentService, ChargeInput, ChargeOutcome, PaymentCheckouts } from '../payment/index.js';
import { findOrderById, linkPayment, OrderPlacedMeanwhile, orderOfPayment, PaymentNotUsable, type PaymentLink } from './payment-link.js';
import { CART_CHANGED, DELIVERY_COUNTRY_ONLY, orderTotalChanged } from '@shoreline/domain/messages';
import { REASON, type FieldError } from '@shoreline/domain/error-reasons';
import { FORM_COUNTRY } from '@shoreline/domain/forms/address-form';
import { fromCents, toCents } from '@shoreline/domain';

/**
 * The shopper is charged only what they were shown: when the checkout sent the total it showed and the
 * order prices differently now (a gift card spent elsewhere, a price changed), nothing is charged.
 * Clients that send no total (older ones) are not checked.
 */
function checkShownTotal(shown: number | undefined, pricedCents: number, currencySign: string): void {
  if (shown === undefined || toCents(shown) === pricedCents) return;
  throw new Conflict(orderTotalChanged(formatCents(toCents(shown), currencySign), formatCents(pricedCents, currencySign)), {
    reason: REASON.orderTotalChanged,
  });
}

const formatCents = (cents: number, sign: string) => `${sign}${fromCents(cents).toFixed(2)}`;

/** The shop delivers within its one country; a billing address may be anywhere. */
function deliveryCountryProblems(address: Address | null | undefined): FieldError[] {
  if (!address || address.country_id === FORM_COUNTRY) return [];
  return [{ field: 'shippingAddress.country_id', code: 'invalid_country', message: DELIVERY_COUNTRY_ONLY }];
}

/** A gift goes to the recipient's own address: the billing address (the buyer's) does not stand in for it. */
function giftAddressProblems(body: OrderInput): FieldError[] {
  if (!body.gift || body.addressInformation.shippingAddress) return [];
  return [{ field: 'shippingAddress', code: 'required', message: "A gift needs the recipient's address." }];
}

/** Where a delivered order goes, as sent (reported with the address's other problems); null for a pickup or virtual order. */
function deliveredTo(notDelivered: boolean, info: OrderInput['addressInformation']): Address | null {
  return notDelivered ? null : parseAddress(info.shippingAddress ?? info.billingAddress).address;
}

/** The thank-you page's signed link (receipt) is absent in an answer to another cart. */
export type OrderConfirmation = OrderConfirmationWire;

/**
 * `secret` signs the receipt link (and, while the order awaits its payment, the pay link, valid for `holdMinutes`);
 * without it (an answer to someone who did not place the order) there is neither.
 */
export const confirmationOf = (order: OrderRow, secret: string | null, holdMinutes = 60): OrderConfirmation => {
  const due = secret ? paymentDueOf(order, secret, holdMinutes) : undefined;
  return {
    orderNumber: order.increment_id,
    backendOrderId: order.id,
    magentoOrderId: order.id,
    transferedAt: order.created_at,
    ...(secret ? { receipt: receiptLinkOf(secret, order) } : {}),
    ...(due ? { payment_due: due } : {}),
  };
};

function sameProducts(cartLines: Array<{ sku: string; qty: number }>, sent: Array<{ sku: string; qty: number }>): boolean {
  const tally = (list: Array<{ sku: string; qty: number }>) => {
    const map = new Map<string, number>();
    for (const { sku, qty } of list) map.set(sku, (map.get(sku) ?? 0) + qty);
    return map;
  };
  const a = tally(cartLines);
  const b = tally(sent);
  return a.size === b.size && [...a].every(([sku, qty]) => b.get(sku) === qty);
}

/** Counts the order against the coupon's limits (in all, per customer); throws CouponUsedUpError when one is used up. */
async function countCouponUse(
  trx: Kysely<Database>,
  code: string,
  buyer: { customerId: number | null; billing: Address },
  orderId: number,
  stamp: string,
): Promise<void> {
  const coupon = await trx
    .selectFrom('coupons')
    .select(['code', 'uses_per_customer', 'uses_total'])
    .where('code', '=', code)
    .executeTakeFirst();
  const holder = await couponHolderOf(trx, { customerId: buyer.customerId, email: buyer.billing.email });
  if (coupon) await recordCouponUse(trx, coupon, holder, orderId, stamp);
}

/** What an order is stored from: the checkout's cart, addresses, totals and payment. */
interface CommitInput {
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
  carrier: string | null | undefined;
  method: string | null | undefined;
  /** The payment the order gets, in the same transaction (order/payment-link.ts). */
  paymentLink: PaymentLink;
  /** The order's lines with their stock, to name a line that sold out. */
  orderedLines: OrderedLine[];
  /** Sent without its payment: it holds only a share of what is scarce (ADR 0011). */
  unpaid: boolean;
}

/** The order row for a checkout's input (its number is set by insertOrder). */
function orderRowOf(input: CommitInput, stamp: string): NewOrderRow {
  const { totals, deliveryDate, shippingDescription } = input.priced;
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
    coupon_code: totals.coupon?.code ?? null,
    currency_code: currency,
    subtotal_cents: totals.subtotalCents,
    shipping_cents: totals.shippingCents,
    discount_cents: totals.discountCents,
    tax_cents: totals.taxCents,
    grand_total_cents: totals.grandTotalCents,
    store_credit_cents: totals.storeCreditCents,
    gift_card_cents: totals.giftCardCents,
    shipping_address: input.shippingAddress
      ? JSON.stringify({
          ...input.shippingAddress,
          extension_attributes: { delivery_date: deliveryDate, ...(input.priced.pickup ? { pickup_time: input.priced.pickup.time } : {}) },
        })
      : null,
    billing_address: JSON.stringify(input.billing),
    totals: JSON.stringify(totalsToWire(totals, currency)),
    priced_order: JSON.stringify(pricedOrderOf(input.priced, currency)),
    ...giftColumns(input.gift),
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * Places an order from a cart: validates it, prices it again from the catalog,
 * takes the stock and stores the order in one transaction, closes the cart, and
 * sends the confirmation. The same cart (or client order id) never makes two orders.
 */
export class OrderService {
  private readonly carts: CartService;
  private readonly payments: PaymentService;
  private readonly checkouts: PaymentCheckouts;
  /** Orders placed offline and sent without their payment. */
  readonly awaiting: AwaitingPayments;

  /** The services it works with are built once, in the composition root (services.ts). */
  constructor(
    private readonly context: ApiContext,
    services: { carts: CartService; payments: PaymentService; checkouts: PaymentCheckouts },
  ) {
    this.carts = services.carts;
    this.payments = services.payments;
    this.checkouts = services.checkouts;
    this.awaiting = new AwaitingPayments(context, { ...services, confirmPaid: (store, order) => this.sendConfirmation(store, order) });
  }

  /**
   * `paypalToken`: the order completes an approved PayPal checkout (order/paypal-routes.ts); `clientAddress`: the
   * client's address as the server sees it, which an order sent without its payment is counted by.
   */
  async place(
    store: StoreCatalog,
    body: OrderInput,
    customerId: number | null,
    options: { paypalToken?: string; clientAddress?: string } = {},
  ): Promise<OrderConfirmation> {
    const earlier =
      (body.order_id && (await findOrderBy(this.context.db, 'client_order_id', body.order_id))) ||
      (await findOrderBy(this.context.db, 'cart_id', body.cart_id));
    // The order's own cart sent it again (a double click, a retry): the same answer, its receipt link too.
    if (earlier) return this.confirmation(earlier, earlier.cart_id === body.cart_id);

    const cart = await this.carts.open(body.cart_id, customerId);
    const lines = await this.carts.lines(store, cart);
    if (lines.length === 0) throw new InvalidInput('The cart is empty');
    if (
      !sameProducts(
        lines.map((l) => ({ sku: l.row.sku, qty: l.row.qty })),
        body.products.map((p) => ({ sku: p.sku, qty: p.qty })),
      )
    ) {
      throw new Conflict(CART_CHANGED, { reason: REASON.orderCartChanged });
    }

    const info = body.addressInformation;
    const isVirtual = lines.every((l) => l.line.isVirtual);
    // A pickup is handed over at the store: the shopper gives who collects, not where to deliver.
    const pickup = !isVirtual && (info.shipping_carrier_code ?? cart.shipping_carrier_code) === PICKUP.carrier;
    const billingChecked = checkOrderAddress(info.billingAddress, 'billingAddress', 'required');
    const shippingParsed =
      isVirtual || pickup ? null : checkOrderAddress(info.shippingAddress ?? info.billingAddress, 'shippingAddress', 'optional');
    if (body.gift && (isVirtual || pickup)) {
      throw new InvalidInput(GIFT_NEEDS_DELIVERY, {
        reason: REASON.orderGiftNeedsDelivery,
        errors: [{ field: 'gift', code: 'gift_needs_delivery', message: GIFT_NEEDS_DELIVERY }],
      });
    }
    const problems = [
      ...billingChecked.problems,
      ...(shippingParsed?.problems ?? []),
      ...deliveryCountryProblems(shippingParsed?.address),
      ...giftAddressProblems(body),
      ...poBoxProblems(deliveredTo(isVirtual || pickup, info), this.carts.shipment(store, lines, null).load.perishable, 'shippingAddress'),
    ];
    if (problems.length || !billingChecked.address) {
      const message = problems.map(({ field, message }) => `${field}: ${message}`).join('; ');
      throw new InvalidInput(message, { reason: REASON.validationFailed, errors: problems });
    }
    const billing = billingChecked.address;
    const shippingAddress = shippingParsed?.address ?? null;
    if (shippingAddress && !shippingAddress.email) shippingAddress.email = billing.email;

    if (cart.use_store_credit && (await this.carts.storeCreditFor(cart)) === 0) {
      // The balance the shopper saw applied was spent elsewhere: show them the new totals first.
      await updateCart(this.context.db, cart.id, { use_store_credit: 0 });
      throw new Conflict(STORE_CREDIT_CHANGED);
    }
    const wantedDate = shippingParsed?.deliveryDate ?? info.shippingExtraFields?.delivery_date ?? cart.delivery_date ?? null;
    const priced = priceCart(
      await this.carts.pricingInput(
        store,
        cart,
        {
          shippingAddress,
          billingAddress: billing,
          shippingChoice: {
            carrier: info.shipping_carrier_code ?? cart.shipping_carrier_code,
            method: info.shipping_method_code ?? cart.shipping_method_code,
            deliveryDate: wantedDate,
            pickupTime: info.shippingExtraFields?.pickup_time ?? null,
          },
        },
        lines,
      ),
      { strict: true },
    );
    const { totals } = priced;
    checkShownTotal(body.grand_total, totals.grandTotalCents, store.store.priceFormat.currencySign);
    const payment = availablePaymentMethods({
      grandTotalCents: totals.grandTotalCents,
      isVirtual: totals.isVirtual,
      storeCode: store.store.storeCode,
      offlineSetting: this.context.config.offlinePaymentMethods,
      gateways: this.context.payments.offered,
    }).find((m) => m.code === info.payment_method_code);
    if (!payment) throw new InvalidInput('The payment method is not available for this order.');
    // Placed offline with the card or PayPal: priced now, stored awaiting its payment, paid through its pay link.
    const payLater =
      body.pay_later === true && this.context.payments.byCode(payment.code)?.payableLater === true && options.paypalToken === undefined;
    if (payment.placedThrough && options.paypalToken === undefined && !payLater) {
      throw new InvalidInput(`A ${payment.title} order is placed by POST ${payment.placedThrough} once the shopper approved the payment.`);
    }
    const locale = store.store.i18n.defaultLocale;
    if (payLater)
      await refuseOverUnpaidLimits(
        this.context.db,
        this.context.config,
        { email: billing.email, clientAddress: options.clientAddress ?? null },
        locale,
      );
    const orderedLines = orderedLinesOf(
      totals,
      body.products.map((product) => product.sku),
    );
    // Nothing is charged (nor held) for a line that is gone or a date that is full: checked before any gateway is called.
    await refuseSoldOut(this.context.db, orderedLines, locale);
    if (priced.fulfilment === 'delivery' && priced.deliveryDate !== null) {
      const place = await placeOf(this.context.db, store.store.storeCode);
      await refuseUnavailableDate(
        this.context.db,
        this.slotOf(store, place, priced.deliveryDate),
        placeCapacity(this.context.config.shipping, place),
        regionOf(shippingAddress),
      );
    }
    const currency = store.store.priceFormat.currencyCode;
    const commit = (paymentLink: PaymentLink) =>
      this.commit({
        store,
        cartId: cart.id,
        clientOrderId: body.order_id ?? null,
        customerId,
        billing,
        shippingAddress: priced.pickup ? pickupAddressOf(priced.pickup, collectorOf(info.shippingAddress, billing)) : shippingAddress,
        priced,
        payment,
        gift: body.gift ?? null,
        carrier: info.shipping_carrier_code ?? cart.shipping_carrier_code,
        method: info.shipping_method_code ?? cart.shipping_method_code,
        paymentLink,
        orderedLines,
        unpaid: payLater,
      });
    const charge: ChargeInput = {
      cartId: cart.id,
      storeCode: store.store.storeCode,
      method: payment.code,
      amountCents: totals.grandTotalCents,
      currency,
    };
    const order = payLater
      ? await commit({ kind: 'awaiting' })
      : !payment.offline
        ? await this.placePaid(charge, info.payment_method_additional, options.paypalToken, commit)
        : await commit({
            kind: 'new',
            method: payment.code,
            state: payment.code === 'free' ? 'captured' : 'pending',
            amountCents: totals.grandTotalCents,
            currency,
          });
    // An unpaid order gets one mail, the payment-due one; its confirmation follows its payment (ADR 0011).
    if (payLater) void this.awaiting.mailPaymentDue(store, order);
    else void this.sendConfirmation(store, order);
    void sendNewOrderNotice(this.context, store, order);
    void this.context.marketing?.placedOrder(store, order, totals, profileOf(billing, order.customer_id));
    return this.confirmation(order, true);
  }

  /** The order's answer; `own`: to the cart that placed it (its receipt and, while unpaid, its pay link). */
  confirmation(order: OrderRow, own: boolean): OrderConfirmation {
    return confirmationOf(order, own ? this.context.secret : null, this.context.config.awaitingPaymentHoldMinutes);
  }

  /**
   * A card or PayPal order: the gateway takes the server's grand total first; the order and its
   * payment are then stored in one transaction, or, when that fails, the money goes back.
   */
  private async placePaid(
    input: ChargeInput,
    additional: unknown,
    paypalToken: string | undefined,
    commit: (link: PaymentLink) => Promise<OrderRow>,
  ): Promise<OrderRow> {
    const outcome = await this.charge(input, additional, paypalToken);
    if ('orderId' in outcome) {
      const placed = await findOrderById(this.context.db, outcome.orderId);
      if (!placed) throw new Error(`Order ${outcome.orderId} of a payment is missing`);
      return placed;
    }
    try {
      return await commit({ kind: 'existing', paymentId: outcome.paymentId });
    } catch (error) {
      // A twin request (double click, retry) stored the order with this very payment: that is our order.
      const placed = await orderOfPayment(this.context.db, outcome.paymentId);
      if (placed) return placed;
      const reason = `order not stored: ${error instanceof Error ? error.message : 'unknown error'}`;
      await this.payments.reverseUnplaced(outcome.paymentId, reason, (message) => this.context.log.error(message));
      if (error instanceof OrderPlacedMeanwhile) return error.order;
      if (error instanceof PaymentNotUsable) throw new Conflict('The payment was cancelled before the order was stored. Please pay again.');
      throw error;
    }
  }

  /** A gateway's refusal (PaymentFailed) reaches the client as it is. */
  private async charge(input: ChargeInput, additional: unknown, paypalToken: string | undefined): Promise<ChargeOutcome> {
    // An approved wallet order arrives as the express call's token, not in the order body.
    return this.checkouts.charge(input, paypalToken === undefined ? additional : { paypal_token: paypalToken });
  }

  private async commit(input: CommitInput): Promise<OrderRow> {
    const { db, dialect } = this.context;
    const stamp = new Date().toISOString();
    const units = new Map<number, { productId: number; sku: string; name: string; qty: number }>();
    const { totals } = input.priced;
    for (const line of totals.lines) {
      for (const unit of line.line.stockUnits) {
        const entry = units.get(unit.productId) ?? { ...unit, qty: 0 };
        entry.qty += unit.qty * line.qty;
        units.set(unit.productId, entry);
      }
    }
    const locale = input.store.store.i18n.defaultLocale;
    try {
      const order = await dialect.writeTransaction(db, async (trx) => {
        const changed: number[] = [];
        for (const unit of units.values()) if (await takeStock(trx, unit, stamp, { unpaid: input.unpaid })) changed.push(unit.productId);
        await this.takeDeliveryDate(trx, input, stamp);
        const inserted = await insertOrder(trx, orderRowOf(input, stamp));
        const incrementId = inserted.incrementId;
        await linkPayment(trx, { id: inserted.id, cartId: input.cartId, storeCode: input.store.store.storeCode }, input.paymentLink, stamp);
        if (totals.coupon) await countCouponUse(trx, totals.coupon.code, input, inserted.id, stamp);
        await spendGiftCards(trx, totals.giftCards, inserted.id, stamp);
        if (totals.storeCreditCents > 0 && input.customerId !== null) {
          await appendCredit(
            trx,
            {
              customerId: input.customerId,
              amountCents: -totals.storeCreditCents,
              reason: `spent on order ${incrementId}`,
              orderId: inserted.id,
            },
            stamp,
          );
        }
        await insertOrderItems(trx, inserted.id, totals.lines);
        await closeOrderedCart(trx, input.cartId, stamp);
        await recordStockEvents(trx, changed, stamp);
        return await findOrder(trx, inserted.id);
      });
      void this.context.readModel.refreshIfChanged().catch(() => undefined);
      this.context.metrics.orderPlaced(input.store.store.storeCode, input.payment.code);
      return order;
    } catch (error) {
      if (error instanceof OutOfStockError) {
        const product = [...units.values()].find((unit) => unit.sku === error.sku);
        throw soldOutOf(input.orderedLines, new Set(product ? [product.productId] : []), locale);
      }
      if (error instanceof StockNotHeldUnpaid) throw new UnpaidNotHeld(locale);
      if (error instanceof CouponUsedUpError) throw new Conflict(`${error.message} Remove the code to place your order.`);
      if (error instanceof InsufficientStoreCredit) throw new Conflict(STORE_CREDIT_CHANGED);
      if (error instanceof GiftCardBalanceChanged) throw new Conflict(GIFT_CARD_CHANGED);
      if (isUniqueViolation(error)) {
        // The same order arrived twice at once: the first one won; answer with it.
        const existing =
          (input.clientOrderId && (await findOrderBy(db, 'client_order_id', input.clientOrderId))) ||
          (await findOrderBy(db, 'cart_id', input.cartId));
        // A paid order must not answer with another order while its own payment stays taken (order-link.ts).
        if (existing && input.paymentLink.kind === 'existing') throw new OrderPlacedMeanwhile(existing);
        if (existing) return existing;
      }
      throw error;
    }
  }

  /**
   * A delivery takes one of its place's orders for its date (refused when the date is full, or paused by a hold
   * for the destination's state), in the order's transaction: of buyers racing for the last slot, in any of the
   * place's store views, one gets it.
   */
  private async takeDeliveryDate(trx: Kysely<Database>, input: CommitInput, stamp: string): Promise<void> {
    const { fulfilment, deliveryDate } = input.priced;
    if (fulfilment !== 'delivery' || deliveryDate === null) return;
    const place = await placeOf(trx, input.store.store.storeCode);
    const slot = this.slotOf(input.store, place, deliveryDate);
    const defaultCapacity = placeCapacity(this.context.config.shipping, place);
    await refuseHeld(trx, this.context.dialect.engine, slot, regionOf(input.shippingAddress));
    await takeSlot(trx, slot, defaultCapacity, stamp);
    if (input.unpaid)
      await refuseUnpaidShareOfDate(trx, place, deliveryDate, await slotCapacity(trx, slot, defaultCapacity), slot.locale ?? 'en-US');
  }

  private slotOf(store: StoreCatalog, place: Place, date: string): Slot {
    return { place, date, locale: store.store.i18n.defaultLocale };
  }

  private async sendConfirmation(store: StoreCatalog, order: OrderRow): Promise<void> {
    try {
      const items = await findOrderItems(this.context.db, order.id);
      const toAccountOwner = await isAccountOwnersAddress(this.context, order);
      const mail = confirmationMail({
        order,
        priced: pricedOrderOfOrder(order, items),
        store: {
          name: store.store.name,
          locale: store.store.i18n.defaultLocale,
          priceFormat: store.store.priceFormat,
          timeZone: this.context.config.shipping.calendar.timeZone,
        },
        toAccountOwner,
        brand: viewMailBrand(this.context.config, store.store),
        orderUrl: orderPageUrl(this.context.config, this.context.secret, store.store, order, toAccountOwner),
        imageOf: productPictures(this.context.config, store),
      });
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.customer_email, ...mail });
    } catch (error) {
      // The order stands; a failed e-mail is logged for the shop to resend.
      this.context.log.error({ err: error, order: order.increment_id }, 'order confirmation e-mail failed');
    }
  }
}
