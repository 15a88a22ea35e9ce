import { describe, expect, it } from 'vitest';
import { orderBody, orderIdFor, serverFieldErrors, soldOutSkus } from './order-body';
import { TEST_ADDRESS } from './test-address';

describe('order body', () => {
  it('builds the order body with the delivery date on the shipping address', () => {
    const body = orderBody({
      cartId: 'c1',
      orderId: 'o1',
      products: [{ sku: 'CRAB', qty: 2 }],
      email: ' ann@example.com ',
      shipping: TEST_ADDRESS,
      billing: TEST_ADDRESS,
      deliveryDate: '2026-11-24',
      shippingMethod: { carrier: 'shoreline', method: 'overnight' },
      paymentMethod: 'checkmo',
    });
    expect(body).toMatchObject({
      cart_id: 'c1',
      order_id: 'o1',
      products: [{ sku: 'CRAB', qty: 2 }],
      addressInformation: {
        billingAddress: { email: 'ann@example.com', region_code: 'MD', region_id: 31, street: ['1 Pier Rd', 'Apt 2'], country_id: 'US' },
        shippingAddress: { extension_attributes: { delivery_date: '2026-11-24' }, region: 'Maryland' },
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'checkmo',
      },
    });
  });

  it('leaves shipping out for a virtual cart', () => {
    const body = orderBody({
      cartId: 'c1',
      orderId: 'o1',
      products: [{ sku: 'EBOOK', qty: 1 }],
      email: 'a@b.co',
      shipping: null,
      billing: TEST_ADDRESS,
      deliveryDate: null,
      shippingMethod: null,
      paymentMethod: 'checkmo',
    });
    expect(body.addressInformation).not.toHaveProperty('shippingAddress');
    expect(body.addressInformation.shipping_method_code).toBeNull();
  });

  it('places the refusal’s field errors on the form fields by their codes', () => {
    const { errors, rest } = serverFieldErrors(
      [
        { field: 'billingAddress.telephone', code: 'required', message: 'Field is required' },
        { field: 'billingAddress.email', code: 'invalid_email', message: 'Please provide valid e-mail address.' },
        {
          field: 'shippingAddress.postcode',
          code: 'invalid_postcode',
          message: 'Phone number, Tax ID and Zip-code must have at least 3 letters',
        },
        { field: '', code: 'custom', message: 'something else' },
      ],
      true,
    );
    expect(errors).toEqual({
      'shipping.phone': 'checkout.error.required',
      'personal.email': 'checkout.error.email',
      'shipping.zip': 'checkout.error.minLength',
    });
    expect(rest).toEqual(['something else']);
  });

  it('places a ZIP code of another state on the ZIP field and a PO box for perishables on the street', () => {
    const { errors } = serverFieldErrors(
      [
        { field: 'shippingAddress.postcode', code: 'zip_not_in_region', message: 'This ZIP code does not belong to the chosen state' },
        { field: 'shippingAddress.street', code: 'po_box_perishable', message: 'Perishables cannot be delivered to a PO box' },
        { field: 'billingAddress.postcode', code: 'invalid_zip', message: 'Please enter a 5-digit ZIP code (or ZIP+4)' },
      ],
      false,
    );
    expect(errors).toEqual({
      'shipping.zip': 'checkout.error.zipState',
      'shipping.street': 'checkout.error.poBox',
      'billing.zip': 'checkout.error.zip',
    });
  });

  it('places the newer address codes too, a long second street line on the apartment', () => {
    const tooLong = 'Too big: expected string to have <=200 characters';
    const { errors, rest } = serverFieldErrors(
      [
        { field: 'billingAddress.city', code: 'invalid_city', message: 'Please provide valid city name' },
        { field: 'billingAddress.region', code: 'unknown_region', message: 'Please choose a state from the list' },
        { field: 'shippingAddress.street.1', code: 'too_long', message: tooLong },
        { field: 'billingAddress.company', code: 'too_long', message: tooLong },
        { field: 'billingAddress.email', code: 'weird', message: 'Something else' },
      ],
      false,
    );
    expect(errors).toEqual({
      'billing.city': 'checkout.error.city',
      'billing.regionId': 'checkout.error.region',
      'billing.company': 'checkout.error.tooLong',
      'shipping.apartment': 'checkout.error.tooLong',
    });
    expect(rest).toEqual(['billingAddress.email: Something else']);
  });

  it("places a business buyer's problems: the country, the tax id, a region abroad", () => {
    const { errors, rest } = serverFieldErrors(
      [
        { field: 'shippingAddress.country_id', code: 'invalid_country', message: 'We deliver within the USA only.' },
        {
          field: 'billingAddress.vat_id',
          code: 'invalid_vat_id',
          message: 'Phone number, Tax ID and Zip-code must have at least 3 letters',
        },
        { field: 'billingAddress.region', code: 'too_long', message: 'Too big' },
      ],
      false,
      { shipping: 'US', billing: 'DE' },
    );
    expect(errors).toEqual({
      'shipping.country': 'checkout.error.country',
      'billing.vatId': 'checkout.error.minLength',
      'billing.region': 'checkout.error.tooLong',
    });
    expect(rest).toEqual([]);
  });

  it('keeps one client order id per cart', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    let n = 0;
    const make = () => `id-${++n}`;
    expect(orderIdFor('c1', storage, make)).toBe('id-1');
    expect(orderIdFor('c1', storage, make)).toBe('id-1');
    expect(orderIdFor('c2', storage, make)).toBe('id-2');
  });
});

