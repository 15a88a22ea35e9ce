import type { OrderInput } from '@shoreline/domain/wire/order';
import type { PlaceOrderInput } from './place-input.js';
import { CART_CHANGED, DELIVERY_COUNTRY_ONLY, orderTotalChanged } from '@shoreline/domain/messages';
import { REASON, type FieldError } from '@shoreline/domain/error-reasons';
import { FORM_COUNTRY } from '@shoreline/domain/forms/address-form';
import { fromCents, toCents } from '@shoreline/domain';
import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/index.js';
import { Conflict, InvalidInput } from '../../errors.js';
import {
  checkOrderAddress,
  parseAddress,
  poBoxProblems,
  priceCart,
  updateCart,
  type Address,
  type CartRow,
  type PricedCart,
} from '../../cart/index.js';
import type { CartService } from '../../cart/index.js';
import { PICKUP, placeCapacity, placeOf, refuseUnavailableDate, regionOf } from '../../delivery/index.js';
import { availablePaymentMethods, type OfferedMethod } from '../../payment-methods/index.js';
import type { ChargeInput, ChargeOutcome, PaymentCheckouts, PaymentService } from '../../payment/index.js';
import { GIFT_NEEDS_DELIVERY } from '../gift.js';
import { recipientWindow } from '../recipient-day/recipient-day.js';
import { refuseOverUnpaidLimits } from './unpaid-limits.js';
import { orderedLinesOf, refuseSoldOut, type OrderedLine } from './sold-out.js';
import { collectorOf, pickupAddressOf } from './pickup-address.js';
import { orderOfPayment, type PaymentLink } from '../money/payment-link.js';
import { commitOrder, slotOf, STORE_CREDIT_CHANGED } from './commit.js';
import { findOrder } from '../queries.js';
import type { OrderRow } from '../storage.js';
import type { Step } from '../steps.js';

/**
 * An order's placement as a short list of named steps (ADR 0015): validate the cart and addresses, price it again,
 * check that what it takes is still there, pay, and commit (the reservations of stock, delivery slot, coupon, gift
 * cards and store credit, with the order, in one transaction). Nothing is charged before everything that can be
 * checked was; a commit that fails after the payment gives the money back (the pay step's compensation). The order
 * call, a wallet's return and the offline queue's replay all place through these steps.
 */
export interface PlaceOptions {
  /**
   * The order completes a payment the shopper approved on the gateway's own page, through its provider's own call
   * (payment/port.ts `registerRoutes`): what that provider's charge reads, in place of the body's payment_method_additional.
   */
  approved?: unknown;
  /** The client's address as the server sees it, which an order sent without its payment is counted by. */
  clientAddress?: string;
}

/** The cart and addresses, once valid. */
interface Validated {
  cart: CartRow;
  lines: Awaited<ReturnType<CartService['lines']>>;
  billing: Address;
  shippingAddress: Address | null;
  /** The date the shipping address asked for (its extension attributes). */
}

/** The order priced again from the catalog, with its payment method. */
interface Priced {
  priced: PricedCart;
  payment: Pick<OfferedMethod, 'code' | 'title' | 'offline'>;
  /** Placed offline with a gateway method: stored awaiting its payment, paid through its pay link. */
  payLater: boolean;
  orderedLines: OrderedLine[];
  /** A gift whose recipient chooses the day: the last date they may choose (the order is placed without a date). */
  recipientUntil?: string | null;
}

export interface Placing {
  readonly store: StoreCatalog;
  readonly body: PlaceOrderInput;
  readonly customerId: number | null;
  readonly options: PlaceOptions;
  validated?: Validated;
  priced?: Priced;
  paymentLink?: PaymentLink;
  order?: OrderRow;
  /** This placing stored the order (not a twin request's order, not a retry of a payment that placed one). */
  committed: boolean;
}

export interface PlacementServices {
  context: ApiContext;
  carts: CartService;
  payments: PaymentService;
  checkouts: PaymentCheckouts;
}

function need<T>(value: T | undefined, step: string): T {
  if (value === undefined) throw new Error(`the ${step} step has not run`);
  return value;
}

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

const formatCents = (cents: number, sign: string) => `${sign}${fromCents(cents).toFixed(2)}`;

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

