import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/delivery/index.js';
import { bearer, engines, suiteApi, envelopeCall } from './harness.js';
import { adminDb, moveOrder, shopToday, auditRows, suiteStaff } from './admin-harness.js';
import {
  cardPayment,
  crabsAndCorn,
  cardSandbox,
  mailsTo,
  placeOrder,
  signedUpCustomer,
  uploadClaimPhoto,
  type CardSandbox,
} from './fixtures.js';

/**
 * Freshness guarantee claims (issue 25): a customer reports a problem with lines of a delivered order within
 * FRESHNESS_CLAIM_DAYS of its delivery date, with a photo that is re-encoded without its metadata and never served
 * as /media; staff approve it to store credit or to a refund through the card gateway, or decline it; the
 * customer is e-mailed either way.
 */
type Envelope = { code: number; result: unknown; reason?: string; errors?: Array<{ field: string }> };
interface OrderClaims {
  can_claim: boolean;
  refusal: { reason: string; message: string } | null;
  delivered_on: string | null;
  window_ends_on: string | null;
  lines: Array<{ item_id: number; sku: string; name: string; qty: number; claimable_qty: number; paid_cents: number }>;
  claims: Array<{ id: number; status: string; resolution: string | null; amount_cents: number | null; decline_reason: string | null }>;
}
interface Claim {
  id: number;
  status: string;
  claimed_cents: number;
  lines: Array<{ item_id: number; qty: number; paid_cents: number }>;
}
interface AdminClaim extends Claim {
  order_id: number;
  resolution: string | null;
  amount_cents: number | null;
  refund_id: number | null;
  photo: { type: string; url: string } | null;
  refundable_cents: number;
  store_credit_balance_cents: number;
}

/** A small JPEG with EXIF (an author and a place) that the shop must not keep. */
const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .withExif({ IFD0: { Artist: 'Jane Doe', Copyright: 'Taken at 39.2904 N, 76.6122 W' } })
    .jpeg()
    .toBuffer();

