import type { CartItemInput } from '@shoreline/domain/wire/cart';
import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/index.js';
import { Conflict, NotFound } from '../../errors.js';
import { parseAddress, type CartService, type PricedCart } from '../../cart/index.js';
import { availableDeliveryDates, type ShippingQuote } from '../../delivery/index.js';
import type { OrderEffects } from './after-commit.js';
import { runSteps, type Step } from '../steps.js';
import type { Placing } from './placement.js';
import type { PlaceOrderInput } from './place-input.js';
import { orderedLinesOf } from './sold-out.js';
import { findOrderBy, type OrderRow } from '../storage.js';
import { findItems } from '../queries.js';

/** The placement steps a replacement runs: it is priced here ($0), then checked, paid (free) and committed as any order. */
const REPLACEMENT_STEPS = new Set(['check availability', 'pay', 'commit']);

/** What a replacement order is placed from: the original, the date it goes out for, and its key (a retry answers the same order). */
export interface ReplacementInput {
  original: OrderRow;
  store: StoreCatalog;
  deliveryDate: string | null;
  /** The client order id the replacement is stored with: asking again with the same key answers that order. */
  key: string;
}

const FREE = { code: 'free', title: 'Replacement (no charge)', offline: true } as const;

/** The original's carrier and method, at no charge, as the order row and its priced segments name them. */
function freeQuote(original: OrderRow): ShippingQuote {
  const title = original.shipping_description ?? 'Replacement';
  return {
    carrierCode: original.shipping_carrier_code ?? 'shoreline',
    methodCode: original.shipping_method_code ?? 'replacement',
    carrierTitle: title,
    methodTitle: title,
    cents: 0,
    available: true,
    errorMessage: '',
    isDefault: true,
    deliveryDates: [],
    chargeTitle: title,
    surcharges: [],
    refusal: null,
  };
}

/**
 * A box that went wrong sent again (issue 37, boxes at risk): a new $0 order with the original's lines, to its
 * address, for the next delivery date that is open (or the date staff chose). The lines go through a cart of their
 * own (its stock check), and the order through the placement's own steps after pricing: the date's capacity and
 * holds, the stock, the free payment and the commit, exactly as a shopper's order.
 */
export class ReplacementOrders {
  private readonly steps: readonly Step<Placing>[];

  constructor(
    private readonly context: ApiContext,
    private readonly carts: CartService,
    placementSteps: readonly Step<Placing>[],
    private readonly effects: OrderEffects,
  ) {
    this.steps = placementSteps.filter((step) => REPLACEMENT_STEPS.has(step.name));
  }

  /** Places the replacement; `committed` is false when the key's order was there already. */
  async place(input: ReplacementInput): Promise<{ order: OrderRow; committed: boolean }> {
    const earlier = await findOrderBy(this.context.db, 'client_order_id', input.key);
    if (earlier) return { order: earlier, committed: false };
    const placing = await this.placingOf(input);
    await runSteps(this.steps, placing, (step, error) =>
      this.context.log.error({ err: error, order: input.original.increment_id, step }, `replacing an order: undoing ${step} failed`),
    );
    if (!placing.order) throw new Error('the replacement ended without an order');
    if (placing.committed) this.effects.committed({ moment: 'placed', order: placing.order, store: input.store });
    return { order: placing.order, committed: placing.committed };
  }

  /** The delivery dates on offer that are open (not full, not paused) for the original's address, earliest first. */
  async openDates(original: OrderRow, store: StoreCatalog): Promise<string[]> {
    const onOffer = availableDeliveryDates(new Date(), this.context.config.shipping.calendar);
    if (!original.shipping_address) return [];
    // Dates missing from the availability are open.
    const closed = await this.carts.availability(store, parseAddress(JSON.parse(original.shipping_address)).address);
    return onOffer.filter((date) => (closed.get(date)?.status ?? 'open') === 'open');
  }

  /** The next date the original's address can get a delivery on (not full, not paused), unless staff chose one. */
  private async dateFor(input: ReplacementInput): Promise<string> {
    if (input.deliveryDate) {
      const onOffer = availableDeliveryDates(new Date(), this.context.config.shipping.calendar);
      if (!onOffer.includes(input.deliveryDate)) throw new Conflict(`${input.deliveryDate} is not a delivery date on offer.`);
      return input.deliveryDate;
    }
    const [open] = await this.openDates(input.original, input.store);
    if (!open) throw new Conflict('No delivery date on offer is open for this address: choose a date when one opens.');
    return open;
  }

  private async placingOf(input: ReplacementInput): Promise<Placing> {
    const { original, store } = input;
    if (!original.shipping_address) throw new Conflict('The order has no delivery address: it cannot be replaced by a delivery.');
    const shipping = parseAddress(JSON.parse(original.shipping_address)).address;
    const billing = parseAddress(JSON.parse(original.billing_address)).address;
    const deliveryDate = await this.dateFor(input);
    const cartId = await this.carts.create(store, null);
    const cart = await this.carts.open(cartId, null);
    for (const item of await findItems(this.context.db, original.id)) {
      const sku = store.productsById.get(item.product_id)?.sku ?? item.sku;
      const cartItem = { sku, qty: item.qty, product_option: JSON.parse(item.product_option) as CartItemInput['product_option'] };
      await this.carts.update(store, cart, cartItem);
    }
    const lines = await this.carts.lines(store, cart);
    if (lines.length === 0) throw new NotFound('None of the order’s products is sold any more: it cannot be replaced.');
    const priced = this.freeOrder(input, lines, shipping, deliveryDate);
    const products = lines.map(({ row }) => ({ sku: row.sku, qty: row.qty }));
    const body: PlaceOrderInput = {
      cart_id: cart.id,
      order_id: input.key,
      products,
      addressInformation: { billingAddress: billing, shippingAddress: shipping, payment_method_code: FREE.code },
      deliveryDate,
    };
    return {
      store,
      body,
      customerId: original.customer_id,
      options: {},
      validated: { cart, lines, billing, shippingAddress: shipping },
      priced: {
        priced,
        payment: FREE,
        payLater: false,
        orderedLines: orderedLinesOf(
          priced.totals,
          products.map((p) => p.sku),
        ),
      },
      committed: false,
    };
  }

  /** The lines at no charge: no price, discount, tax, shipping, fee or tender. */
  private freeOrder(
    input: ReplacementInput,
    lines: Awaited<ReturnType<CartService['lines']>>,
    shipping: ReturnType<typeof parseAddress>['address'],
    deliveryDate: string,
  ): PricedCart {
    const priced = lines.map(({ row, line }) => ({
      itemId: row.item_id,
      qty: row.qty,
      line,
      rowCents: 0,
      discountCents: 0,
      taxCents: 0,
      ratePpm: 0,
    }));
    return {
      totals: {
        lines: priced,
        subtotalCents: 0,
        discountCents: 0,
        shippingCents: 0,
        shippingTitle: input.original.shipping_description,
        fees: [],
        feeCents: 0,
        taxCents: 0,
        giftCards: [],
        giftCardCents: 0,
        storeCreditCents: 0,
        grandTotalCents: 0,
        coupon: null,
        qty: priced.reduce((sum, line) => sum + line.qty, 0),
        isVirtual: false,
      },
      fulfilment: 'delivery',
      quote: freeQuote(input.original),
      deliveryDate,
      shippingDescription: input.original.shipping_description ?? 'Replacement',
      destination: this.carts.destination(input.store, shipping),
      pickup: null,
    };
  }
}
