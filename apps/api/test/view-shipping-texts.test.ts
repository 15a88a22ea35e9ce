import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, suiteApi } from './harness.js';
import { adminDb, storedOrder } from './admin-harness.js';
import { mailsTo, orderCart, placeOrder, signedUpCustomer, testAddress, type OutboxMail } from './fixtures.js';

/**
 * The German and Italian store views write what shipping adds and refuses as their shopper reads it: surcharge
 * amounts in the view's price format, surcharges, perishable refusals and a paused date in the view's language
 * (a hold's reason as staff typed it). The order keeps its English record.
 */
const SHOP_SEED = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'seed', 'catalog.ndjson');

type Envelope = { code: number; result: unknown; reason?: string };
interface Method {
  method_code: string;
  available: boolean;
  error_message: string;
  extension_attributes: {
    delivery_dates: Array<{ date: string; status: string; pause_reason?: string }>;
    surcharges?: Array<{ code: string; title: string; amount: number }>;
  };
}

const HAWAII = { country_id: 'US', region_code: 'HI', postcode: '96813' };
/** Two lb of crab meat (one box, dry ice to Hawaii) with a Hawaii surcharge of $39.99 and $4.99 per dry-ice box. */
const MEAT = [{ sku: 'CRAB-MEAT-LUMP', qty: 2 }];
const isWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 6;

