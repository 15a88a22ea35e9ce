/**
 * A client written against the types openapi-typescript generates from /api/openapi.json (openapi.gen.ts, generated
 * by generated-client.test.ts beside a copy of this file and compiled with it): if the document does not describe the
 * calls a guest checkout makes, this does not compile.
 */
import type { paths } from './openapi.gen.js';

type Method = 'get' | 'post';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type AnswerOf<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

interface CallInput<O> {
  query?: QueryOf<O>;
  body?: BodyOf<O>;
}

export type ShopCall = <P extends keyof paths, M extends Method>(
  method: M,
  path: P,
  input?: CallInput<Operation<P, M>>,
) => Promise<AnswerOf<Operation<P, M>>>;

/** Calls the shop at baseUrl; a refusal throws with its status and body. */
export function shopClient(baseUrl: string): ShopCall {
  return async (method, path, input = {}) => {
    const url = new URL(String(path), baseUrl);
    for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value));
    const hasBody = input.body !== undefined;
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
    });
    const answer: unknown = await response.json();
    if (!response.ok) throw new Error(`${method} ${String(path)} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer as never;
  };
}

type OrderBody = BodyOf<Operation<'/api/order', 'post'>>;
type Address = NonNullable<OrderBody['addressInformation']['billingAddress']>;

/** A guest buys one SKU, delivered overnight on the first date offered, paid cash on delivery: answers the order number. */
export async function placeGuestOrder(call: ShopCall, sku: string, address: Address): Promise<string> {
  const cartId = (await call('post', '/api/cart/create', { body: {} })).result;
  await call('post', '/api/cart/update', { query: { cartId }, body: { cartItem: { sku, qty: 1 } } });
  const methods = (await call('post', '/api/cart/shipping-methods', { query: { cartId }, body: { address: { country_id: 'US' } } })).result;
  const date = methods.find((method) => method.method_code === 'overnight')?.extension_attributes?.delivery_dates?.[0]?.date;
  if (!date) throw new Error('no delivery date offered');
  const delivered = { delivery_date: date };
  const body: OrderBody = {
    cart_id: cartId,
    products: [{ sku, qty: 1 }],
    addressInformation: {
      payment_method_code: 'cashondelivery',
      billingAddress: address,
      shippingAddress: { ...address, extension_attributes: delivered },
      shipping_carrier_code: 'shoreline',
      shipping_method_code: 'overnight',
    },
  };
  return (await call('post', '/api/order', { body })).result.orderNumber;
}
