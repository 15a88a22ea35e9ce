/**
 * Baltimore, Maryland: the destination the unit tests and the e2e orders share. The delivery calendar serves
 * Maryland next day, and 31 is its state id in the seed. Each user adds the names, phone and company it needs.
 */
export const BALTIMORE = {
  street: ['1 Pier Rd'],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region: 'Maryland',
  region_code: 'MD',
  region_id: 31,
};