describe.each(engines)('shipping texts in the store views on $name', (engine) => {
  const shipping = loadConfig({ REMOTE_STATES_SURCHARGE: 'HI:39.99', COLD_PACK: 'gel:0,dryice:4.99' }).shipping;
  const api = suiteApi(engine, { seedFile: SHOP_SEED, storeViews: ['de', 'it'], shipping });
  const call = async (store: string, method: string, url: string, body?: unknown) =>
    (await api.request(method, url, body, { 'x-vs-store-code': store })).body as Envelope;
  const cartIn = async (store: string, lines: Array<{ sku: string; qty: number }>) => {
    const cartId = (await call(store, 'POST', '/api/cart/create')).result as string;
    for (const cartItem of lines) expect((await call(store, 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem })).code).toBe(200);
    return cartId;
  };
  const overnight = async (store: string, cartId: string, address: Record<string, string>) =>
    ((await call(store, 'POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address })).result as Method[]).find(
      (method) => method.method_code === 'overnight',
    )!;

  it('names the surcharges in German and writes their amounts as German writes dollars; the order keeps English', async () => {
    const cartId = await cartIn('de', MEAT);
    const method = await overnight('de', cartId, HAWAII);
    expect(method.available).toBe(true);
    expect(method.extension_attributes.surcharges).toEqual([
      { code: 'remote', title: 'Lieferung nach Hawaii', amount: 39.99 },
      { code: 'dry_ice', title: 'Trockeneis, 1 Karton', amount: 4.99, boxes: 1 },
    ]);
    const date = method.extension_attributes.delivery_dates.find((d) => d.status === 'open' && isWeekday(d.date))!.date;
    const email = `view-texts-${engine.name}@example.com`;
    const address = { ...testAddress(email), region_code: 'HI', region: 'Hawaii', postcode: '96813' };
    const chosen = await call('de', 'POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address, extension_attributes: { delivery_date: date } },
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    expect(chosen.code, JSON.stringify(chosen.result)).toBe(200);
    const totals = (chosen.result as { totals: { grand_total: number; total_segments: Array<{ code: string; title: string }> } }).totals;
    const german = 'Lieferung über Nacht + Lieferung nach Hawaii 39,99\u00a0$ + Trockeneis, 1 Karton 4,99\u00a0$';
    expect(totals.total_segments.find((s) => s.code === 'shipping')?.title).toBe(`Shipping & Handling (${german})`);

    const placed = await orderCart(api, cartId, {
      headers: { 'x-vs-store-code': 'de' },
      email,
      address,
      products: MEAT,
      deliveryDate: date,
      extra: { grand_total: totals.grand_total },
    });
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const row = await storedOrder(api, (placed.result as { orderNumber: string }).orderNumber);
    expect(row.shipping_description).toBe('Shoreline - Overnight delivery');
    expect(row.priced_order).toContain('"method":"Overnight delivery + Hawaii delivery $39.99 + Dry ice, 1 box $4.99"');

    // The confirmation mail and the thank-you page write it as the view does; the main store reads the record.
    await expect.poll(() => mailsTo(api, email).length, { timeout: 5000 }).toBe(1);
    const [mail] = mailsTo(api, email) as OutboxMail[];
    expect(mail.text).toContain(`Versand & Verpackung (${german}): `);
    const receipt = (placed.result as { receipt: Record<string, string | number> }).receipt;
    const query = new URLSearchParams(Object.entries(receipt).map(([key, value]) => [key, String(value)])).toString();
    const shippingIn = async (store: string) =>
      (
        (await call(store, 'GET', `/api/order/receipt?${query}`)).result as {
          priced_order: { segments: Array<{ code: string; shipping?: { method: string } }> };
        }
      ).priced_order.segments.find((segment) => segment.code === 'shipping')?.shipping?.method;
    expect(await shippingIn('de')).toBe(german);
    expect(await shippingIn('it')).toBe('Consegna in 24 ore + Consegna in Hawaii 39,99\u00a0USD + Ghiaccio secco, 1 scatola 4,99\u00a0USD');
    expect(await shippingIn('main')).toBe('Overnight delivery + Hawaii delivery $39.99 + Dry ice, 1 box $4.99');
  });

  it("writes the account's order in the view it is read in: method, surcharges and amounts", async () => {
    const customer = await signedUpCustomer(api, `view-account-${engine.name}@example.com`);
    const address = { ...testAddress(customer.email), region_code: 'HI', region: 'Hawaii', postcode: '96813' };
    const { orderId } = await placeOrder(api, { headers: { 'x-vs-store-code': 'it' }, token: customer.token, address, products: MEAT });
    const historyIn = async (store: string) => {
      const answer = await api.request('GET', '/api/user/order-history', undefined, {
        'x-vs-store-code': store,
        authorization: `Bearer ${customer.token}`,
      });
      type Order = {
        entity_id: number;
        shipping_description: string;
        extension_attributes: { priced_order: { segments: Array<{ code: string; shipping?: { method: string } }> } };
      };
      const order = (answer.body.result as { items: Order[] }).items.find((item) => item.entity_id === orderId)!;
      const shippingSegment = order.extension_attributes.priced_order.segments.find((segment) => segment.code === 'shipping');
      return { description: order.shipping_description, method: shippingSegment?.shipping?.method };
    };
    expect(await historyIn('it')).toEqual({
      description: 'Shoreline - Consegna in 24 ore',
      method: expect.stringMatching(
        /^Consegna in 24 ore( \+ Supplemento sabato)? \+ Consegna in Hawaii 39,99\u00a0USD \+ Ghiaccio secco, 1 scatola 4,99\u00a0USD$/u,
      ),
    });
    expect(await historyIn('main')).toEqual({
      description: 'Shoreline - Overnight delivery',
      method: expect.stringMatching(/^Overnight delivery( \+ Saturday surcharge)? \+ Hawaii delivery \$39\.99 \+ Dry ice, 1 box \$4\.99$/u),
    });
  });

  it('says a perishable refusal in Italian, at the address and when the method is chosen', async () => {
    const cartId = await cartIn('it', [{ sku: 'CRAB-LIVE-MD-DZ', qty: 1 }]);
    const method = await overnight('it', cartId, HAWAII);
    expect(method).toMatchObject({
      available: false,
      error_message: expect.stringMatching(
        /^Granchi e astici vivi vengono spediti solo nei 48 stati contigui, non in Hawaii: rimuovi .+ per spedire questo ordine\.$/u,
      ),
    });
    const chosen = await call('it', 'POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { countryId: 'US', regionCode: 'HI', postcode: '96813' },
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    expect(chosen).toMatchObject({ code: 409, reason: 'shipping.live_not_eligible', result: method.error_message });
    // The main store still says it in English.
    const english = await overnight('main', await cartIn('main', [{ sku: 'CRAB-LIVE-MD-DZ', qty: 1 }]), HAWAII);
    expect(english.error_message).toMatch(/^Live crabs and lobsters ship only within the lower 48 states, not to Hawaii: /u);
  });

  it('refuses an order for a paused date in German, with the hold reason as staff typed it', async () => {
    const cartId = await cartIn('de', [{ sku: 'SIDE-CORN-6', qty: 1 }]);
    const date = (await overnight('de', cartId, { country_id: 'US', region_code: 'MD' })).extension_attributes.delivery_dates.find(
      (d) => d.status === 'open' && isWeekday(d.date),
    )!.date;
    const { db } = await adminDb(api);
    await db
      .insertInto('shipping_holds')
      .values({
        website_id: null,
        from_date: date,
        to_date: date,
        regions: '',
        reason: 'Sturm an der Küste',
        staff_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    try {
      const offered = (await overnight('de', cartId, { country_id: 'US', region_code: 'MD' })).extension_attributes.delivery_dates;
      expect(offered.find((d) => d.date === date)).toMatchObject({ status: 'paused', pause_reason: 'Sturm an der Küste' });
      const placed = await orderCart(api, cartId, {
        headers: { 'x-vs-store-code': 'de' },
        email: `view-paused-${engine.name}@example.com`,
        products: [{ sku: 'SIDE-CORN-6', qty: 1 }],
        deliveryDate: date,
      });
      expect(placed).toMatchObject({
        code: 409,
        reason: 'order.delivery_date_paused',
        result: expect.stringMatching(
          /^Die Lieferungen am \w+, \d+\. \w+ sind pausiert: Sturm an der Küste\. Bitte wählen Sie ein anderes Datum\.$/u,
        ),
      });
    } finally {
      await db.deleteFrom('shipping_holds').where('from_date', '=', date).execute();
    }
  });
});
