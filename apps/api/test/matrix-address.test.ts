import { describe, expect, it } from 'vitest';
import { engines, miniCatalogWith, suiteApi, envelopeCall } from './harness.js';
import { orderRequest, signedUpCustomer, testAddress, weekdayDeliveryDate } from './fixtures.js';

/**
 * Issue 33, item 5: addresses are checked where they enter. A US ZIP code is five digits or ZIP+4 and belongs to
 * the state the address names (the state decides overnight reach, holds, surcharges, cooling and tax); perishables
 * never go to a PO box. Each path that takes an address is run: the checkout's estimate, its shipping information
 * and the order (shipping and billing address), a gift's recipient, the address book and the sign-up, in the main
 * store and in the German view (/de), whose shopper reads German. The back office edits no address and the
 * NDJSON import takes none (seed/ imports the catalog only), so no address enters there.
 */

type FieldError = { field: string; code: string; message: string };
type Envelope = { code: number; result: unknown; reason?: string; errors?: FieldError[] };

const catalog = miniCatalogWith([
  '{"type":"store","code":"de","store_id":3,"website_id":1,"name":"Test Shore","logo":"/media/brand/shoreline-logo.svg","is_default":false,"hosts":[],"url_prefix":"/de","append_store_code":true,"locale":"de-DE","currency_code":"USD","currency_sign":"$","default_country":"US"}',
  '{"type":"attribute","attribute_id":206,"attribute_code":"shipping_class","frontend_label":"Shipping class","frontend_input":"text","is_visible":false}',
  '{"type":"product","id":192,"sku":"CHILLED","type_id":"simple","name":"Crab Meat, 1 lb","url_key":"crab-meat","price":30,"tax_class_id":5,"category_ids":[3],"image":"/product/corn.svg","weight":1,"stock":{"qty":1000,"manage_stock":true},"attributes":{"shipping_class":"perishable"},"stores":["main","de"]}',
  '{"type":"product","id":193,"sku":"MALLET","type_id":"simple","name":"Crab Mallet","url_key":"crab-mallet","price":10,"tax_class_id":5,"category_ids":[3],"image":"/product/corn.svg","weight":1,"stock":{"qty":1000,"manage_stock":true},"stores":["main","de"]}',
  '{"type":"product","id":110,"sku":"GIFT-E","type_id":"giftcard","name":"E-Gift Card","url_key":"e-gift-card","price":25,"tax_class_id":5,"category_ids":[],"image":"/product/gift.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"giftcard":{"giftcard_type":1,"amounts":[25,50],"allow_open_amount":false},"stores":["main","de"]}',
]);

/** The reproductions, as the address's own fields. */
const OCEAN_CITY_1234 = { city: 'Ocean City', postcode: '1234', region: 'Maryland', region_code: 'MD' };
const HONOLULU_AS_CALIFORNIA = { city: 'Honolulu', postcode: '96815', region: 'California', region_code: 'CA' };
const MIAMI_AS_GEORGIA = { city: 'Miami', postcode: '33101', region: 'Georgia', region_code: 'GA' };
const BALTIMORE_ZIP_4 = { postcode: '21201-4321' };
const PO_BOX = { street: ['P.O. Box 1234'] };

const WRONG = [
  { name: 'ZIP 1234', fields: OCEAN_CITY_1234, code: 'invalid_zip' },
  { name: 'Honolulu 96815 named California', fields: HONOLULU_AS_CALIFORNIA, code: 'zip_not_in_region' },
  { name: 'Miami 33101 named Georgia', fields: MIAMI_AS_GEORGIA, code: 'zip_not_in_region' },
];

const GERMAN = {
  invalid_zip: 'Bitte geben Sie eine 5-stellige Postleitzahl (ZIP oder ZIP+4) ein',
  zip_not_in_region: 'Diese Postleitzahl gehört nicht zum gewählten Bundesstaat',
  po_box_perishable: 'Frische Ware kann nicht an ein Postfach geliefert werden: Bitte geben Sie eine Straßenadresse an',
};

const ENGLISH = {
  invalid_zip: 'Please enter a 5-digit ZIP code (or ZIP+4)',
  zip_not_in_region: 'This ZIP code does not belong to the chosen state',
  po_box_perishable: 'Perishables cannot be delivered to a PO box: please give a street address',
};

const VIEWS = [
  { view: 'main', headers: {} as Record<string, string>, texts: ENGLISH },
  { view: 'de', headers: { 'x-vs-store-code': 'de' } as Record<string, string>, texts: GERMAN },
];

