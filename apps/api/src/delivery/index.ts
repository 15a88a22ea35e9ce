/** The delivery module's public surface (capacity per store and date, shipping holds): other modules import only this file. */
export { dateAvailability } from './availability.js';
export {
  CALENDAR_DAYS,
  createHold,
  deliveryCalendar,
  deliveryDay,
  findHold,
  liftHold,
  listHolds,
  setDayCapacity,
  shippingHold,
} from './calendar.js';
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
