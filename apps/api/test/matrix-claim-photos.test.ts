import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_PHOTO_MAX_STORED_BYTES, CLAIM_PHOTO_MAX_STORED_SIDE } from '@shoreline/domain/forms/claims';
import { bearer, engines, suiteApi } from './harness.js';
import { adminDb, moveOrder } from './admin-harness.js';
import { crabsAndCorn, placeOrder, signedUpCustomer, uploadClaimPhoto } from './fixtures.js';

/**
 * Issue 33, item 6: claim photos are taken only from a customer with an order open for a claim, within a quota per
 * account (photos waiting for a claim, photos stored a day), and kept as lossy WebP of a bounded side and size,
 * whatever was sent (a full-size lossless PNG included).
 */

/** A lossless PNG of a few megabytes: noise that does not compress, 2400 x 1600 pixels. */
async function bigPng(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = randomBytes(width * height * 3).map((byte) => byte & 0xf0);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe.each(engines)('claim photos on $name', (engine) => {
  const api = suiteApi(engine, { claimPhotos: { pending: 2, perDay: 3 } });
  let photo: Buffer;

  const upload = (token: string, bytes: Buffer = photo, type = 'image/jpeg') => uploadClaimPhoto(api, token, bytes, type);
  /** A new customer with an order moved to `status`, delivered `daysFromToday` away. */
  const customerWithOrder = async (name: string, { status = 'shipped', daysFromToday = 0 } = {}) => {
    const customer = await signedUpCustomer(api, `${name}.photos.${engine.name}@example.com`);
    const placed = await placeOrder(api, {
      token: customer.token,
      email: customer.email,
      lines: crabsAndCorn(),
    });
    await moveOrder(api, placed.orderId, { status, daysFromToday });
    return { ...customer, orderId: placed.orderId };
  };

  beforeAll(async () => {
    const { db } = await adminDb(api);
    await db.updateTable('stock_items').set({ qty: 1000, is_in_stock: 1 }).where('product_id', 'in', [101, 106]).execute();
    photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 220, g: 80, b: 30 } } })
      .jpeg()
      .toBuffer();
  });

  it('refuses a photo from an account with no order open for a claim', async () => {
    const nobody = await signedUpCustomer(api, `nobody.photos.${engine.name}@example.com`);
    expect(await upload(nobody.token)).toMatchObject({ status: 403, body: { code: 403, reason: 'claim.photo_no_order' } });
    const notYet = await customerWithOrder('processing', { status: 'processing' });
    expect(await upload(notYet.token)).toMatchObject({ status: 403, body: { reason: 'claim.photo_no_order' } });
    const onItsWay = await customerWithOrder('onitsway', { daysFromToday: 1 });
    expect(await upload(onItsWay.token)).toMatchObject({ status: 403, body: { reason: 'claim.photo_no_order' } });
    const tooLate = await customerWithOrder('toolate', { status: 'complete', daysFromToday: -3 });
    expect(await upload(tooLate.token)).toMatchObject({ status: 403, body: { reason: 'claim.photo_no_order' } });
    // An order whose every unit was given back (a whole refund to store credit) leaves nothing to claim.
    const givenBack = await customerWithOrder('givenback');
    const { db } = await adminDb(api);
    const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', givenBack.orderId).execute();
    await db
      .insertInto('order_give_backs')
      .values(
        items.map((item) => ({
          order_id: givenBack.orderId,
          order_item_id: item.id,
          part: 'line',
          source: 'order_refund',
          destination: 'store_credit',
          qty: item.qty,
          amount_cents: item.row_total_incl_tax_cents - item.discount_cents,
          refund_id: null,
          claim_id: null,
          staff_id: null,
          note: 'test',
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    expect(await upload(givenBack.token)).toMatchObject({ status: 403, body: { reason: 'claim.photo_no_order' } });
    // Delivered today: taken.
    const delivered = await customerWithOrder('delivered');
    expect((await upload(delivered.token)).status).toBe(200);
  });

  it('keeps a full-size lossless PNG as lossy WebP of a bounded side and size', async () => {
    const customer = await customerWithOrder('png');
    const png = await bigPng();
    expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(png.length).toBeLessThan(8 * 1024 * 1024);
    const answer = await upload(customer.token, png, 'image/png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.result as { photo: string; width: number; height: number; bytes: number };
    expect(result.photo).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(Math.max(result.width, result.height)).toBeLessThanOrEqual(CLAIM_PHOTO_MAX_STORED_SIDE);
    expect(result.bytes).toBeLessThanOrEqual(CLAIM_PHOTO_MAX_STORED_BYTES);
    const stored = fs.readFileSync(path.join(api.config.dataDir, 'media', 'claims', 'pending', String(customer.id), result.photo));
    expect(stored.length).toBe(result.bytes);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: result.width, height: result.height });
  });

  it('holds an account to its quota: photos waiting for a claim, then photos stored in a day', async () => {
    const customer = await customerWithOrder('quota');
    const first = await upload(customer.token);
    const second = await upload(customer.token);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Two wait for a claim: the limit (CLAIM_PHOTOS_PENDING=2 here).
    expect(await upload(customer.token)).toMatchObject({ status: 409, body: { code: 409, reason: 'claim.photo_quota' } });

    const items = (
      (await api.request('GET', `/api/user/orders/${customer.orderId}/claims`, undefined, bearer(customer.token))).body.result as {
        lines: Array<{ item_id: number }>;
      }
    ).lines;
    const claimed = await api.request(
      'POST',
      `/api/user/orders/${customer.orderId}/claims`,
      {
        reason: 'arrived_warm',
        description: 'Warm.',
        lines: [{ item_id: items[0]?.item_id, qty: 1 }],
        photo: (first.body.result as { photo: string }).photo,
      },
      bearer(customer.token),
    );
    expect(claimed.body.code).toBe(200);
    // One waits, one is claimed: a third photo today is taken, a fourth is over CLAIM_PHOTOS_PER_DAY=3.
    expect((await upload(customer.token)).status).toBe(200);
    expect(await upload(customer.token)).toMatchObject({ status: 409, body: { reason: 'claim.photo_quota' } });
  });
});
