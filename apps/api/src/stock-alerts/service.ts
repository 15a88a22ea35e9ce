import type { FastifyBaseLogger } from 'fastify';
import { productPath, type StoreView } from '@shoreline/domain';
import type { ApiContext } from '../context.js';
import { storePagesUrlOf } from '../config.js';
import { Conflict, InvalidInput, NotFound } from '../errors.js';
import { startNewsletterSignUp } from '../newsletter/index.js';
import { backInStockMail, watchStartedMail, type ProductMail } from './mails.js';
import { productPictures } from '../mail/index.js';
import {
  claimWatch,
  dueWatches,
  findWatchedProduct,
  insertWatch,
  releaseWatch,
  unsubscribeWatches,
  watchedItemsOf,
  type DueWatch,
} from './storage.js';
import type { WatchMetric } from '../marketing/index.js';
import { signWatchToken, verifyWatchToken } from './tokens.js';
import { startLoop, type BackgroundLoop } from '../background-loop.js';

export const PRODUCT_NOT_FOUND = 'This product is not sold in this store.';
export const ALREADY_IN_STOCK = 'This product is in stock: you can order it now.';
export const INVALID_UNSUBSCRIBE_LINK = 'This link is not valid. Use the link of the most recent back-in-stock e-mail.';

const BATCH = 50;

export interface WatchRequest {
  email: string;
  sku: string;
  subscribeToNewsletter: boolean;
}

/** The product page a watched sku is sold on: its own, or its configurable parent's with the variant chosen. */
async function productUrlOf(context: ApiContext, store: StoreView, sku: string): Promise<{ name: string; url: string } | null> {
  const product = await findWatchedProduct(context.db, sku);
  if (!product) return null;
  const parent = product.parentId === null ? null : await parentOf(context, product.parentId);
  const page = parent ?? { sku: product.sku, urlKey: await urlKeyOf(context, product.id) };
  const path = productPath(page.sku, page.urlKey, parent ? product.sku : null);
  return { name: product.name, url: storePagesUrlOf(context.config, store) + path };
}

/** A watched product as its mails show it: the store, the product's name, page and picture. */
function productMailOf(context: ApiContext, store: StoreView, sku: string, page: { name: string; url: string }): ProductMail {
  const catalog = context.readModel.current().byStore.get(store.storeCode);
  return {
    store,
    // The view's own name for it where its catalog has one (a variant is named as stored).
    productName: catalog?.productsBySku.get(sku)?.name ?? page.name,
    productUrl: page.url,
    imageUrl: catalog ? productPictures(context.config, catalog)(sku) : null,
  };
}

async function parentOf(context: ApiContext, id: number): Promise<{ sku: string; urlKey: string } | null> {
  const row = await context.db.selectFrom('products').select(['sku', 'url_key']).where('id', '=', id).executeTakeFirst();
  return row ? { sku: row.sku, urlKey: row.url_key } : null;
}

async function urlKeyOf(context: ApiContext, id: number): Promise<string> {
  return (await context.db.selectFrom('products').select('url_key').where('id', '=', id).executeTakeFirstOrThrow()).url_key;
}

/** The store must sell the product (or the variant's parent). */
function soldIn(context: ApiContext, storeCode: string, sku: string, parentSku: string | null): boolean {
  const catalog = context.readModel.current().byStore.get(storeCode);
  return Boolean(catalog?.productsBySku.has(parentSku ?? sku));
}

/** Starts a watch for a sku that is out of stock now (asking twice keeps one watch). */
export async function watchForStock(context: ApiContext, store: StoreView, request: WatchRequest, log: FastifyBaseLogger): Promise<void> {
  const product = await findWatchedProduct(context.db, request.sku);
  const parent = product?.parentId ? await parentOf(context, product.parentId) : null;
  if (!product || !soldIn(context, store.storeCode, product.sku, parent?.sku ?? null)) throw new NotFound(PRODUCT_NOT_FOUND);
  if (product.inStock) throw new Conflict(ALREADY_IN_STOCK);
  const started = await insertWatch(context.db, {
    email: request.email,
    storeCode: store.storeCode,
    sku: product.sku,
    productId: product.id,
  });
  if (started) {
    await sendWatchStarted(context, store, request.email, product.sku).catch((error: unknown) =>
      log.error({ err: error }, 'back-in-stock confirmation e-mail failed'),
    );
    await tellMarketing(context, store.storeCode, request.email, { metric: 'Subscribed to Back in Stock', sku: product.sku });
  }
  if (request.subscribeToNewsletter) await startNewsletterSignUp(context, store, request.email, log);
}

async function sendWatchStarted(context: ApiContext, store: StoreView, email: string, sku: string) {
  const page = await productUrlOf(context, store, sku);
  if (!page) return;
  const token = await signWatchToken(context.secret, { email, storeCode: store.storeCode, sku });
  const unsubscribeUrl = `${storePagesUrlOf(context.config, store)}/back-in-stock/unsubscribe?token=${encodeURIComponent(token)}`;
  await context.mailer.send(watchStartedMail(context.config, email, { ...productMailOf(context, store, sku, page), unsubscribeUrl }));
}

/** Ends the watch an e-mailed link names. */
export async function stopWatching(context: ApiContext, token: string): Promise<{ email: string; sku: string }> {
  const watch = await verifyWatchToken(context.secret, token);
  if (!watch) throw new InvalidInput(INVALID_UNSUBSCRIBE_LINK);
  const stopped = await unsubscribeWatches(context.db, watch.email, watch.storeCode, watch.sku);
  if (stopped > 0)
    await tellMarketing(context, watch.storeCode, watch.email, { metric: 'Unsubscribed from Back in Stock', sku: watch.sku });
  return { email: watch.email, sku: watch.sku };
}

/** The marketing profile lists the address's open watches; starting or stopping one is an event too. */
async function tellMarketing(context: ApiContext, storeCode: string, email: string, change: { metric: WatchMetric; sku: string }) {
  const store = context.readModel.current().byStore.get(storeCode);
  if (!context.marketing || !store) return;
  await context.marketing.watchesChanged(store, email, change, await watchedItemsOf(context.db, email, storeCode));
}

async function notify(context: ApiContext, watch: DueWatch): Promise<void> {
  const store = context.readModel.current().byStore.get(watch.store_code)?.store;
  const page = store ? await productUrlOf(context, store, watch.sku) : null;
  if (!page || !store) return;
  await context.mailer.send(backInStockMail(context.config, watch.email, productMailOf(context, store, watch.sku, page)));
}

/**
 * One round: every open watch whose sku can be bought again is claimed (one process wins it) and
 * e-mailed once. Reading stock from the database catches every way stock returns: a back-office
 * edit, an import, a cancelled order's restock. An e-mail that fails gives the watch back.
 */
export async function sendDueStockAlerts(context: ApiContext, log: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  for (const watch of await dueWatches(context.db, BATCH)) {
    const at = new Date().toISOString();
    if (!(await claimWatch(context.db, watch.id, at))) continue;
    try {
      await notify(context, watch);
      sent += 1;
    } catch (error) {
      await releaseWatch(context.db, watch.id, at);
      log.warn({ err: error, watch: watch.id }, 'back-in-stock e-mail failed; will try again');
    }
  }
  return sent;
}

export function startStockAlerts(context: ApiContext, log: FastifyBaseLogger, intervalMs: number): BackgroundLoop {
  return startLoop(
    intervalMs,
    () => sendDueStockAlerts(context, log),
    (error) => log.warn({ err: error }, 'back-in-stock round failed'),
  );
}
