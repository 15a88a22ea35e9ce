import { fromCents, listedPrice, productPath } from '@shoreline/domain';
import type { Kysely, Selectable } from 'kysely';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/index.js';
import type { StoreCatalog } from '../catalog/index.js';
import { publicUrlOf } from '../config.js';
import type { Address } from '@shoreline/domain/forms/address-rules';
import type { ProfileAttributes } from './klaviyo-client.js';
import { enqueue, identifyCart, marketingSettings, type OutboxEvent } from './outbox.js';
import { normalisePhone } from './phone.js';

/**
 * What the shop tells the marketing service: added to cart,
 * started checkout and placed order, with the tracked-product fields, and the profile of the shopper
 * (identify) once their e-mail is known. Nothing is recorded unless MARKETING_URL and
 * MARKETING_COMPANY_ID are set. Recording never fails the shopper's request.
 */
interface TrackedLine {
  sku: string;
  name: string;
  unitCents: number;
  qty: number;
  rowCents: number;
  parentSku: string | null;
}

function trackedProduct(store: StoreCatalog, line: TrackedLine, origin: string) {
  const product = store.productsBySku.get(line.parentSku ?? line.sku);
  return {
    ProductID: product?.id ?? null,
    SKU: line.sku,
    ProductName: line.name,
    ItemPrice: fromCents(line.unitCents),
    Categories: product?.category.map((category) => category.name) ?? [],
    ProductURL: product ? `${origin}${productPath(product.sku, product.url_key)}` : null,
    ImageURL: product?.image ? `${origin}/media${product.image}` : null,
    CompareAtPrice: product ? product.original_price : null,
    Quantity: line.qty,
    RowTotal: fromCents(line.rowCents),
  };
}

/** What the events read of a cart's totals (cart/'s CartTotals has these and more). */
export interface TrackedTotals {
  lines: ReadonlyArray<{ qty: number; rowCents: number; line: { sku: string; name: string; unitCents: number; parentSku: string | null } }>;
  subtotalCents: number;
  grandTotalCents: number;
  giftCardCents: number;
  storeCreditCents: number;
}

type OrderRow = Selectable<Database['orders']>;

const linesOf = (totals: TrackedTotals): TrackedLine[] =>
  totals.lines.map((line) => ({
    sku: line.line.sku,
    name: line.line.name,
    unitCents: line.line.unitCents,
    qty: line.qty,
    rowCents: line.rowCents,
    parentSku: line.line.parentSku,
  }));

/** A signed-in customer's profile from their account (user/ provides it through the composition root). */
export type CustomerProfileOf = (context: { db: Kysely<Database> }, customerId: number) => Promise<ProfileAttributes | null>;

export function profileOf(address: Partial<Address> & { email?: string | null }, customerId: number | null): ProfileAttributes | null {
  if (!address.email) return null;
  const street = Array.isArray(address.street) ? address.street : [];
  return {
    email: address.email.toLowerCase(),
    ...(customerId !== null ? { external_id: String(customerId) } : {}),
    ...(address.firstname ? { first_name: address.firstname } : {}),
    ...(address.lastname ? { last_name: address.lastname } : {}),
    phone_number: normalisePhone(address.telephone, address.country_id),
    location: {
      ...(address.city ? { city: address.city } : {}),
      ...(address.region_code || address.region ? { region: String(address.region_code ?? address.region) } : {}),
      ...(address.country_id ? { country: address.country_id } : {}),
      ...(address.postcode ? { zip: address.postcode } : {}),
      ...(street[0] ? { address1: street[0] } : {}),
      ...(street[1] ? { address2: street[1] } : {}),
    },
  };
}

function cartEvent(store: StoreCatalog, origin: string, metric: string, eventId: string, totals: TrackedTotals): OutboxEvent {
  const items = linesOf(totals).map((line) => trackedProduct(store, line, origin));
  return {
    metric,
    unique_id: eventId,
    time: new Date().toISOString(),
    value: fromCents(totals.grandTotalCents + totals.giftCardCents + totals.storeCreditCents),
    value_currency: store.store.priceFormat.currencyCode,
    properties: {
      $event_id: eventId,
      $value: fromCents(totals.subtotalCents),
      ItemNames: items.map((item) => item.ProductName),
      CheckoutURL: `${origin}/checkout`,
      Items: items,
    },
  };
}

