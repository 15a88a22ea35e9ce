/** For tests: a customer's Baltimore address as the address book and the checkout send it. */
export const PIER_ROAD_ADDRESS = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Pier Rd', 'Apt 2'],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region: { region: 'Maryland', region_code: 'MD', region_id: 31 },
  telephone: '4105550100',
};