describe('a gift in the order body', () => {
  const base = {
    cartId: 'c1',
    orderId: 'o1',
    products: [{ sku: 'CRAB', qty: 2 }],
    email: 'ann@example.com',
    shipping: TEST_ADDRESS,
    billing: TEST_ADDRESS,
    deliveryDate: '2026-11-24',
    shippingMethod: { carrier: 'shoreline', method: 'overnight' },
    paymentMethod: 'checkmo',
  };

  it('sends the message as plain text, the notice and the recipient e-mail; nothing when it is not a gift', () => {
    const body = orderBody({
      ...base,
      gift: { isGift: true, message: ' Love,\r\nAnn ', notifyRecipient: true, recipientEmail: ' mom@example.com ' },
    });
    expect(body.gift).toEqual({ message: 'Love,\nAnn', notify_recipient: true, recipient_email: 'mom@example.com' });
    expect(orderBody({ ...base, gift: { isGift: false, message: 'x', notifyRecipient: false, recipientEmail: '' } })).not.toHaveProperty(
      'gift',
    );
    expect(
      orderBody({ ...base, shipping: null, gift: { isGift: true, message: 'x', notifyRecipient: false, recipientEmail: '' } }),
    ).not.toHaveProperty('gift');
  });

  it("places the API's gift refusals on the gift's fields", () => {
    const found = serverFieldErrors(
      [
        { field: 'gift.message', code: 'too_long', message: 'Too big' },
        { field: 'gift.recipient_email', code: 'required', message: 'Field is required' },
      ],
      false,
    );
    expect(found).toEqual({
      errors: { 'gift.message': 'checkout.gift.error.tooLong', 'gift.recipientEmail': 'checkout.gift.error.emailNeeded' },
      rest: [],
    });
  });
});

describe('a sold-out refusal', () => {
  it('names the SKUs of the lines it points at (products.<index> in the order sent)', () => {
    const products = [
      { sku: 'CRAB-DZ', qty: 1 },
      { sku: 'SIDE-CORN', qty: 2 },
    ];
    const errors = [
      { field: 'products.1', code: 'sold_out', message: 'Sweet Corn (SIDE-CORN) sold out meanwhile. Nothing was charged.' },
      { field: 'products.7', code: 'sold_out', message: 'not a line of this order' },
      { field: 'billingAddress.city', code: 'required', message: 'Field is required' },
    ];
    expect(soldOutSkus(errors, products)).toEqual(['SIDE-CORN']);
    expect(soldOutSkus(undefined, products)).toEqual([]);
  });
});
