import type { RouteExample } from './schema.js';

/** Values the routes' example requests share (the document shows them; route-contract.test.ts checks each). */

/** A guest's cart id, as POST /api/cart/create answers one. */
export const EXAMPLE_CART_ID = '9f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';

/** An example call on a guest's cart (EXAMPLE_CART_ID), with the body it sends if any. */
export const cartExample = (summary: string, body?: unknown): RouteExample => ({
  summary,
  query: { cartId: EXAMPLE_CART_ID },
  ...(body === undefined ? {} : { body }),
});

/** Where a cart's delivery is priced for in the examples: EXAMPLE_ADDRESS's country, ZIP code and state. */
export const EXAMPLE_DELIVERY_PLACE = { country_id: 'US', postcode: '21201', region_code: 'MD' };

/** A US address the address rules take (its ZIP code in its state). */
export const EXAMPLE_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Harbor St'],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region_code: 'MD',
  telephone: '4105550123',
};
