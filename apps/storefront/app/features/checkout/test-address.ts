import { EMPTY_ADDRESS, type AddressInput } from './validation';

/** A complete, valid Maryland address, for the checkout's tests. */
export const TEST_ADDRESS: AddressInput = {
  ...EMPTY_ADDRESS,
  firstName: 'Ann',
  lastName: 'Lee',
  street: '1 Pier Rd',
  apartment: 'Apt 2',
  city: 'Annapolis',
  regionId: '31',
  zip: '21401',
  phone: '410 555 0100',
};