/** Wires the recording to this API's configuration; answers null when marketing is off. */
export function recordingFor(context: { db: Kysely<Database>; config: ApiConfig }) {
  if (!marketingSettings(context.config)) return null;
  const originOf = (store: StoreCatalog) => publicUrlOf(context.config, store.store.storeCode);
  const quietly = (work: () => Promise<void>) =>
    work().catch(() => {
      // Marketing is best effort: a failed write must not fail the cart or the order.
    });
  return {
    addedToCart(store: StoreCatalog, cartId: string, totals: TrackedTotals, added: string, profile: ProfileAttributes | null) {
      return quietly(async () => {
        const event = cartEvent(store, originOf(store), 'Added to Cart', `${cartId}-${added}-${Date.now()}`, totals);
        const line = (event.properties.Items as Array<{ SKU: string }>).find((item) => item.SKU === added);
        event.properties = { ...event.properties, AddedItem: line ?? null };
        await enqueue(context.db, { kind: 'event', cartId, profile, payload: event });
      });
    },
    startedCheckout(store: StoreCatalog, cartId: string, totals: TrackedTotals, profile: ProfileAttributes | null) {
      return quietly(async () => {
        if (profile) await identifyCart(context.db, cartId, profile);
        await enqueue(context.db, {
          kind: 'event',
          cartId,
          profile,
          payload: cartEvent(store, originOf(store), 'Started Checkout', `${cartId}-checkout`, totals),
        });
      });
    },
    placedOrder(store: StoreCatalog, order: OrderRow, totals: TrackedTotals, profile: ProfileAttributes | null) {
      return quietly(async () => {
        if (!profile) return;
        await identifyCart(context.db, order.cart_id, profile);
        await enqueue(context.db, { kind: 'profile', cartId: order.cart_id, profile, payload: profile });
        const event = cartEvent(store, originOf(store), 'Placed Order', order.increment_id, totals);
        const items = event.properties.Items as Array<{ Categories: string[] }>;
        event.value = fromCents(order.grand_total_cents + order.gift_card_cents + order.store_credit_cents);
        event.properties = {
          ...event.properties,
          $value: event.value,
          Categories: [...new Set(items.flatMap((item) => item.Categories))],
          'Discount Value': fromCents(order.discount_cents),
          'Discount Code': order.coupon_code,
        };
        await enqueue(context.db, { kind: 'event', cartId: order.cart_id, profile, payload: event });
      });
    },
    /** A product page seen by a known customer, or by a cart's shopper (sent once the cart gets an e-mail). */
    viewedProduct(store: StoreCatalog, sku: string, shopper: { profile: ProfileAttributes | null; cartId: string | null }) {
      return quietly(async () => {
        const product = store.productsBySku.get(sku);
        if (!product || (!shopper.profile && !shopper.cartId)) return;
        const { priceCents } = listedPrice(product, store.store.tax.displayPricesInclTax);
        const {
          Quantity: _qty,
          RowTotal: _row,
          ...tracked
        } = trackedProduct(
          store,
          { sku, name: product.name, unitCents: priceCents, qty: 1, rowCents: priceCents, parentSku: null },
          originOf(store),
        );
        await enqueue(context.db, {
          kind: 'event',
          cartId: shopper.cartId,
          profile: shopper.profile,
          payload: {
            metric: 'Viewed Product',
            unique_id: `${shopper.cartId ?? shopper.profile?.email}-${sku}-${Date.now()}`,
            time: new Date().toISOString(),
            value: fromCents(priceCents),
            value_currency: store.store.priceFormat.currencyCode,
            properties: tracked,
          },
        });
      });
    },
    /**
     * A back-in-stock watch started or stopped: the profile's watched items (parentSku-sku for a variant,
     * else the sku) follow, and the change is an event of its own.
     */
    watchesChanged(store: StoreCatalog, email: string, change: { metric: WatchMetric; sku: string }, watched: string[]) {
      return quietly(async () => {
        const profile: ProfileAttributes = { email: email.toLowerCase(), properties: { watched_items: watched } };
        await enqueue(context.db, { kind: 'profile', cartId: null, profile, payload: profile });
        await enqueue(context.db, {
          kind: 'event',
          cartId: null,
          profile,
          payload: {
            metric: change.metric,
            unique_id: `${profile.email}-${change.sku}-${change.metric}-${Date.now()}`,
            time: new Date().toISOString(),
            value: 0,
            value_currency: store.store.priceFormat.currencyCode,
            properties: { SKU: change.sku, StoreCode: store.store.storeCode, WatchedItems: watched },
          },
        });
      });
    },
  };
}

export type WatchMetric = 'Subscribed to Back in Stock' | 'Unsubscribed from Back in Stock';

export type MarketingRecording = NonNullable<ReturnType<typeof recordingFor>>;
