/** Values the routes' example requests share (the document shows them; route-contract.test.ts checks each). */

/** A guest's cart id, as POST /api/cart/create answers one. */
export const EXAMPLE_CART_ID = '9f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';

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
