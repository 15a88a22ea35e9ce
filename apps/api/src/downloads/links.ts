import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { publicUrlOf } from '../config.js';
import { isUniqueViolation } from '../db/index.js';
import { downloadPath } from './signed-url.js';
import { downloadsMail } from './mail.js';
import { isAccountOwnersAddress, orderMailStore } from '../order/index.js';

export type DownloadLinkRow = Selectable<Database['download_links']>;

/** Each file may be downloaded this many times, within this many days of the payment. */
export const MAX_DOWNLOADS = 5;
export const LINK_DAYS = 30;
const BATCH = 50;

export interface DownloadView {
  title: string;
  url: string;
  downloads_left: number;
  expires_at: string;
}

export function toView(secret: string, link: DownloadLinkRow, origin = ''): DownloadView {
  return {
    title: link.title,
    url: origin + downloadPath(secret, link.id, link.expires_at),
    downloads_left: Math.max(0, link.max_downloads - link.downloads_used),
    expires_at: link.expires_at,
  };
}

/**
 * A link lives as long as what paid for it: its order's payment is captured (not refunded in whole, voided or
 * still pending), the order is not canceled, and its line has not been refunded unit for unit. Checked on every
 * download, so links already e-mailed stop working the moment the order loses its payment.
 */
function paidFor(eb: ExpressionBuilder<Database, 'download_links'>) {
  return eb.and([
    eb.exists(
      eb
        .selectFrom('orders')
        .select('orders.id')
        .whereRef('orders.id', '=', 'download_links.order_id')
        .where('orders.payment_state', '=', 'captured')
        .where('orders.status', '!=', 'canceled'),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('order_items')
          .innerJoin('order_refund_lines', 'order_refund_lines.order_item_id', 'order_items.id')
          .select('order_items.id')
          .whereRef('order_items.id', '=', 'download_links.order_item_id')
          .groupBy(['order_items.id', 'order_items.qty'])
          .having((inner) => inner(inner.fn.sum('order_refund_lines.qty'), '>=', inner.ref('order_items.qty'))),
      ),
    ),
  ]);
}

/** The order's links that still work (none once the order was canceled or refunded). */
export async function linksOfOrder(db: Kysely<Database>, orderId: number): Promise<DownloadLinkRow[]> {
  return db.selectFrom('download_links').selectAll().where('order_id', '=', orderId).where(paidFor).orderBy('id').execute();
}

/** Whether the link exists and its order still pays for it (a download is then refused only when used up or expired). */
export async function isPaidFor(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('download_links').select('id').where('id', '=', id).where(paidFor).executeTakeFirst()) !== undefined;
}

/** The files a product delivers, from its stored type data (the catalog documents leave the paths out). */
async function filesOf(db: Kysely<Database>, productId: number): Promise<Array<{ title: string; file: string }>> {
  const row = await db.selectFrom('products').select('type_data').where('id', '=', productId).executeTakeFirst();
  const data = row ? (JSON.parse(row.type_data || '{}') as { downloadable_links?: Array<{ title: string; file: string }> }) : {};
  return data.downloadable_links ?? [];
}

/** Captured orders' downloadable lines that have no links yet. */
async function dueLines(db: Kysely<Database>) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .leftJoin('download_links', 'download_links.order_item_id', 'order_items.id')
    .select(['order_items.id as itemId', 'order_items.order_id as orderId', 'order_items.product_id as productId'])
    .where('order_items.product_type', '=', 'downloadable')
    .where('orders.payment_state', '=', 'captured')
    .where('orders.status', '!=', 'canceled')
    .where('download_links.id', 'is', null)
    .orderBy('order_items.id')
    .limit(BATCH)
    .execute();
}

async function createLinks(db: Kysely<Database>, line: { itemId: number; orderId: number; productId: number }): Promise<void> {
  const now = new Date();
  const expires = new Date(now.getTime() + LINK_DAYS * 86_400_000).toISOString();
  for (const file of await filesOf(db, line.productId)) {
    try {
      await db
        .insertInto('download_links')
        .values({
          order_id: line.orderId,
          order_item_id: line.itemId,
          title: file.title.slice(0, 200),
          file: file.file.slice(0, 500),
          max_downloads: MAX_DOWNLOADS,
          expires_at: expires,
          mailed_at: null,
          created_at: now.toISOString(),
        })
        .execute();
    } catch (error) {
      // Another process made this link first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** Links not yet e-mailed, one mail per order: claimed first so only one process sends it. */
async function mailLinks(context: ApiContext, log: FastifyBaseLogger): Promise<void> {
  const pending = await context.db
    .selectFrom('download_links')
    .select('order_id')
    .distinct()
    .where('mailed_at', 'is', null)
    .where(paidFor)
    .limit(BATCH)
    .execute();
  for (const { order_id: orderId } of pending) {
    const stamp = new Date().toISOString();
    const claimed = await context.db
      .updateTable('download_links')
      .set({ mailed_at: stamp })
      .where('order_id', '=', orderId)
      .where('mailed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      const order = await context.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      const links = await linksOfOrder(context.db, orderId);
      const origin = publicUrlOf(context.config, order.store_code);
      const mail = downloadsMail(await orderMailStore(context, order), {
        orderNumber: order.increment_id,
        files: links.map((link) => ({ title: link.title, url: `${origin}${downloadPath(context.secret, link.id, link.expires_at)}` })),
        maxDownloads: MAX_DOWNLOADS,
        days: LINK_DAYS,
        toAccountOwner: await isAccountOwnersAddress(context, order),
      });
      await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
    } catch (error) {
      await context.db
        .updateTable('download_links')
        .set({ mailed_at: null })
        .where('order_id', '=', orderId)
        .where('mailed_at', '=', stamp)
        .execute();
      log.warn({ err: error, order: orderId }, 'download e-mail failed; will try again');
    }
  }
}

/** One round: links for newly paid downloadable lines, then their e-mails. */
export async function issueDownloadLinks(context: ApiContext, log: FastifyBaseLogger): Promise<void> {
  for (const line of await dueLines(context.db)) await createLinks(context.db, line);
  await mailLinks(context, log);
}

/** Takes one download of the link if any is left, it has not expired and its order still pays for it (one conditional update). */
export async function takeDownload(db: Kysely<Database>, id: number, now = new Date()): Promise<DownloadLinkRow | null> {
  const taken = await db
    .updateTable('download_links')
    .set((eb) => ({ downloads_used: eb('downloads_used', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb('downloads_used', '<', eb.ref('max_downloads')))
    .where('expires_at', '>', now.toISOString())
    .where(paidFor)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  return (await db.selectFrom('download_links').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}