describe.each(engines)('freshness claims on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'packer']);
  let jane: { id: number; email: string; token: string };
  let joe: { id: number; email: string; token: string };
  let cardGateway: CardSandbox;
  let photo: Buffer;

  const call = envelopeCall<Envelope>(api);
  const claimsOf = async (orderId: number, token = jane.token) =>
    (await call('GET', `/api/user/orders/${orderId}/claims`, undefined, bearer(token))).result as OrderClaims;
  const upload = (bytes: Buffer | string, type = 'image/jpeg', token = jane.token) => uploadClaimPhoto(api, token, bytes, type);
  const uploaded = async (token = jane.token) => {
    const answer = await upload(photo, 'image/jpeg', token);
    expect(answer.status).toBe(200);
    return (answer.body.result as { photo: string }).photo;
  };
  const fileClaim = async (orderId: number, body: Record<string, unknown>, token = jane.token) =>
    call(
      'POST',
      `/api/user/orders/${orderId}/claims`,
      { reason: 'dead_or_spoiled', description: 'Two crabs smelled off.', ...body },
      bearer(token),
    );
  /** The decision e-mail goes out after the answer: wait for it. */
  const mailWith = async (subject: string) => {
    for (let i = 0; i < 50; i++) {
      const found = mailsTo(api, jane.email).find((m) => m.subject.includes(subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no e-mail "${subject}"`);
  };
  const adminClaim = async (id: number) =>
    (await call('GET', `/api/admin/claims/${id}`, undefined, staff.manager.headers)).result as AdminClaim;

  /** An order of Jane's, paid on delivery unless a card is asked for, moved to `status` with its delivery date `daysFromToday` away. */
  const order = async ({ status = 'shipped', daysFromToday = 0, card = false, qty = 2 } = {}) => {
    const placed = await placeOrder(api, {
      token: jane.token,
      email: jane.email,
      lines: crabsAndCorn(qty),
      ...(card ? await cardPayment(cardGateway) : {}),
    });
    await moveOrder(api, placed.orderId, { status, daysFromToday });
    const claims = await claimsOf(placed.orderId);
    const line = (sku: string) => claims.lines.find((candidate) => candidate.sku === sku);
    const crab = line('CRAB-DZ');
    const corn = line('SIDE-CORN');
    if (!crab || !corn) throw new Error('lines missing');
    return { id: placed.orderId, number: placed.orderNumber, claims, crab, corn };
  };

  beforeAll(async () => {
    const { db } = await adminDb(api);
    await db.updateTable('stock_items').set({ qty: 1000, is_in_stock: 1 }).where('product_id', 'in', [101, 106]).execute();
    cardGateway = await cardSandbox(api);
    jane = await signedUpCustomer(api, `jane.claims.${engine.name}@example.com`);
    joe = await signedUpCustomer(api, `joe.claims.${engine.name}@example.com`, { firstname: 'Joe' });
    photo = await photoWithExif();
  });

  it('takes a claim within the window with a photo, stored re-encoded without EXIF and never served as /media', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { id, number, crab, claims } = await order();
    expect(claims).toMatchObject({ can_claim: true, refusal: null, delivered_on: shopToday(), window_ends_on: addDays(shopToday(), 2) });
    expect(crab).toMatchObject({ qty: 2, claimable_qty: 2 });

    const name = await uploaded();
    const filed = await fileClaim(id, { lines: [{ item_id: crab.item_id, qty: 1 }], photo: name });
    expect(filed.code).toBe(200);
    const claim = filed.result as Claim;
    expect(claim).toMatchObject({ status: 'open', claimed_cents: Math.round(crab.paid_cents / 2) });
    expect(claim.lines).toEqual([expect.objectContaining({ item_id: crab.item_id, qty: 1, paid_cents: Math.round(crab.paid_cents / 2) })]);

    // The shop is e-mailed the new claim beside the answer: the order, the line, the reason and the claim's back office page.
    await expect
      .poll(() => mailsTo(api, api.config.shopEmail).some((mail) => mail.subject === `Freshness claim ${claim.id} on order #${number}`))
      .toBe(true);
    const notice = mailsTo(api, api.config.shopEmail).find((mail) => mail.subject === `Freshness claim ${claim.id} on order #${number}`)!;
    expect(notice.text).toContain(`filed freshness claim ${claim.id} on order #${number} (main).`);
    expect(notice.text).toContain(`Reason: Dead or spoiled\nClaimed: 1 x ${crab.name} (CRAB-DZ)`);
    expect(notice.text).toContain(`${api.config.publicUrl}/admin/claims/${claim.id}`);

    // On disk under DATA_DIR/media/claims/<claim id>/, re-encoded as lossy WebP: the EXIF is gone.
    expect(name).toMatch(/\.webp$/);
    const stored = path.join(api.config.dataDir, 'media', 'claims', String(claim.id), name);
    const metadata = await sharp(fs.readFileSync(stored)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(fs.readFileSync(stored).includes(Buffer.from('Jane Doe'))).toBe(false);

    // Not under /media, whatever the address.
    for (const url of [
      `/media/claims/${claim.id}/${name}`,
      `/media/150/150/resize/claims/${claim.id}/${name}`,
      `/media/product/../claims/${claim.id}/${name}`,
      `/media/%63laims/${claim.id}/${name}`,
    ]) {
      expect((await fetch(`${api.baseUrl}${url}`)).status, url).toBe(404);
    }
    // Only its customer and staff (owners, managers) see it.
    const own = await fetch(`${api.baseUrl}/api/user/claims/${claim.id}/photo`, { headers: bearer(jane.token) });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${api.baseUrl}/api/user/claims/${claim.id}/photo`, { headers: bearer(joe.token) })).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/user/claims/${claim.id}/photo`)).status).toBe(401);
    expect((await fetch(`${api.baseUrl}/api/admin/claims/${claim.id}/photo`, { headers: staff.manager.headers })).status).toBe(200);
    expect((await fetch(`${api.baseUrl}/api/admin/claims/${claim.id}/photo`, { headers: staff.packer.headers })).status).toBe(403);
    // Another customer cannot see the order's claims either.
    expect((await call('GET', `/api/user/orders/${id}/claims`, undefined, bearer(joe.token))).code).toBe(404);

    // One open claim per line: the crabs again are refused, the corn is still free.
    const again = await fileClaim(id, { lines: [{ item_id: crab.item_id, qty: 1 }], photo: await uploaded() });
    expect(again).toMatchObject({ code: 409, reason: 'claim.line_claimed' });
    const after = await claimsOf(id);
    expect(after.lines.find((line) => line.item_id === crab.item_id)?.claimable_qty).toBe(0);
    expect(after.claims).toMatchObject([{ id: claim.id, status: 'open' }]);

    const detail = await adminClaim(claim.id);
    expect(detail).toMatchObject({ status: 'open', photo: { type: 'image/webp', url: `/api/admin/claims/${claim.id}/photo` } });
    const list = (await call('GET', '/api/admin/claims?status=open', undefined, staff.manager.headers)).result as {
      items: Array<{ id: number }>;
    };
    expect(list.items.map((item) => item.id)).toContain(claim.id);
    expect((await call('GET', '/api/admin/claims', undefined, staff.packer.headers)).code).toBe(403);
  });

  it('takes one of two claims filed at the same moment for the same line', async () => {
    const { id, corn } = await order();
    const [first, second] = await Promise.all([uploaded(), uploaded()]);
    const answers = await Promise.all(
      [first, second].map((photoName) => fileClaim(id, { lines: [{ item_id: corn.item_id, qty: 1 }], photo: photoName })),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.code === 409)?.reason).toBe('claim.line_claimed');
    expect((await claimsOf(id)).claims).toHaveLength(1);
  });

  it('refuses a claim before delivery and after the window, with reason codes', async () => {
    const name = await uploaded();
    const processing = await order({ status: 'processing' });
    expect(processing.claims).toMatchObject({ can_claim: false, refusal: { reason: 'claim.not_delivered' } });
    expect(await fileClaim(processing.id, { lines: [{ item_id: processing.crab.item_id, qty: 1 }], photo: name })).toMatchObject({
      code: 409,
      reason: 'claim.not_delivered',
    });

    const onItsWay = await order({ status: 'shipped', daysFromToday: 1 });
    expect(onItsWay.claims.refusal?.reason).toBe('claim.not_delivered');
    expect(await fileClaim(onItsWay.id, { lines: [{ item_id: onItsWay.crab.item_id, qty: 1 }], photo: name })).toMatchObject({
      code: 409,
      reason: 'claim.not_delivered',
    });

    // Two days after delivery is the last day; the third is too late.
    const lastDay = await order({ status: 'complete', daysFromToday: -2 });
    expect(lastDay.claims).toMatchObject({ can_claim: true, window_ends_on: shopToday() });
    const tooLate = await order({ status: 'complete', daysFromToday: -3 });
    expect(tooLate.claims).toMatchObject({ can_claim: false, refusal: { reason: 'claim.window_over' } });
    expect(await fileClaim(tooLate.id, { lines: [{ item_id: tooLate.crab.item_id, qty: 1 }], photo: name })).toMatchObject({
      code: 409,
      reason: 'claim.window_over',
    });

    // Marked complete by staff: delivered, even before the date it was due.
    const early = await order({ status: 'complete', daysFromToday: 1 });
    expect(early.claims.can_claim).toBe(true);
    expect(await fileClaim(early.id, { lines: [{ item_id: early.crab.item_id, qty: 3 }], photo: name })).toMatchObject({
      code: 400,
      reason: 'claim.line_invalid',
    });
    expect(await fileClaim(early.id, { lines: [{ item_id: 999_999, qty: 1 }], photo: name })).toMatchObject({
      code: 400,
      reason: 'claim.line_invalid',
    });
    expect((await fileClaim(early.id, { lines: [{ item_id: early.crab.item_id, qty: 1 }], photo: name }, joe.token)).code).toBe(404);
    // No claim was made by any of these: the upload is still there for the next try.
    expect((await fileClaim(early.id, { lines: [{ item_id: early.crab.item_id, qty: 2 }], photo: name })).code).toBe(200);
  });

  it('refuses photos that are too large, not images or damaged, and claims without an upload of their own', async () => {
    const big = await upload(Buffer.alloc(8 * 1024 * 1024 + 1, 0xff));
    expect(big).toMatchObject({ status: 413, body: { reason: 'claim.photo_too_large' } });
    // Sent without Content-Length (chunked): refused once the limit is passed, with the same reason.
    const chunked = await fetch(`${api.baseUrl}/api/user/claim-photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', ...bearer(jane.token) },
      body: new Blob([Buffer.alloc(8 * 1024 * 1024 + 1, 0xff)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as Envelope).reason).toBe('claim.photo_too_large');
    expect(await upload('not a picture at all', 'image/jpeg')).toMatchObject({ status: 415, body: { reason: 'claim.photo_format' } });
    expect(await upload('GIF89a', 'image/gif')).toMatchObject({ status: 415, body: { reason: 'claim.photo_format' } });
    expect(await upload(photo.subarray(0, 200))).toMatchObject({ status: 400, body: { reason: 'claim.photo_unreadable' } });
    expect((await upload(photo, 'image/jpeg', '')).status).toBe(401);

    const { id, crab } = await order();
    const line = { lines: [{ item_id: crab.item_id, qty: 1 }] };
    expect(await fileClaim(id, { ...line, photo: `${'0'.repeat(32)}.jpg` })).toMatchObject({ code: 400, reason: 'claim.photo_missing' });
    // Joe's upload is not Jane's to name (Joe has a delivered order of his own, so he may upload).
    const joes = await placeOrder(api, { token: joe.token, email: joe.email, lines: [{ sku: 'SIDE-CORN', qty: 1 }] });
    await moveOrder(api, joes.orderId);
    expect(await fileClaim(id, { ...line, photo: await uploaded(joe.token) })).toMatchObject({ code: 400, reason: 'claim.photo_missing' });
    expect(await fileClaim(id, { ...line, photo: '../../x.jpg' })).toMatchObject({ code: 400, reason: 'validation.failed' });
  });

  it('approves a claim to store credit: the balance moves, the customer is mailed, the decision is audited once', async () => {
    const { id, number, crab } = await order();
    const claim = (await fileClaim(id, { lines: [{ item_id: crab.item_id, qty: 2 }], photo: await uploaded(), reason: 'arrived_warm' }))
      .result as Claim;
    expect(claim.claimed_cents).toBe(crab.paid_cents);
    const balance = async () =>
      ((await call('GET', '/api/ext/store-credit/details', undefined, bearer(jane.token))).result as { balance_cents: number })
        .balance_cents;
    const before = await balance();

    const approve = (body: Record<string, unknown>, who = staff.manager) =>
      call('POST', `/api/admin/claims/${claim.id}/approve`, body, who.headers);
    expect(await approve({ to: 'store_credit', amount_cents: claim.claimed_cents + 1 })).toMatchObject({
      code: 400,
      reason: 'claim.amount_too_high',
    });
    expect((await approve({ to: 'store_credit', amount_cents: 500 }, staff.packer)).code).toBe(403);
    const approved = await approve({ to: 'store_credit', amount_cents: 1500, note: 'Photo shows warm ice packs' });
    expect(approved.code).toBe(200);
    expect(approved.result).toMatchObject({
      status: 'approved',
      resolution: 'store_credit',
      amount_cents: 1500,
      store_credit_balance_cents: before + 1500,
    });
    expect(await balance()).toBe(before + 1500);
    expect(await approve({ to: 'store_credit', amount_cents: 100 })).toMatchObject({ code: 409, reason: 'claim.decided' });
    expect(await call('POST', `/api/admin/claims/${claim.id}/decline`, { reason: 'x' }, staff.manager.headers)).toMatchObject({
      code: 409,
      reason: 'claim.decided',
    });

    expect((await mailWith(`claim for order ${number} is approved`)).text).toContain('$15.00 of store credit');
    const { db } = await adminDb(api);
    const audits = await auditRows(api, 'claim', claim.id);
    expect(audits.map((row) => row.action)).toEqual(['claim.approve']);
    const ledger = await db.selectFrom('store_credit_transactions').selectAll().where('order_id', '=', id).execute();
    expect(ledger).toMatchObject([{ amount_cents: 1500, staff_id: staff.manager.id }]);

    // The customer sees it approved; the crabs were claimed whole, so they cannot be claimed again.
    const after = await claimsOf(id);
    expect(after.claims).toMatchObject([{ id: claim.id, status: 'approved', resolution: 'store_credit', amount_cents: 1500 }]);
    expect(after.lines.find((line) => line.item_id === crab.item_id)?.claimable_qty).toBe(0);
  });

  it('approves a claim to a refund of the card through the gateway sandbox', async () => {
    const { id, number, crab, corn } = await order({ card: true });
    const claim = (
      await fileClaim(id, {
        lines: [
          { item_id: corn.item_id, qty: 1 },
          { item_id: crab.item_id, qty: 1 },
        ],
        photo: await uploaded(),
      })
    ).result as Claim;
    expect(claim.claimed_cents).toBe(corn.paid_cents + Math.round(crab.paid_cents / 2));
    const before = await adminClaim(claim.id);
    expect(before.refundable_cents).toBeGreaterThan(claim.claimed_cents);

    const approved = await call(
      'POST',
      `/api/admin/claims/${claim.id}/approve`,
      { to: 'refund', amount_cents: claim.claimed_cents },
      staff.manager.headers,
    );
    expect(approved.code).toBe(200);
    const result = approved.result as AdminClaim;
    expect(result).toMatchObject({ status: 'approved', resolution: 'refund', amount_cents: claim.claimed_cents });
    expect(result.refund_id).toEqual(expect.any(Number));
    expect(result.refundable_cents).toBe(before.refundable_cents - claim.claimed_cents);

    const adminOrder = (await call('GET', `/api/admin/orders/${id}`, undefined, staff.manager.headers)).result as {
      refunded_cents: number;
      refunds: Array<{ amount_cents: number; destination: string; reason: string }>;
      payments: Array<{ refunded_cents: number; gateway_reference: string }>;
    };
    expect(adminOrder.refunded_cents).toBe(claim.claimed_cents);
    expect(adminOrder.refunds).toMatchObject([
      { amount_cents: claim.claimed_cents, destination: 'original', reason: `freshness claim ${claim.id}` },
    ]);
    expect(adminOrder.payments[0].refunded_cents).toBe(claim.claimed_cents);
    const sandbox = (await (await fetch(`${cardGateway.origin}/sandbox/nmi/transactions`)).json()) as {
      transactions: Array<{ type: string; amount?: string }>;
    };
    expect(sandbox.transactions.some((t) => t.type === 'refund' && Number(t.amount) * 100 === claim.claimed_cents)).toBe(true);
    expect((await mailWith(`claim for order ${number} is approved`)).text).toContain('We refunded');

    // An order paid on delivery has no gateway payment to refund: store credit instead, and the claim stays open.
    const cash = await order();
    const cashClaim = (await fileClaim(cash.id, { lines: [{ item_id: cash.corn.item_id, qty: 1 }], photo: await uploaded() }))
      .result as Claim;
    expect(
      (await call('POST', `/api/admin/claims/${cashClaim.id}/approve`, { to: 'refund', amount_cents: 100 }, staff.manager.headers)).code,
    ).toBe(409);
    expect((await adminClaim(cashClaim.id)).status).toBe('open');
  });

  it('declines a claim with a reason the customer is mailed, and the line can be claimed again', async () => {
    const { id, number, corn } = await order();
    const claim = (await fileClaim(id, { lines: [{ item_id: corn.item_id, qty: 1 }], photo: await uploaded(), reason: 'other' }))
      .result as Claim;
    expect((await call('POST', `/api/admin/claims/${claim.id}/decline`, { reason: ' ' }, staff.manager.headers)).code).toBe(400);
    const declined = await call(
      'POST',
      `/api/admin/claims/${claim.id}/decline`,
      { reason: 'The photo shows a different order.' },
      staff.manager.headers,
    );
    expect(declined.result).toMatchObject({ status: 'declined', decline_reason: 'The photo shows a different order.' });
    expect((await mailWith(`claim for order ${number}`)).text).toContain('The photo shows a different order.');
    const after = await claimsOf(id);
    expect(after.claims).toMatchObject([{ id: claim.id, status: 'declined', decline_reason: 'The photo shows a different order.' }]);
    expect(after.lines.find((line) => line.item_id === corn.item_id)?.claimable_qty).toBe(1);
    const audit = await auditRows(api, 'claim', claim.id);
    expect(audit.map((row) => row.action)).toEqual(['claim.decline']);
  });
});
