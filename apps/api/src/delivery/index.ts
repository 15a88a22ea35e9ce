/**
 * The delivery module's public surface (capacity per place and date, shipping holds): other modules import only
 * this file. A place is the website that fills the boxes of all its store views (places.ts).
 */
export { dateAvailability } from './availability.js';
export {
  CALENDAR_DAYS,
  createHold,
  deliveryCalendar,
  deliveryDay,
  findHold,
  liftHold,
  listHolds,
  listPlaces,
  setDayCapacity,
  shippingHold,
} from './calendar.js';
export { allPlaces, findPlace, placeById, placeCapacity, placeOf, type Place } from './places.js';
export { holdCovers, regionOf } from './regions.js';
export {
  DeliveryDateFull,
  DeliveryDatePaused,
  holdOn,
  moveSlot,
  refuseHeld,
  refuseUnavailableDate,
  releaseSlot,
  slotCapacity,
  takeSlot,
  type HoldRow,
  type Slot,
} from './slots.js';
