import { REASON, type FieldError } from '@shoreline/domain/error-reasons';
import { FORM_COUNTRY } from '@shoreline/domain/forms/address-form';
import type { OrderChangeProposal } from '@shoreline/domain/wire/order-changes';
import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/index.js';
import { Conflict, InvalidInput } from '../../errors.js';
import {
  cartAddressProblems,
  checkOrderAddress,
  findCart,
  itemColumnsOf,
  parseAddress,
  poBoxProblems,
  priceCart,
  refuseAddressProblems,
  resolveLine,
  type Address,
  type CartLine,
  type CartService,
  type PricedCart,
} from '../../cart/index.js';
import type { OrderItemRow, OrderRow } from '../storage.js';
import { spentByCard } from '../../gift-cards/index.js';
import { regionOf } from '../../delivery/index.js';
import { awaitsDay } from '../reschedule.js';
import { firstOpenDayUntil } from '../recipient-day/recipient-day.js';

const LABEL = 'shipping_address';

/** The order as a change would make it: priced as a new order, with where it goes and the lines it holds. */
export interface Repriced {
  priced: PricedCart;
  address: Address;
  date: string;
  /** The order's lines after the change (an existing line keeps its item id; a new one has 0). */
  lines: CartLine[];
}

/** An order line as a cart line (what the pricing and the perishable rules read). */
function cartLineOf(order: OrderRow, itemId: number, qty: number, line: CartLine['line']): CartLine {
  return {
    row: {
      item_id: itemId,
      cart_id: order.cart_id,
      ...itemColumnsOf(line, qty),
      created_at: order.created_at,
      updated_at: order.updated_at,
    },
    line,
  };
}

/** An existing line resolved again from the catalog with its own options (a product no longer sold cannot stay). */
function resolveItem(store: StoreCatalog, item: OrderItemRow) {
  const sku = store.productsById.get(item.product_id)?.sku ?? item.parent_sku ?? item.sku;
  try {
    return resolveLine(store, { sku, product_option: JSON.parse(item.product_option) });
  } catch {
    throw new Conflict(`${item.name} is no longer sold: remove it from the order to change it.`);
  }
}

/** The lines the order is to hold: the proposal's list (0 removes a line), or the order's own when it names none. */
function linesOf(store: StoreCatalog, order: OrderRow, items: OrderItemRow[], wanted: OrderChangeProposal['lines']): CartLine[] {
  if (!wanted) return items.map((item) => cartLineOf(order, item.id, item.qty, resolveItem(store, item)));
  const named = wanted.flatMap((line) => (line.item_id === undefined ? [] : [line.item_id]));
  if (new Set(named).size !== named.length) throw new InvalidInput('Name each line of the order once.');
  const lines = wanted
    .filter((line) => line.qty > 0)
    .map((line) => {
      if (line.item_id !== undefined) {
        const item = items.find((candidate) => candidate.id === line.item_id);
        if (!item) throw new InvalidInput(`Line ${line.item_id} is not on this order.`);
        return cartLineOf(order, item.id, line.qty, resolveItem(store, item));
      }
      if (!line.sku) throw new InvalidInput('A new line names its product (sku).');
      return cartLineOf(order, 0, line.qty, resolveLine(store, { sku: line.sku, product_option: line.product_option }));
    });
  if (lines.length === 0) throw new InvalidInput('An order keeps at least one line: to remove them all, cancel the order.');
  return lines;
}

/** The new delivery address, checked as the checkout checks one (fields, ZIP against state, the one country, PO boxes). */
function addressOf(order: OrderRow, wanted: Record<string, unknown> | undefined): Address {
  const current = parseAddress(order.shipping_address ? JSON.parse(order.shipping_address) : {}).address;
  if (!wanted) return current;
  const checked = checkOrderAddress({ email: current.email, ...wanted }, LABEL, 'optional');
  const country: FieldError[] =
    checked.address && checked.address.country_id !== FORM_COUNTRY
      ? [{ field: `${LABEL}.country_id`, code: 'invalid_country', message: 'We deliver within the United States only.' }]
      : [];
  refuseAddressProblems([...checked.problems, ...cartAddressProblems(checked.address, LABEL), ...country]);
  if (!checked.address) throw new InvalidInput('The address is not complete.', { reason: REASON.validationFailed });
  return { ...checked.address, email: checked.address.email || current.email };
}

/** What the order spends of each gift card, by code: the change spends no more than that. */
async function spentGiftCards(context: ApiContext, orderId: number) {
  return (await spentByCard(context.db, orderId)).map((card) => ({ code: card.code, balanceCents: card.cents }));
}

/**
 * The order priced again as the proposal would make it, by the pricing a new order gets (priceCart, strict: the
 * method, the date and the perishable rules for the new address re-checked; a date full or paused refused) with the
 * order's cart's coupon, fees and customer group. Gift cards and store credit pay no more than they paid. The order's
 * own booking counts on its date: a full date it already holds is no refusal.
 */
export async function repriceOrder(
  context: ApiContext,
  carts: CartService,
  order: OrderRow,
  items: OrderItemRow[],
  proposal: OrderChangeProposal,
): Promise<Repriced> {
  const store = context.readModel.current().byStore.get(order.store_code);
  const cart = await findCart(context.db, order.cart_id);
  if (!store || !cart) throw new Conflict('This order can no longer be changed online: its store or cart is gone.');
  const lines = linesOf(store, order, items, proposal.lines);
  const address = addressOf(order, proposal.shipping_address);
  const date = proposal.delivery_date ?? order.delivery_date ?? '';
  const shipment = carts.shipment(store, lines, address);
  refuseAddressProblems(poBoxProblems(address, shipment.load.perishable, LABEL));
  const billing = parseAddress(JSON.parse(order.billing_address)).address;
  const pricedOn = date || (await recipientPriceDay(context, order, address));
  const shippingChoice = { carrier: order.shipping_carrier_code, method: order.shipping_method_code, deliveryDate: pricedOn };
  const [input, giftCards, availability] = await Promise.all([
    carts.pricingInput(store, cart, { shippingAddress: address, billingAddress: billing, shippingChoice }, lines),
    spentGiftCards(context, order.id),
    carts.availability(store, address),
  ]);
  const own = new Map(availability);
  if (order.delivery_date && own.get(order.delivery_date)?.status === 'full') own.delete(order.delivery_date);
  const priced = priceCart(
    {
      ...input,
      giftCards,
      storeCreditAvailableCents: order.store_credit_cents,
      quote: (country, subtotal, wanted) => carts.quotes(store, country, subtotal, wanted, own, shipment),
    },
    { strict: true },
  );
  // A gift awaiting its recipient's day stays without one: priced on a day they may choose, as at placing.
  return { priced: date ? priced : { ...priced, deliveryDate: null }, address, date, lines };
}

/**
 * The day an order awaiting its recipient's choice is priced on (placement.ts does the same): the first open day the
 * recipient may still choose, at the standard price; '' for any other order without a date.
 */
async function recipientPriceDay(context: ApiContext, order: OrderRow, address: Address): Promise<string> {
  if (!awaitsDay(order) || order.recipient_choose_until === null) return '';
  const where = { storeCode: order.store_code, region: regionOf(address) };
  const day = await firstOpenDayUntil(context, where, order.recipient_choose_until);
  if (!day)
    throw new Conflict('No delivery day the recipient may choose is open any more: choose the date yourself, or write to the shop.', {
      reason: REASON.deliveryDateFull,
    });
  return day;
}