/** The cart still holds what the checkout sent, and the addresses are complete and deliverable. */
async function validate({ carts }: PlacementServices, placing: Placing): Promise<void> {
  const { store, body, customerId } = placing;
  const cart = await carts.open(body.cart_id, customerId);
  const lines = await carts.lines(store, cart);
  if (lines.length === 0) throw new InvalidInput('The cart is empty');
  const cartProducts = lines.map((l) => ({ sku: l.row.sku, qty: l.row.qty }));
  if (
    !sameProducts(
      cartProducts,
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
    ...poBoxProblems(deliveredTo(isVirtual || pickup, info), carts.shipment(store, lines, null).load.perishable, 'shippingAddress'),
  ];
  if (problems.length || !billingChecked.address) {
    const message = problems.map(({ field, message }) => `${field}: ${message}`).join('; ');
    throw new InvalidInput(message, { reason: REASON.validationFailed, errors: problems });
  }
  const billing = billingChecked.address;
  const shippingAddress = shippingParsed?.address ?? null;
  if (shippingAddress && !shippingAddress.email) shippingAddress.email = billing.email;
  placing.validated = { cart, lines, billing, shippingAddress };
}

/** Priced again from the catalog, as strictly as the checkout showed it; the payment method must be on offer for it. */
async function price({ context, carts }: PlacementServices, placing: Placing): Promise<void> {
  const { store, body, options } = placing;
  const { cart, lines, billing, shippingAddress } = need(placing.validated, 'validate');
  const info = body.addressInformation;
  if (cart.use_store_credit && (await carts.storeCreditFor(cart)) === 0) {
    // The balance the shopper saw applied was spent elsewhere: show them the new totals first.
    await updateCart(context.db, cart.id, { use_store_credit: 0 });
    throw new Conflict(STORE_CREDIT_CHANGED);
  }
  // The recipient chooses the day: priced on the window's first open date at the standard price, placed without one.
  const days = body.gift?.recipientChoosesDays ?? null;
  const window = days
    ? await recipientWindow(context, { storeCode: store.store.storeCode, region: regionOf(shippingAddress) }, days)
    : null;
  const shippingChoice = {
    carrier: info.shipping_carrier_code ?? cart.shipping_carrier_code,
    method: info.shipping_method_code ?? cart.shipping_method_code,
    deliveryDate: window?.priceOn ?? body.deliveryDate ?? cart.delivery_date ?? null,
    pickupTime: info.shippingExtraFields?.pickup_time ?? null,
  };
  const input = await carts.pricingInput(store, cart, { shippingAddress, billingAddress: billing, shippingChoice }, lines);
  const pricedOn = priceCart(input, { strict: true });
  const priced = window ? { ...pricedOn, deliveryDate: null } : pricedOn;
  const { totals } = priced;
  checkShownTotal(body.grand_total, totals.grandTotalCents, store.store.priceFormat.currencySign);
  const payment = availablePaymentMethods({
    grandTotalCents: totals.grandTotalCents,
    isVirtual: totals.isVirtual,
    storeCode: store.store.storeCode,
    offlineSetting: context.config.offlinePaymentMethods,
    gateways: context.payments.offered,
  }).find((m) => m.code === info.payment_method_code);
  if (!payment) throw new InvalidInput('The payment method is not available for this order.');
  const payLater =
    body.pay_later === true && context.payments.byCode(payment.code)?.payableLater === true && options.approved === undefined;
  if (payment.placedThrough && options.approved === undefined && !payLater) {
    throw new InvalidInput(`A ${payment.title} order is placed by POST ${payment.placedThrough} once the shopper approved the payment.`);
  }
  const orderedLines = orderedLinesOf(
    totals,
    body.products.map((product) => product.sku),
  );
  placing.priced = { priced, payment, payLater, orderedLines, recipientUntil: window?.until ?? null };
}

/** Nothing is charged (nor held) for a line that is gone or a date that is full: checked before any gateway is called. */
async function checkAvailable({ context }: PlacementServices, placing: Placing): Promise<void> {
  const { store, options } = placing;
  const { billing, shippingAddress } = need(placing.validated, 'validate');
  const { priced, payLater, orderedLines } = need(placing.priced, 'price');
  const locale = store.store.i18n.defaultLocale;
  if (payLater) {
    const sender = { email: billing.email, clientAddress: options.clientAddress ?? null };
    await refuseOverUnpaidLimits(context.db, context.config, sender, locale);
  }
  await refuseSoldOut(context.db, orderedLines, locale);
  if (priced.fulfilment === 'delivery' && priced.deliveryDate !== null) {
    const place = await placeOf(context.db, store.store.storeCode);
    await refuseUnavailableDate(
      context.db,
      slotOf(store, place, priced.deliveryDate),
      placeCapacity(context.config.shipping, place),
      regionOf(shippingAddress),
    );
  }
}

/** A gateway's refusal (PaymentFailed) reaches the client as it is. */
function charge(services: PlacementServices, input: ChargeInput, additional: unknown, approved: unknown): Promise<ChargeOutcome> {
  // An approved wallet order arrives through its provider's own call, not in the order body.
  return services.checkouts.charge(input, approved === undefined ? additional : approved);
}

/**
 * The payment the order is stored with: a gateway takes the server's grand total now; an order paid
 * offline (cash on delivery, check, free) or sent to be paid later gets its payment row in the commit.
 */
async function pay(services: PlacementServices, placing: Placing): Promise<void> {
  const { store, body, options } = placing;
  const { cart } = need(placing.validated, 'validate');
  const { priced, payment, payLater } = need(placing.priced, 'price');
  const amountCents = priced.totals.grandTotalCents;
  const currency = store.store.priceFormat.currencyCode;
  if (payLater) {
    placing.paymentLink = { kind: 'awaiting' };
    return;
  }
  if (payment.offline) {
    const state = payment.code === 'free' ? 'captured' : 'pending';
    placing.paymentLink = { kind: 'new', method: payment.code, state, amountCents, currency };
    return;
  }
  const chargeInput = { cartId: cart.id, storeCode: store.store.storeCode, method: payment.code, amountCents, currency };
  const outcome = await charge(services, chargeInput, body.addressInformation.payment_method_additional, options.approved);
  if ('orderId' in outcome) {
    // A retry of a payment that already placed its order: that order.
    const placed = await findOrder(services.context.db, outcome.orderId);
    if (!placed) throw new Error(`Order ${outcome.orderId} of a payment is missing`);
    placing.order = placed;
    return;
  }
  placing.paymentLink = { kind: 'existing', paymentId: outcome.paymentId };
}

/** The order could not be stored after its gateway took the money: the money goes back. */
async function reversePayment({ context, payments }: PlacementServices, placing: Placing, failure: unknown): Promise<void> {
  if (placing.paymentLink?.kind !== 'existing') return;
  const reason = `order not stored: ${failure instanceof Error ? failure.message : 'unknown error'}`;
  await payments.reverseUnplaced(placing.paymentLink.paymentId, reason, (message) => context.log.error(message));
}

/** The reservations and the order, in one transaction (order/placement/commit.ts). */
async function commit({ context }: PlacementServices, placing: Placing): Promise<void> {
  if (placing.order) return;
  const { store, body, customerId } = placing;
  const { cart, billing, shippingAddress } = need(placing.validated, 'validate');
  const { priced, payment, payLater, orderedLines, recipientUntil } = need(placing.priced, 'price');
  const paymentLink = need(placing.paymentLink, 'pay');
  const info = body.addressInformation;
  try {
    const stored = await commitOrder(context, {
      store,
      cartId: cart.id,
      clientOrderId: body.order_id ?? null,
      customerId,
      billing,
      shippingAddress: priced.pickup ? pickupAddressOf(priced.pickup, collectorOf(info.shippingAddress, billing)) : shippingAddress,
      priced,
      payment,
      gift: body.gift ?? null,
      recipientChooseUntil: recipientUntil ?? null,
      paymentLink,
      orderedLines,
      unpaid: payLater,
    });
    placing.order = stored.order;
    placing.committed = stored.committed;
  } catch (error) {
    // A twin request (double click, retry) stored the order with this very payment: that is our order.
    const twin = paymentLink.kind === 'existing' ? await orderOfPayment(context.db, paymentLink.paymentId) : undefined;
    if (!twin) throw error;
    placing.order = twin;
  }
}

/** The placement's steps, in order, each with what undoes it. */
export function placementSteps(services: PlacementServices): readonly Step<Placing>[] {
  return [
    { name: 'validate', run: (placing) => validate(services, placing) },
    { name: 'price', run: (placing) => price(services, placing) },
    { name: 'check availability', run: (placing) => checkAvailable(services, placing) },
    {
      name: 'pay',
      run: (placing) => pay(services, placing),
      compensate: (placing, failure) => reversePayment(services, placing, failure),
    },
    // Its reservations are compensated by the transaction's rollback; committed, by release.ts.
    { name: 'commit', run: (placing) => commit(services, placing) },
  ];
}
