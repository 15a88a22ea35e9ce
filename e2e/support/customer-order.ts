import { expect, type APIRequestContext } from '@playwright/test';
import { customerToken, registerCustomer } from './customer';
import { BALTIMORE } from '../../tools/test-support/addresses';

/** A customer account with one cash-on-delivery order placed through the shop's API. */
export const CORN_SKU = 'SIDE-CORN-6';
/** The address the e2e orders go to: Maryland, which the delivery calendar serves next day. */
export const ORDER_ADDRESS = {
  firstname: 'Pat',
  lastname: 'Parcel',
  ...BALTIMORE,
  telephone: '4105550100',
};

/** Crab cakes with their sauce and cooking chosen and a gift message, as a line with options. */
export const CRAB_CAKES_WITH_OPTIONS = {
  sku: 'CRAB-CAKE-CLASSIC-4',
  qty: 1,
  product_option: {
    extension_attributes: {
      custom_options: [
        { option_id: '4', option_value: '7' },
        { option_id: '5', option_value: '11' },
        { option_id: '6', option_value: 'Happy birthday, Pat!' },
      ],
    },
  },
};
const INSULATED_PACKAGING = { fee_id: 1, options_ids: [101] };

/** How an order pays: a payment method and what it sends with it. */
export interface OrderPayment {
  code: string;
  additional?: Record<string, unknown>;
}

/** A card payment for the cart, tokenized at the payment sandbox (as the hosted fields would). */
export async function cardPayment(
  request: APIRequestContext,
  cartId: string,
  headers: Record<string, string>,
  baseURL: string,
): Promise<OrderPayment> {
  const methods = (
    (await (await request.get(`/api/cart/payment-methods?cartId=${cartId}`, { headers })).json()) as {
      result: Array<{ code: string; extension_attributes?: { collect_js_url: string; tokenization_key: string } }>;
    }
  ).result;
  const card = methods.find((method) => method.code === 'rootways_nmi_option')?.extension_attributes;
  const sandbox = `http://127.0.0.1:${new URL(card?.collect_js_url ?? baseURL).port}`;
  const tokenized = await request.post(`${sandbox}/token/api/tokenize`, {
    data: { tokenization_key: card?.tokenization_key, ccnumber: '4111111111111111', ccexp: '12/39', cvv: '123' },
  });
  return { code: 'rootways_nmi_option', additional: { payment_token: ((await tokenized.json()) as { token: string }).token } };
}

/**
 * `extras`: the order also holds crab cakes with options (CRAB_CAKES_WITH_OPTIONS) and pays for insulated
 * packaging, as a packer's order often does. `cornQty` corn (1 unless said); `pay` chooses the payment for
 * the cart (cash on delivery unless given).
 */
export async function customerOrder(
  request: APIRequestContext,
  email: string,
  {
    extras = false,
    cornQty = 1,
    pay,
  }: { extras?: boolean; cornQty?: number; pay?: (cartId: string, headers: Record<string, string>) => Promise<OrderPayment> } = {},
): Promise<{ id: number; number: string }> {
  await registerCustomer(request, { email, firstname: 'Pat', lastname: 'Parcel' });
  const headers = { authorization: `Bearer ${await customerToken(request, email)}` };
  const cartId = ((await (await request.post('/api/cart/create', { headers })).json()) as { result: string }).result;
  await request.post(`/api/cart/update?cartId=${cartId}`, { headers, data: { cartItem: { sku: CORN_SKU, qty: cornQty } } });
  const products = [{ sku: CORN_SKU, qty: cornQty }];
  if (extras) {
    const added = await request.post(`/api/cart/update?cartId=${cartId}`, { headers, data: { cartItem: CRAB_CAKES_WITH_OPTIONS } });
    expect(added.status()).toBe(200);
    products.push({ sku: ((await added.json()) as { result: { sku: string } }).result.sku, qty: 1 });
    const fee = await request.post('/api/ext/amasty-extrafee/totals-information', {
      headers,
      data: { cart_id: cartId, information: INSULATED_PACKAGING, addressInformation: { address: { countryId: 'US' } } },
    });
    expect(fee.status()).toBe(200);
  }
  return placeCartOrder(request, headers, { cartId, email, products, payment: pay ? await pay(cartId, headers) : undefined });
}

/** The signed receipt link an order call answers with (the thank-you page's address, for a guest too). */
export interface ReceiptLink {
  order: number | string;
  expires: number | string;
  sig: string;
}

/** The receipt page's address of a placed order. */
export const receiptPath = (link: ReceiptLink): string =>
  `/checkout/thank-you?${new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig }).toString()}`;

/**
 * Places the cart's order through the API as the shop's checkout does: shipped to ORDER_ADDRESS (billed there too)
 * on the first method's first delivery date, paid with `payment` (cash on delivery unless given).
 */
export async function placeCartOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  order: { cartId: string; email: string; products: Array<{ sku: string; qty: number }>; payment?: OrderPayment },
): Promise<{ id: number; number: string; receipt: ReceiptLink }> {
  const { cartId, email, products, payment = { code: 'cashondelivery' } } = order;
  const methods = (await (
    await request.post(`/api/cart/shipping-methods?cartId=${cartId}`, { headers, data: { address: { country_id: 'US' } } })
  ).json()) as {
    result: Array<{ carrier_code: string; method_code: string; extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
  };
  const method = methods.result[0];
  const placed = await request.post('/api/order', {
    headers,
    data: {
      cart_id: cartId,
      products,
      addressInformation: {
        billingAddress: { ...ORDER_ADDRESS, email },
        shippingAddress: {
          ...ORDER_ADDRESS,
          email,
          extension_attributes: { delivery_date: method.extension_attributes.delivery_dates[0].date },
        },
        shipping_method_code: method.method_code,
        shipping_carrier_code: method.carrier_code,
        payment_method_code: payment.code,
        ...(payment.additional ? { payment_method_additional: payment.additional } : {}),
      },
    },
  });
  expect(placed.status()).toBe(200);
  const result = ((await placed.json()) as { result: { backendOrderId: number; orderNumber: string; receipt: ReceiptLink } }).result;
  return { id: result.backendOrderId, number: result.orderNumber, receipt: result.receipt };
}