describe.each(engines)('addresses checked where they enter on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: catalog, storeViews: ['de'] });
  let people = 0;
  const email = () => `address-${engine.name}-${++people}@example.com`;
  const call = envelopeCall<Envelope>(api);

  const cartWith = async (sku: string, headers: Record<string, string>) => {
    const cartId = (await call('POST', '/api/cart/create', undefined, headers)).result as string;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, headers)).code).toBe(200);
    return cartId;
  };

  const refusedWith = (answer: Envelope, field: string, code: string, message: string) => {
    expect(answer).toMatchObject({ code: 400, reason: 'validation.failed' });
    expect(answer.errors).toContainEqual({ field, code, message });
  };

  /** The estimate: the methods offered for an address while the shopper types it. */
  const estimate = (cartId: string, address: Record<string, unknown>, headers: Record<string, string>) =>
    call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US', ...address } }, headers);

  /** The shipping information the checkout stores (shipping and billing address, the method chosen). */
  const shippingInformation = (
    cartId: string,
    shipping: Record<string, unknown>,
    billing: Record<string, unknown>,
    headers: Record<string, string>,
  ) =>
    call(
      'POST',
      `/api/cart/shipping-information?cartId=${cartId}`,
      {
        addressInformation: {
          shippingAddress: shipping,
          billingAddress: billing,
          shippingCarrierCode: 'shoreline',
          shippingMethodCode: 'overnight',
        },
      },
      headers,
    );

  /** POST /api/order for a cart of one `sku` to these addresses (a gift when `gift` is given). */
  const order = async (
    cartId: string,
    sku: string,
    addresses: { shipping: Record<string, unknown> | null; billing: Record<string, unknown> },
    headers: Record<string, string>,
    gift?: Record<string, unknown>,
  ) => {
    const date = addresses.shipping ? await weekdayDeliveryDate(api, cartId, headers) : null;
    const body = orderRequest(cartId, {
      products: [{ sku, qty: 1 }],
      address: addresses.billing,
      shipping: addresses.shipping ? { deliveryDate: date } : null,
      paymentMethod: addresses.shipping ? 'cashondelivery' : 'checkmo',
    });
    if (addresses.shipping) {
      Object.assign(body.addressInformation, { shippingAddress: { ...addresses.shipping, extension_attributes: { delivery_date: date } } });
    }
    return call('POST', '/api/order', gift ? { ...body, gift } : body, headers);
  };

  describe.each(VIEWS)('in the $view view', ({ headers, texts }) => {
    it.each(WRONG)('refuses $name at the estimate and the shipping information, on the ZIP code', async ({ fields, code }) => {
      const cartId = await cartWith('MALLET', headers);
      const { city: _city, ...wire } = fields;
      refusedWith(await estimate(cartId, wire, headers), 'address.postcode', code, texts[code as keyof typeof texts]);
      const address = { ...testAddress(email()), ...fields };
      refusedWith(
        await shippingInformation(cartId, address, testAddress(email()), headers),
        'shippingAddress.postcode',
        code,
        texts[code as keyof typeof texts],
      );
      refusedWith(
        await shippingInformation(cartId, testAddress(email()), address, headers),
        'billingAddress.postcode',
        code,
        texts[code as keyof typeof texts],
      );
    });

    it.each(WRONG)("refuses $name as the order's shipping and billing address", async ({ fields, code }) => {
      const cartId = await cartWith('MALLET', headers);
      const buyer = email();
      const wrong = { ...testAddress(buyer), ...fields };
      const message = texts[code as keyof typeof texts];
      refusedWith(
        await order(cartId, 'MALLET', { shipping: wrong, billing: testAddress(buyer) }, headers),
        'shippingAddress.postcode',
        code,
        message,
      );
      refusedWith(
        await order(cartId, 'MALLET', { shipping: testAddress(buyer), billing: wrong }, headers),
        'billingAddress.postcode',
        code,
        message,
      );
      const virtual = await cartWith('GIFT-E', headers);
      refusedWith(await order(virtual, 'GIFT-E', { shipping: null, billing: wrong }, headers), 'billingAddress.postcode', code, message);
    });

    it.each(WRONG)("refuses $name as a gift recipient's address", async ({ fields, code }) => {
      const cartId = await cartWith('MALLET', headers);
      const buyer = email();
      const recipient = { ...testAddress(buyer), firstname: 'Martha', lastname: 'Shore', ...fields };
      const answer = await order(cartId, 'MALLET', { shipping: recipient, billing: testAddress(buyer) }, headers, {
        message: 'Happy birthday!',
      });
      refusedWith(answer, 'shippingAddress.postcode', code, texts[code as keyof typeof texts]);
    });

    it.each(WRONG)('refuses $name in the address book and at sign-up', async ({ fields, code }) => {
      const customer = await signedUpCustomer(api, email());
      const auth = { ...headers, authorization: `Bearer ${customer.token}` };
      const saved = await call(
        'PUT',
        `/api/ext/address-book/customers/${customer.id}`,
        { customer: { id: customer.id, addresses: [{ ...testAddress(customer.email), ...fields }] } },
        auth,
      );
      refusedWith(saved, 'customer.addresses.0.postcode', code, texts[code as keyof typeof texts]);
      const created = await call(
        'POST',
        '/api/user/create',
        {
          customer: { email: email(), firstname: 'Jane', lastname: 'Doe', addresses: [{ ...testAddress('x@example.com'), ...fields }] },
          password: 'crabcakes-4-all',
        },
        headers,
      );
      refusedWith(created, 'customer.addresses.0.postcode', code, texts[code as keyof typeof texts]);
    });

    it('refuses a PO box for a cart with perishables at the estimate, the shipping information, the order and a gift', async () => {
      const cartId = await cartWith('CHILLED', headers);
      const message = texts.po_box_perishable;
      refusedWith(
        await estimate(cartId, { region_code: 'MD', postcode: '21201', ...PO_BOX }, headers),
        'address.street',
        'po_box_perishable',
        message,
      );
      const buyer = email();
      const box = { ...testAddress(buyer), ...PO_BOX };
      refusedWith(
        await shippingInformation(cartId, box, testAddress(buyer), headers),
        'shippingAddress.street',
        'po_box_perishable',
        message,
      );
      refusedWith(
        await order(cartId, 'CHILLED', { shipping: box, billing: testAddress(buyer) }, headers),
        'shippingAddress.street',
        'po_box_perishable',
        message,
      );
      refusedWith(
        await order(cartId, 'CHILLED', { shipping: { ...box, street: ['Post Office Box 77'] }, billing: testAddress(buyer) }, headers, {
          message: 'Enjoy',
        }),
        'shippingAddress.street',
        'po_box_perishable',
        message,
      );
      // The buyer's own PO box as the billing address is no delivery: the order goes to the street address.
      expect((await order(cartId, 'CHILLED', { shipping: testAddress(buyer), billing: box }, headers)).code).toBe(200);
    });

    it('takes a PO box for a cart without perishables and for a gift card, and a ZIP+4 anywhere', async () => {
      const mallet = await cartWith('MALLET', headers);
      const buyer = email();
      const box = { ...testAddress(buyer), ...PO_BOX, ...BALTIMORE_ZIP_4 };
      expect((await estimate(mallet, { region_code: 'MD', ...PO_BOX, ...BALTIMORE_ZIP_4 }, headers)).code).toBe(200);
      expect((await shippingInformation(mallet, box, box, headers)).code).toBe(200);
      expect((await order(mallet, 'MALLET', { shipping: box, billing: box }, headers)).code).toBe(200);
      const card = await cartWith('GIFT-E', headers);
      expect((await order(card, 'GIFT-E', { shipping: null, billing: box }, headers)).code).toBe(200);
      const customer = await signedUpCustomer(api, email());
      const saved = await call(
        'PUT',
        `/api/ext/address-book/customers/${customer.id}`,
        { customer: { id: customer.id, addresses: [{ ...testAddress(customer.email), ...PO_BOX, ...BALTIMORE_ZIP_4 }] } },
        { ...headers, authorization: `Bearer ${customer.token}` },
      );
      expect(saved.code).toBe(200);
    });
  });

  it.each([
    { mode: 'cash on delivery', extra: { payment_method_code: 'cashondelivery' } },
    { mode: 'check / money order', extra: { payment_method_code: 'checkmo' } },
    { mode: 'card, paid later', extra: { payment_method_code: 'rootways_nmi_option' }, payLater: true },
    { mode: 'PayPal, paid later', extra: { payment_method_code: 'paypal_express' }, payLater: true },
  ])('checks the address before any payment: $mode', async ({ extra, payLater }) => {
    const cartId = await cartWith('CHILLED', {});
    const buyer = email();
    const date = await weekdayDeliveryDate(api, cartId, {});
    const body = orderRequest(cartId, {
      products: [{ sku: 'CHILLED', qty: 1 }],
      address: { ...testAddress(buyer), ...HONOLULU_AS_CALIFORNIA, ...PO_BOX },
      shipping: { deliveryDate: date },
      paymentMethod: extra.payment_method_code,
    });
    const answer = await call('POST', '/api/order', { ...body, ...(payLater ? { pay_later: true, order_id: `later-${buyer}` } : {}) });
    refusedWith(answer, 'shippingAddress.postcode', 'zip_not_in_region', ENGLISH.zip_not_in_region);
    refusedWith(answer, 'billingAddress.postcode', 'zip_not_in_region', ENGLISH.zip_not_in_region);
    refusedWith(answer, 'shippingAddress.street', 'po_box_perishable', ENGLISH.po_box_perishable);
  });

  it('offers Honolulu overnight only as Hawaii, and prices the Miami order as Florida once its state is right', async () => {
    const cartId = await cartWith('MALLET', {});
    expect((await estimate(cartId, { region_code: 'CA', postcode: '96815' }, {})).code).toBe(400);
    const hawaii = (await estimate(cartId, { region_code: 'HI', postcode: '96815' }, {})).result as Array<{ method_code: string }>;
    expect(hawaii.map((method) => method.method_code)).toContain('overnight');
    const buyer = email();
    const miami = { ...testAddress(buyer), ...MIAMI_AS_GEORGIA, region: 'Florida', region_code: 'FL' };
    expect((await order(cartId, 'MALLET', { shipping: miami, billing: testAddress(buyer) }, {})).code).toBe(200);
  });
});
