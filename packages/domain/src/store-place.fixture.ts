import type { StoreAddress, StorePlace } from './store-place.js';

const DAY = { open: '11:30', close: '21:00' };
const WEDNESDAY_TO_SUNDAY = { wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY };

export const CRAB_HOUSE_ADDRESS: StoreAddress = {
  street: ['410 Harbor Road'],
  city: 'Grasonville',
  region: 'Maryland',
  region_code: 'MD',
  postcode: '21638',
  country_id: 'US',
};

/** For tests: the Crab House's record as the seed has it, open and collecting Wednesday to Sunday, 11:30 am to 9 pm. */
export const CRAB_HOUSE_PLACE: StorePlace = {
  address: CRAB_HOUSE_ADDRESS,
  telephone: '4105550187',
  openingHours: WEDNESDAY_TO_SUNDAY,
  pickupHours: WEDNESDAY_TO_SUNDAY,
};
